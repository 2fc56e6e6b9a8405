import { api } from '@playhub/shared/api';
import { panicBreak } from '@playhub/shared/contracts';
import { useMutation } from '@playhub/shared/query';

/**
 * POST protection/panic: a 24-hour break from play and deposits from now. The server ends every
 * session of the player, this one included. Answers its message and when the break ends (UTC, with zone).
 */
export async function takePanicBreak(): Promise<{ message: string; endsAt: string | null }> {
  const { data, message } = await api.post('protection/panic', { confirm: true }, { schema: panicBreak });
  return { message, endsAt: data.endsAt && `${data.endsAt}Z` };
}

/** Mutation over {@link takePanicBreak}. */
export function useTakePanicBreak() {
  return useMutation({ mutationFn: takePanicBreak });
}
