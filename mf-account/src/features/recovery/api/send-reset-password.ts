import * as z from 'zod/mini';
import { api } from '@playhub/shared/api';
import type { SendResetPasswordPayload } from '@playhub/shared/contracts';
import { useMutation } from '@playhub/shared/query';

/** POST auth/sendresetpassword: e-mails a reset code. */
export async function sendResetPassword(body: SendResetPasswordPayload): Promise<{ message: string }> {
  const { message } = await api.post('auth/sendresetpassword', body, { schema: z.null() });
  return { message };
}

/** Mutation hook over {@link sendResetPassword}. */
export function useSendResetPassword() {
  return useMutation({ mutationFn: sendResetPassword });
}
