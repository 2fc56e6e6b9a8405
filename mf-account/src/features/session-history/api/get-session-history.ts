import { api } from '@playhub/shared/api';
import {
  sessionHistoryPage,
  type SessionHistoryPage,
  type SessionHistoryPayload,
} from '@playhub/shared/contracts';
import { keepPreviousData, useQuery } from '@playhub/shared/query';

/** POST customer/sessionhistory: the player's login sessions, newest first, paged. */
export async function getSessionHistory(body: SessionHistoryPayload): Promise<SessionHistoryPage> {
  const { data } = await api.post('customer/sessionhistory', body, { schema: sessionHistoryPage });
  return data;
}

/** Query hook over {@link getSessionHistory}. */
export function useSessionHistory(body: SessionHistoryPayload) {
  return useQuery({
    queryKey: ['customer', 'sessionhistory', body],
    queryFn: () => getSessionHistory(body),
    placeholderData: keepPreviousData,
  });
}
