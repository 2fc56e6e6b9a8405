/**
 * How long the sportsbook may take to answer before the error state shows. Tests that need the
 * error state move the page's clock forward (Playwright `page.clock`, Jest fake timers) instead of
 * shortening it.
 */
export const SPORTSBOOK_TIMEOUT_MS = 15_000;
