import { api } from '@playhub/shared/api';
import { gameRoundsPage, type GameRoundsPage, type GameRoundsPayload } from '@playhub/shared/contracts';
import { keepPreviousData, useQuery } from '@playhub/shared/query';

/** POST casino/gamerounds: the player's game rounds with staked, won and net, paged. */
export async function getGameRounds(body: GameRoundsPayload): Promise<GameRoundsPage> {
  const { data } = await api.post('casino/gamerounds', body, { schema: gameRoundsPage });
  return data;
}

/** Query hook over {@link getGameRounds}; off while the page shows bets and wins. */
export function useGameRounds(body: GameRoundsPayload, enabled: boolean) {
  return useQuery({
    queryKey: ['casino', 'gamerounds', body],
    queryFn: () => getGameRounds(body),
    placeholderData: keepPreviousData,
    enabled,
  });
}
