import { api } from '@playhub/shared/api';
import { gameList, type Game } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';
import { useSession } from '@playhub/shared/session';

/** GET casino/recent: the last 12 distinct games the player opened, newest first. */
export async function getRecentGames(signal?: AbortSignal): Promise<Game[]> {
  return (await api.get('casino/recent', { schema: gameList, signal })).data;
}

/** Recently played for the logged-in player (no call for visitors); read afresh on every visit. */
export function useRecentGames() {
  const hasLogin = useSession((s) => s.hasLogin);
  const userCode = useSession((s) => s.userCode);
  return useQuery({
    queryKey: ['casino', 'recent', userCode],
    queryFn: ({ signal }) => getRecentGames(signal),
    enabled: hasLogin,
    staleTime: 0,
  });
}
