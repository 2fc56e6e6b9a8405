import type { StoredAuthData } from '@playhub/shared/session';
import type { SportsbookBrand, SportsView } from './views';

/** Where the visitor frame lives when the site options name no sportsbook URL (the API's demo pages). */
export const GUEST_SPORTSBOOK_PATH: Record<SportsbookBrand, string> = {
  betsy: 'api/demo/sportsbook/betsy',
  betco: 'api/demo/sportsbook/betco',
};

/** Inputs of {@link buildFrameUrl}. */
export interface FrameUrlInput {
  view: SportsView;
  /** The stored login data; null for a visitor. */
  auth: StoredAuthData | null;
  lang: string;
  /** Absolute base for relative URLs (the document base in the browser). */
  baseUrl: string;
  /** Sportsbook URLs from the site options, used for visitors (and players whose data lacks one). */
  siteUrls?: Partial<Record<SportsbookBrand, string | null>>;
}

/**
 * The frame URL of a sports view. Players get the brand URL and token from authData (betsy also
 * gets its client id); visitors get the same frame without a token, which the sportsbook shows in
 * its visitor mode.
 */
export function buildFrameUrl({ view, auth, lang, baseUrl, siteUrls = {} }: FrameUrlInput): URL {
  const fromAuth = view.brand === 'betsy' ? auth?.betsyUrl : auth?.betcoUrl;
  const token = (view.brand === 'betsy' ? auth?.betsyToken : auth?.betcoToken) ?? '';
  const base = fromAuth || siteUrls[view.brand] || GUEST_SPORTSBOOK_PATH[view.brand];
  const url = new URL(base, baseUrl);
  if (view.brand === 'betsy' && auth?.betsyCid) url.searchParams.set('cid', auth.betsyCid);
  if (auth && token) url.searchParams.set('token', token);
  url.searchParams.set('lang', lang);
  url.searchParams.set('mode', view.mode);
  return url;
}
