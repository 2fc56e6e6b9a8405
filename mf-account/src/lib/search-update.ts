import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from '@playhub/shared/router';

/** Changes the URL's search parameters, from the URL as last asked for (see `useSearchUpdate`). */
export type SearchUpdate = (
  change: (current: URLSearchParams) => URLSearchParams,
  options?: { replace?: boolean },
) => void;

/**
 * The page's search parameters and a way to change them that never loses a change. The router renders
 * a navigation in a transition, so until it commits, `useSearchParams()` (and the router's functional
 * `setSearchParams`, which closes over it) is the URL before the last change: a second filter picked
 * in that window would be applied to the old URL and drop the first. Here the searches asked for and
 * not yet rendered are the base instead. When a search renders, the ones up to it are done; a search
 * that was never asked for (Back, a link) drops them all.
 */
export function useSearchUpdate(): [URLSearchParams, SearchUpdate] {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const requested = useRef<string[]>([]);
  useLayoutEffect(() => {
    const at = requested.current.indexOf(search.toString());
    requested.current = at === -1 ? [] : requested.current.slice(at + 1);
  }, [search]);
  const update = useCallback<SearchUpdate>(
    (change, options) => {
      const latest = requested.current.at(-1);
      const current = latest === undefined ? search : new URLSearchParams(latest);
      const next = change(new URLSearchParams(current)).toString();
      if (next === current.toString()) return;
      requested.current = [...requested.current, next];
      void navigate({ search: next }, { replace: options?.replace ?? false });
    },
    [navigate, search],
  );
  return [search, update];
}
