import { api } from '@playhub/shared/api';
import type { CheckResetCodePayload } from '@playhub/shared/contracts';
import { useMutation } from '@playhub/shared/query';

/** POST auth/checkresetcode: checks the reset code without using it up. */
export async function checkResetCode(body: CheckResetCodePayload): Promise<{ message: string }> {
  const { message } = await api.post('auth/checkresetcode', body);
  return { message };
}

/** Mutation hook over {@link checkResetCode}. */
export function useCheckResetCode() {
  return useMutation({ mutationFn: checkResetCode });
}
