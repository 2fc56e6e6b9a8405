import { api } from '@playhub/shared/api';
import { twoFactorSetup, type TwoFactorSetup } from '@playhub/shared/contracts';
import { useMutation } from '@playhub/shared/query';

/** POST customer/twofactor/setup → the secret as text, URI and QR code. */
export async function startTwoFactor(): Promise<TwoFactorSetup> {
  const { data } = await api.post('customer/twofactor/setup', {}, { schema: twoFactorSetup });
  return data;
}

/** Mutation hook over {@link startTwoFactor}. */
export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor });
}
