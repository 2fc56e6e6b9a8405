import { api } from '@playhub/shared/api';
import { sessionBlockers, type SessionBlockers } from '@playhub/shared/contracts';
import { useMutation, useQueryClient } from '@playhub/shared/query';
import { blockersKey } from './get-blockers';

/** POST customer/terms/accept: the version shown → what is left to do first. */
export async function acceptTerms(version: string): Promise<SessionBlockers> {
  const { data } = await api.post('customer/terms/accept', { version }, { schema: sessionBlockers });
  return data;
}

/** Mutation over {@link acceptTerms}; its answer replaces the cached blockers. */
export function useAcceptTerms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: (data) => client.setQueryData(blockersKey, data),
  });
}
