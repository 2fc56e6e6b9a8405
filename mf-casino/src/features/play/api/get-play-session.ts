import { api } from '@playhub/shared/api';
import { useBusEvent } from '@playhub/shared/bus';
import { PLAY_SESSION_LIVE_CMD, playSession, type PlaySession } from '@playhub/shared/contracts';
import { useQuery, useQueryClient } from '@playhub/shared/query';

/** Query key of the play clock's figures. */
export const playSessionKey = ['protection', 'play-session'] as const;

/** GET protection/play-session: the gaming session's time and net position (the server's figures). */
export async function getPlaySession(signal?: AbortSignal): Promise<PlaySession> {
  const { data } = await api.get('protection/play-session', {
    schema: playSession,
    signal,
    background: true,
  });
  return data;
}

/**
 * The play clock's figures, read again whenever the hub says a round moved them (`PlaySession`), when
 * the hub comes back, and every minute should it be away.
 */
export function usePlaySession() {
  const queryClient = useQueryClient();
  // A read in flight may have started before the round: it is dropped for a fresh one.
  const reread = () => void queryClient.invalidateQueries({ queryKey: playSessionKey });
  useBusEvent('live:message', ({ cmd }) => {
    if (cmd === PLAY_SESSION_LIVE_CMD) reread();
  });
  // Rounds told while the hub was away are caught up when it is back.
  useBusEvent('live:state', ({ state }) => {
    if (state === 'Connected') reread();
  });
  return useQuery({
    queryKey: playSessionKey,
    queryFn: ({ signal }) => getPlaySession(signal),
    refetchInterval: 60_000,
    staleTime: 0,
  });
}
