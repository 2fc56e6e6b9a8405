import { api } from '@playhub/shared/api';
import { protectionStatus, type ProtectionStatus } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';

/** Query key of the player's protection status. */
export const protectionKey = ['protection'] as const;

/** GET protection: the player's limits, reality check, exclusion and current session. */
export async function getProtection(): Promise<ProtectionStatus> {
  const { data } = await api.get('protection', { schema: protectionStatus });
  return data;
}

/** Query hook over {@link getProtection}. */
export function useProtection() {
  return useQuery({ queryKey: protectionKey, queryFn: getProtection });
}
