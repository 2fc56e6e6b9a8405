/** Sportsbook brands the demo API (and the production site) embed. */
export type SportsbookBrand = 'betsy' | 'betco';
/** Which board of a sportsbook to show (the `mode` query parameter of the frame). */
export type SportsbookMode = 'prematch' | 'live' | 'esports';

/** One sports route: which brand and board it embeds and which title it carries. */
export interface SportsView {
  brand: SportsbookBrand;
  mode: SportsbookMode;
  /** i18n key under `sports:view.*`. */
  titleKey: 'sports' | 'live' | 'esports';
}

/**
 * Route → frame mapping (documented in mf-sports/README.md). Betsy is the main sportsbook; the
 * `fcg` routes and `/esports/betco` are the second brand, BetCo.
 */
export const sportsViews = {
  '/spor': { brand: 'betsy', mode: 'prematch', titleKey: 'sports' },
  '/livespor': { brand: 'betsy', mode: 'live', titleKey: 'live' },
  '/spor/fcg': { brand: 'betco', mode: 'prematch', titleKey: 'sports' },
  '/livespor/fcg': { brand: 'betco', mode: 'live', titleKey: 'live' },
  '/esports': { brand: 'betsy', mode: 'esports', titleKey: 'esports' },
  '/esports/betco': { brand: 'betco', mode: 'esports', titleKey: 'esports' },
} as const satisfies Record<string, SportsView>;

/** A sports route path. */
export type SportsPath = keyof typeof sportsViews;
