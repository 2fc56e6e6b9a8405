import { sessionStore } from '@playhub/shared/session';
import { openDialog } from '@playhub/shared/ui';
import { rememberIntendedPath } from '@/app/routing/intended-path';

/**
 * Paths that need a logged-in player (Requirements §2: the dashboard; the casino's routes it declares
 * `requiresAuth`: favourites, and a game's play and open links such as the compact menu's Aviator).
 */
export function requiresLogin(path: string): boolean {
  return /^\/(dashboard|casino\/(favorites|play|open))(\/|$|\?)/.test(path);
}

/**
 * Requirements §2/§6: a visitor following a dashboard or game link gets the login form and stays
 * where they are; after logging in they continue to the link with its router `state` (a game link's
 * `returnTo`: on a phone the game opens over the page they were on, issue 33). Returns true when
 * the navigation may go ahead.
 */
export function allowNavigation(path: string, state?: unknown): boolean {
  if (!requiresLogin(path) || sessionStore.getState().hasLogin) return true;
  rememberIntendedPath(path, state);
  openDialog('account/login');
  return false;
}
