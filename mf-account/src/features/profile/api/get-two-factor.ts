import { api } from '@playhub/shared/api';
import { twoFactorStatus, type TwoFactorStatus } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';

/** Cache key of the two-factor status. */
export const twoFactorKey = ['customer', 'twofactor'];

/** GET customer/twofactor → on or off, recovery codes left, trusted devices. */
export async function getTwoFactor(): Promise<TwoFactorStatus> {
  const { data } = await api.get('customer/twofactor', { schema: twoFactorStatus });
  return data;
}

/** Query hook over {@link getTwoFactor}. */
export function useTwoFactor() {
  return useQuery({ queryKey: twoFactorKey, queryFn: getTwoFactor });
}
