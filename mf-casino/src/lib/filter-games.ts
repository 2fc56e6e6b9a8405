import type { Game, LiveCategory } from '@playhub/shared/contracts';
import { foldTurkish, normalizeSearch } from '@playhub/kit/format';

/** Live casino filter values: 'All' or a live category (Requirements §2). */
export const liveFilters = ['All', 'Roulette', 'Blackjack', 'Poker', 'Baccarat', 'Dealer'] as const;
/** One live filter value. */
export type LiveFilter = (typeof liveFilters)[number];

/** Narrows a URL value to a live filter (unknown values mean All). */
export function asLiveFilter(value: string | null): LiveFilter {
  return liveFilters.find((f) => f === value) ?? 'All';
}

/**
 * True when the folded name contains the folded term (İ/ı/I/i, Ş/ş, Ğ/ğ … all match their plain
 * forms; runs of spaces read as one).
 */
export function matchesTerm(name: string, term: string): boolean {
  const folded = foldTurkish(normalizeSearch(term));
  return folded === '' || foldTurkish(normalizeSearch(name)).includes(folded);
}

/** Games matching a search term and a live filter. */
export function filterGames(games: readonly Game[], term: string, live: LiveFilter = 'All'): Game[] {
  return games.filter(
    (g) => (live === 'All' || g.liveCategory === (live as LiveCategory)) && matchesTerm(g.name, term),
  );
}
