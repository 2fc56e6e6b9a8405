import { api } from '@playhub/shared/api';
import { protectionStatus, type ProtectionStatus } from '@playhub/shared/contracts';
import { useMutation, useQueryClient } from '@playhub/shared/query';
import { protectionKey } from './get-protection';

/** POST protection/reality-check: minutes between reality checks (0: off). */
export async function setRealityCheck(minutes: number): Promise<{ data: ProtectionStatus; message: string }> {
  return api.post('protection/reality-check', { minutes }, { schema: protectionStatus });
}

/** Mutation over {@link setRealityCheck}; the status it answers replaces the cached one. */
export function useSetRealityCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: ({ data }) => client.setQueryData(protectionKey, data),
  });
}
