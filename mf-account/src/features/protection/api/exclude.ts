import * as z from 'zod/mini';
import { api } from '@playhub/shared/api';
import type { ExclusionPayload } from '@playhub/shared/contracts';
import { useMutation } from '@playhub/shared/query';

const exclusionResult = z.object({ endsAt: z.nullable(z.string()) });

/**
 * POST protection/exclusion: a time-out or self-exclusion from now. The server ends every session of
 * the player, this one included.
 */
export async function exclude(body: ExclusionPayload): Promise<{ message: string; endsAt: string | null }> {
  const { data, message } = await api.post('protection/exclusion', body, { schema: exclusionResult });
  // The server writes UTC without a zone.
  return { message, endsAt: data.endsAt && `${data.endsAt}Z` };
}

/** Mutation over {@link exclude}. */
export function useExclude() {
  return useMutation({ mutationFn: exclude });
}
