import { api } from '@playhub/shared/api';
import type { TwoFactorDisablePayload } from '@playhub/shared/contracts';
import { useMutation, useQueryClient } from '@playhub/shared/query';
import { twoFactorKey } from './get-two-factor';

/** POST customer/twofactor/disable (password and a code). */
export async function disableTwoFactor(body: TwoFactorDisablePayload): Promise<string> {
  const { message } = await api.post('customer/twofactor/disable', body);
  return message;
}

/** Mutation over {@link disableTwoFactor}; the status is read again after it. */
export function useDisableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorKey }),
  });
}
