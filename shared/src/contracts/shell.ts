/**
 * The shell: the document the server paints before any script runs (api/src/http/shell/). It inlines
 * the start-up data the page would otherwise fetch first, as JSON the page reads instead.
 */

/** The id of the `<script type="application/json">` element holding the {@link ShellData}. */
export const SHELL_DATA_ID = 'playhub-shell';

/**
 * Cookies the server reads to paint the first view as the page will draw it. They mirror what the
 * page keeps in local storage (the source of truth), readable by the page, nothing secret in them.
 */
export const shellCookies = {
  /** The interface language the player chose (`en` | `tr`). */
  language: 'playhub_lang',
  /** `read` once the domain notice was dismissed on this device. */
  noticeRead: 'playhub_notice',
} as const;

/** The slider slug of the home page, whose first banner the shell paints (Requirements §4.17). */
export const HOME_SLIDER_SLUG = 'home';

/** What the server inlines in the document; each part is validated by the page as if fetched. */
export interface ShellData {
  /** The language the server painted in and took `bootstrap` in. */
  language: string;
  /** composition.json as resolved for this player (canaries), or null when the server has none. */
  composition: unknown;
  /** `GET cms/grouped` in `language`, or null when the server could not take it. */
  bootstrap: unknown;
  /** mf-manifest.json of the landing page's vertical, by the URL its entry names. */
  manifests: Record<string, unknown>;
  /**
   * The signed page-view token (which versions this page was served, on which path) that the
   * host's beacon and web-vitals reports carry; absent from a server that issues none.
   */
  view?: string;
}

/**
 * Responsive image sources of a banner: images[0] by default, images[1] from 992 px, images[2] from
 * 1200 px (Requirements §3's reading for the slider; a missing one falls back to the smaller one).
 * The casino draws its slides with them, and the shell paints the home's first banner with the same
 * URLs, so the browser fetches that picture once.
 */
export function slideSources(images: readonly string[]): { default: string; lg: string; xl: string } {
  const base = images[0] ?? '';
  const lg = images[1] || base;
  return { default: base, lg, xl: images[2] || lg };
}
