import { api } from '@playhub/shared/api';
import { gamesSearchResult, type Game } from '@playhub/shared/contracts';
import { normalizeSearch } from '@playhub/kit/format';
import { keepPreviousData, useQuery } from '@playhub/shared/query';

/** Quick search size (Requirements §9 "Search take 5"). */
export const QUICK_TAKE = 5;
/** Full results page size (the API's largest page). */
export const FULL_TAKE = 100;

/**
 * POST casino/games `{ live, search, providers, skip, take }`. The server groups matches per
 * provider, best match first; flattening keeps the first group's best match as the first game.
 */
export async function searchGames(
  search: string,
  live: boolean,
  take = QUICK_TAKE,
  signal?: AbortSignal,
  provider?: string | null,
): Promise<Game[]> {
  const { data } = await api.post(
    'casino/games',
    { live, search, skip: 0, take, ...(provider ? { providers: [provider] } : {}) },
    { schema: gamesSearchResult, signal },
  );
  return data.flat();
}

/**
 * Search results for a term (runs of spaces read as one), of one provider when given; idle (no
 * call) while the term is blank.
 */
export function useSearchGames(
  term: string,
  live: boolean,
  take = QUICK_TAKE,
  provider: string | null = null,
) {
  const search = normalizeSearch(term);
  return useQuery({
    queryKey: ['casino', 'search', search, live, take, provider],
    queryFn: ({ signal }) => searchGames(search, live, take, signal, provider),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });
}
