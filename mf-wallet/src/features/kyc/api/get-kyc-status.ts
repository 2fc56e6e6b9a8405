import { api } from '@playhub/shared/api';
import { kycState, type KycState } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';

/** GET kyc/status: the player's verification and the withdrawal threshold (issue 32, item 3). */
export async function getKycStatus(): Promise<KycState> {
  const { data } = await api.get('kyc/status', { schema: kycState });
  return data;
}

/** Query hook over {@link getKycStatus} (the key the account vertical's page shares). */
export function useKycStatus() {
  return useQuery({ queryKey: ['kyc', 'status'], queryFn: getKycStatus });
}
