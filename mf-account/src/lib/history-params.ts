import { useCallback, useMemo } from 'react';
import { useSearchUpdate } from './search-update';

/** Page size of the history lists. */
export const PAGE_SIZE = 10;

/** The filters of a history list: each search parameter's allowed values, the first one the default ('All'). */
export type FilterSpec = Readonly<Record<string, readonly number[]>>;

/** The chosen value of every filter of `S`. */
export type FilterValues<S extends FilterSpec> = { -readonly [K in keyof S]: S[K][number] };

/** What a history page reads from its URL: filters and a zero-based page. */
export interface HistoryState<S extends FilterSpec> {
  filters: FilterValues<S>;
  page: number;
}

/** Highest page number a URL may ask for (a longer number is not a page, it is a broken URL). */
const MAX_PAGE = 100_000;

/**
 * Reads filters and page from search parameters. `page` is one-based in the URL (`?page=2` is the
 * second page); anything that is not an allowed value (`?page=-3&type=zzz`) reads as the default.
 */
export function parseHistoryState<S extends FilterSpec>(search: URLSearchParams, spec: S): HistoryState<S> {
  const filters = {} as Record<string, number>;
  for (const [name, allowed] of Object.entries(spec)) {
    const raw = search.get(name);
    const value = raw !== null && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
    filters[name] = allowed.includes(value) ? value : allowed[0]!;
  }
  const rawPage = search.get('page') ?? '';
  const page = /^[1-9]\d{0,5}$/.test(rawPage) && Number(rawPage) <= MAX_PAGE ? Number(rawPage) - 1 : 0;
  return { filters: filters as FilterValues<S>, page };
}

/** The search parameters of a state: defaults are left out, other parameters of `current` are kept. */
export function writeHistoryState<S extends FilterSpec>(
  current: URLSearchParams,
  spec: S,
  state: HistoryState<S>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, allowed] of Object.entries(spec)) {
    const value = state.filters[name as keyof S];
    if (value === allowed[0]) next.delete(name);
    else next.set(name, String(value));
  }
  if (state.page > 0) next.set('page', String(state.page + 1));
  else next.delete('page');
  return next;
}

/** A history page's URL state and how to change it. */
export interface HistoryParams<S extends FilterSpec> extends HistoryState<S> {
  /** The filters' allowed values. */
  spec: S;
  /** The paging fields of the list request. */
  paging: { skip: number; take: number };
  /** Sets one filter and goes back to the first page (a new history entry); a value not allowed reads as the default. */
  setFilter: (name: keyof S & string, value: number) => void;
  /** Goes to a zero-based page (a new history entry, or in place with `replace`). */
  setPage: (page: number, replace?: boolean) => void;
}

/**
 * Filters and page number of a history list, kept in the URL's search parameters: a reloaded or
 * shared URL shows the same list, and back/forward move between filters and pages. `spec` must be
 * stable (a module constant).
 */
export function useHistoryParams<S extends FilterSpec>(spec: S): HistoryParams<S> {
  const [search, update] = useSearchUpdate();
  const state = useMemo(() => parseHistoryState(search, spec), [search, spec]);
  const go = useCallback(
    (change: (state: HistoryState<S>) => HistoryState<S>, replace = false) =>
      update((current) => writeHistoryState(current, spec, change(parseHistoryState(current, spec))), {
        replace,
      }),
    [update, spec],
  );
  return {
    ...state,
    spec,
    paging: { skip: state.page * PAGE_SIZE, take: PAGE_SIZE },
    setFilter: useCallback(
      (name, value) => go((s) => ({ filters: { ...s.filters, [name]: value }, page: 0 })),
      [go],
    ),
    setPage: useCallback((page, replace) => go((s) => ({ ...s, page }), replace), [go]),
  };
}
