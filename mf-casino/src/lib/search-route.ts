/** Requirements §2: the search switches between casino (slot) and live casino by the current URL. */
export function isLiveScope(pathname: string): boolean {
  return /^\/casino\/live(\/|$)/.test(pathname);
}

/** Path of the full search results for a term in a scope. */
export function searchPath(term: string, live: boolean): string {
  const query = new URLSearchParams({ q: term.trim() });
  if (live) query.set('live', '1');
  return `/casino/search?${query.toString()}`;
}
