// generated from shared/verticals.json by scripts/verticals.mjs: edit that list, not this.

/** Federation names of the verticals (JS identifiers). */
export const verticalNames = ['casino', 'sports', 'wallet', 'account', 'notifications'] as const;

/**
 * The route patterns each vertical owns when its composition.json entry names none: an exact path,
 * or a prefix ending in `/*`. composition.json may change them without a host build.
 */
export const defaultVerticalRoutes = {
  casino: ['/', '/casino/*', '/promotions/*'],
  sports: ['/spor/*', '/livespor/*', '/esports/*'],
  wallet: ['/dashboard/deposit', '/dashboard/withdraw'],
  account: ['/dashboard/*'],
  notifications: [],
} as const;

/** A route pattern: `/`, an exact path (`/dashboard/deposit`) or a prefix (`/casino/*`). */
export const verticalRoutePattern = /^\/(?:[a-z0-9][a-z0-9._~-]*(?:\/[a-z0-9][a-z0-9._~-]*)*(?:\/\*)?)?$/;
