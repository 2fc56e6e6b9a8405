import { sessionStore } from '@playhub/shared/session';
import { openDialog } from '@playhub/shared/ui';
import { rememberIntendedPath } from '@/app/routing/intended-path';

/** Paths that need a logged-in player (Requirements §2: the dashboard). */
export function requiresLogin(path: string): boolean {
  return /^\/dashboard(\/|$|\?)/.test(path);
}

/**
 * Requirements §2/§6: a visitor following a dashboard link gets the login form and stays where they are;
 * after logging in they continue to the link. Returns true when the navigation may go ahead.
 */
export function allowNavigation(path: string): boolean {
  if (!requiresLogin(path) || sessionStore.getState().hasLogin) return true;
  rememberIntendedPath(path);
  openDialog('account/login');
  return false;
}
