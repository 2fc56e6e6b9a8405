import { api } from '@playhub/shared/api';
import { gameList, type GameList } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';

/** POST casino/categorygames `{ systemCategory: ids }` → the games of those categories. */
export async function getCategoryGames(ids: readonly number[], signal?: AbortSignal): Promise<GameList> {
  return (await api.post('casino/categorygames', { systemCategory: ids }, { schema: gameList, signal })).data;
}

/** Games of the given categories; idle while there are none. */
export function useCategoryGames(ids: readonly number[]) {
  const sorted = [...ids].sort((a, b) => a - b);
  return useQuery({
    queryKey: ['casino', 'categorygames', sorted],
    queryFn: ({ signal }) => getCategoryGames(sorted, signal),
    enabled: sorted.length > 0,
  });
}
