import type { CasinoCategory } from '@playhub/shared/contracts';

/**
 * The casino pages and the bootstrap slug each shows (categories carry `slugList`). 'virtual' is the
 * top menu's Sanal: documented path `/casino/virtual`.
 */
export const casinoPages = ['slot', 'live', 'games', 'bingo', 'tvbets', 'virtual'] as const;
/** One casino page slug. */
export type CasinoPageSlug = (typeof casinoPages)[number];

/** Path of a casino page. */
export function casinoPagePath(slug: CasinoPageSlug): string {
  return `/casino/${slug}`;
}

/** The casino page a category belongs on (its first page slug other than 'home'; slot otherwise). */
export function categoryPath(category: CasinoCategory): string {
  const slug = casinoPages.find((s) => category.slugList.includes(s)) ?? 'slot';
  return `${casinoPagePath(slug)}?category=${category.id}`;
}
