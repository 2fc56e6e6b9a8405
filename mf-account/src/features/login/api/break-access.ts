import { api } from '@playhub/shared/api';
import { session, type BreakAccessPayload, type Session } from '@playhub/shared/contracts';
import * as z from 'zod/mini';
import { useMutation } from '@playhub/shared/query';

/**
 * POST auth/breakaccess: without `code` the SMS code is sent (the same answer whoever asks); with
 * it, the withdrawal-only session of a player on a time-out or self-exclusion.
 */
export async function breakAccess(
  body: BreakAccessPayload,
): Promise<{ data: Session | null; message: string }> {
  return api.post('auth/breakaccess', body, { schema: z.nullable(session) });
}

/** Mutation hook over {@link breakAccess}. */
export function useBreakAccess() {
  return useMutation({ mutationFn: breakAccess });
}
