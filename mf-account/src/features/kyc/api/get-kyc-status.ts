import { api } from '@playhub/shared/api';
import { kycState, type KycState } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';

/** GET kyc/status: the player's verification, documents and withdrawal threshold. */
export async function getKycStatus(): Promise<KycState> {
  const { data } = await api.get('kyc/status', { schema: kycState });
  return data;
}

/** Query hook over {@link getKycStatus}. */
export function useKycStatus() {
  return useQuery({ queryKey: ['kyc', 'status'], queryFn: getKycStatus });
}
