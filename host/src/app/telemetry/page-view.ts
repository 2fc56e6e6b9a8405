import { apiBaseUrl } from '@playhub/shared/api';

/**
 * The page-view token the server issued with this page (issue 30): signed, it names the versions the
 * page was served. The beacon and the web-vitals report carry it back; without it the server counts
 * neither. It comes inline with the painted page, or with composition.json when the page fetched it.
 * A page the browser took from its cache (revalidated with a 304, or a history navigation) carries
 * the token of the view it was painted for: it asks the server for one of its own, and reports wait
 * for it.
 */
let token: string | undefined;
let fresh: Promise<void> = Promise.resolve();

/** Header of composition.json carrying the token (api/src/http/composition.ts). */
export const VIEW_HEADER = 'x-playhub-view';

const isToken = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 2048;

/** Keeps the page's token (the first one given: one page view, one token). */
export function setPageView(value: unknown): void {
  if (token === undefined && isToken(value)) token = value;
}

/** This page view's token, if the server gave one. */
export const pageView = (): string | undefined => token;

/** Resolves once the page's own token is known (at once unless {@link renewIfReused} is asking). */
export const pageViewReady = (): Promise<void> => fresh;

/** True when this document came from the browser's cache rather than from the server now. */
export function documentReused(nav = performance.getEntriesByType?.('navigation')[0]): boolean {
  const entry = nav as (PerformanceNavigationTiming & { responseStatus?: number }) | undefined;
  if (!entry) return false;
  if (entry.responseStatus === 304 || entry.type === 'back_forward') return true;
  // Revalidated: only headers crossed the network for a body the cache had.
  return entry.encodedBodySize > 0 && entry.transferSize < entry.encodedBodySize;
}

/**
 * When the document was reused, asks the server for a token of this page view's own
 * (`GET /api/telemetry/view`); the painted one stays if the request fails.
 */
export function renewIfReused(reused = documentReused()): void {
  if (!reused || token === undefined) return;
  const url = new URL('telemetry/view', apiBaseUrl());
  url.searchParams.set('path', location.pathname);
  fresh = fetch(url, { cache: 'no-store', credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { data?: { view?: unknown } } | null) => {
      if (isToken(body?.data?.view)) token = body.data.view;
    })
    .catch(() => undefined);
}

/** Forgets the token (tests). */
export function resetPageView(): void {
  token = undefined;
  fresh = Promise.resolve();
}
