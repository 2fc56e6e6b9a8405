import * as z from 'zod/mini';
import { api } from '@playhub/shared/api';
import type { BonusRequestPayload } from '@playhub/shared/contracts';
import { useMutation, useQueryClient } from '@playhub/shared/query';

/** POST bonus/request: creates a pending bonus request. */
export async function requestBonus(body: BonusRequestPayload): Promise<{ message: string }> {
  const { message } = await api.post('bonus/request', body, { schema: z.object({ id: z.number() }) });
  return { message };
}

/** Mutation hook over {@link requestBonus}; the bonus history is refetched afterwards. */
export function useRequestBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestBonus,
    onSuccess: () => client.invalidateQueries({ queryKey: ['bonus', 'history'] }),
  });
}
