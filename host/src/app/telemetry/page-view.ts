/**
 * The page-view token the server issued with this page (issue 30): signed, it names the versions the
 * page was served. The beacon and the web-vitals report carry it back; without it the server counts
 * neither. It comes inline with the painted page, or with composition.json when the page fetched it.
 */
let token: string | undefined;

/** Header of composition.json carrying the token (api/src/http/composition.ts). */
export const VIEW_HEADER = 'x-playhub-view';

/** Keeps the page's token (the first one given: one page view, one token). */
export function setPageView(value: unknown): void {
  if (token === undefined && typeof value === 'string' && value.length > 0 && value.length <= 2048)
    token = value;
}

/** This page view's token, if the server gave one. */
export const pageView = (): string | undefined => token;

/** Forgets the token (tests). */
export function resetPageView(): void {
  token = undefined;
}
