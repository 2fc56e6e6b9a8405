import { api } from '@playhub/shared/api';
import { protectionStatus, type ProtectionStatus, type SetLimitPayload } from '@playhub/shared/contracts';
import { useMutation, useQueryClient } from '@playhub/shared/query';
import { protectionKey } from './get-protection';

/** POST protection/limit: sets or (value null) removes a limit; the answer is the new status. */
export async function setLimit(body: SetLimitPayload): Promise<{ data: ProtectionStatus; message: string }> {
  return api.post('protection/limit', body, { schema: protectionStatus });
}

/** Mutation over {@link setLimit}; the status it answers replaces the cached one. */
export function useSetLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setLimit,
    onSuccess: ({ data }) => client.setQueryData(protectionKey, data),
  });
}
