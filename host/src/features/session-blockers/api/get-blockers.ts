import { api } from '@playhub/shared/api';
import { sessionBlockers, type SessionBlockers } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';

/** Cache key of the session's blockers. */
export const blockersKey = ['customer', 'blockers'];

/** GET customer/blockers: what the session must do first, and the terms in force. */
export async function getBlockers(): Promise<SessionBlockers> {
  const { data } = await api.get('customer/blockers', { schema: sessionBlockers });
  return data;
}

/**
 * The blockers of a logged-in session: read at login and start-up, when the tab comes back and
 * every five minutes, so a new terms version reaches a page that stays open.
 */
export function useBlockers(loggedIn: boolean) {
  return useQuery({
    queryKey: blockersKey,
    queryFn: getBlockers,
    enabled: loggedIn,
    refetchInterval: 5 * 60_000,
    refetchOnWindowFocus: true,
  });
}
