import { api } from '@playhub/shared/api';
import { gameHistoryPage, type GameHistoryPage, type GameHistoryPayload } from '@playhub/shared/contracts';
import { keepPreviousData, useQuery } from '@playhub/shared/query';

/** POST casino/gamehistory: bets and wins of the player's game rounds, filtered and paged. */
export async function getGameHistory(body: GameHistoryPayload): Promise<GameHistoryPage> {
  const { data } = await api.post('casino/gamehistory', body, { schema: gameHistoryPage });
  return data;
}

/** Query hook over {@link getGameHistory}; `enabled` false while the page shows rounds. */
export function useGameHistory(body: GameHistoryPayload, enabled = true) {
  return useQuery({
    queryKey: ['casino', 'gamehistory', body],
    queryFn: () => getGameHistory(body),
    placeholderData: keepPreviousData,
    enabled,
  });
}
