import { normalizeSearch } from '@playhub/kit/format';

/** Requirements §2: the search switches between casino (slot) and live casino by the current URL. */
export function isLiveScope(pathname: string): boolean {
  return /^\/casino\/live(\/|$)/.test(pathname);
}

/**
 * Path of the full search results for a term in a scope (runs of spaces written as one), and the
 * provider filter's choice when there is one.
 */
export function searchPath(term: string, live: boolean, provider?: string | null): string {
  const query = new URLSearchParams({ q: normalizeSearch(term) });
  if (live) query.set('live', '1');
  if (provider) query.set('provider', provider);
  return `/casino/search?${query.toString()}`;
}
