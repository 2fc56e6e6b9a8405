import { api } from '@playhub/shared/api';
import { protectionStatus, type ProtectionStatus } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';

/** GET protection: whether the player has a deposit limit and has deposited before (issue 20). */
export async function getProtection(): Promise<ProtectionStatus> {
  const { data } = await api.get('protection', { schema: protectionStatus });
  return data;
}

/** Query hook over {@link getProtection} (the key the account vertical's page shares). */
export function useProtection() {
  return useQuery({ queryKey: ['protection'], queryFn: getProtection });
}
