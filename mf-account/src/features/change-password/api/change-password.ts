import { api } from '@playhub/shared/api';
import type { ChangePasswordPayload } from '@playhub/shared/contracts';
import { useMutation } from '@playhub/shared/query';

/** POST customer/changepassword. */
export async function changePassword(body: ChangePasswordPayload): Promise<{ message: string }> {
  const { message } = await api.post('customer/changepassword', body);
  return { message };
}

/** Mutation hook over {@link changePassword}. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
