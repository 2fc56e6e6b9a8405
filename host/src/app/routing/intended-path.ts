import { bus } from '@playhub/shared/bus';
import { sessionStore } from '@playhub/shared/session';
import { uiStore } from '@playhub/shared/ui';

let intended: string | null = null;

/** Remembers where a visitor was going when the guard stopped them. */
export function rememberIntendedPath(path: string): void {
  intended = path;
}

/** After login, sends the player on to the remembered path (once). */
export function continueAfterLogin(navigate: (path: string) => void): () => void {
  return bus.on('auth:login', () => {
    if (intended) navigate(intended);
    intended = null;
  });
}

/** Forgets the remembered path (login dialog closed without logging in). */
export function forgetIntendedPath(): void {
  intended = null;
}

/**
 * Forgets the remembered path when the visitor closes the dialogs without logging in (the login
 * dialog, or one it led to such as recovery); otherwise a later login from the header would send
 * them to that stale page. A registration logs in first, so its path is kept. Returns the stop.
 */
export function forgetIntendedPathOnDismiss(): () => void {
  return uiStore.subscribe((state, previous) => {
    if (previous.dialog && !state.dialog && !sessionStore.getState().hasLogin) forgetIntendedPath();
  });
}
