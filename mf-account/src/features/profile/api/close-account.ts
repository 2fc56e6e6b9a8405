import * as z from 'zod/mini';
import { api } from '@playhub/shared/api';
import { closeAccountRefusal, type CloseAccountPayload } from '@playhub/shared/contracts';
import { useMutation } from '@playhub/shared/query';

/** POST customer/closeaccount; the answer's message says the account is closed. */
export async function closeAccount(body: CloseAccountPayload): Promise<{ message: string }> {
  const { message } = await api.post('customer/closeaccount', body, { schema: z.null() });
  return { message };
}

/** The refusal's data (money still there), or null when the failure is another one. */
export function moneyLeft(data: unknown) {
  const parsed = z.safeParse(closeAccountRefusal, data);
  return parsed.success ? parsed.data : null;
}

/** Mutation hook over {@link closeAccount}. */
export function useCloseAccount() {
  return useMutation({ mutationFn: closeAccount });
}
