import { api } from '@playhub/shared/api';
import type { ChangePasswordWithCodePayload } from '@playhub/shared/contracts';
import { useMutation } from '@playhub/shared/query';

/** POST auth/changepasswordwithcode: sets the new password. */
export async function changePasswordWithCode(
  body: ChangePasswordWithCodePayload,
): Promise<{ message: string }> {
  const { message } = await api.post('auth/changepasswordwithcode', body);
  return { message };
}

/** Mutation hook over {@link changePasswordWithCode}. */
export function useChangePasswordWithCode() {
  return useMutation({ mutationFn: changePasswordWithCode });
}
