import { bus } from '@playhub/shared/bus';
import { sessionStore } from '@playhub/shared/session';
import { openDialog, uiStore, type OpenDialog } from '@playhub/shared/ui';

/** A dialog as it was asked for (the dialog manager checks its params again when it reopens). */
type Dialog = { id: string; params: unknown };

/**
 * Where a visitor was going when a guard stopped them: a page, or a dialog that needs a login; or
 * where a player was when their session ended: the page and the dialogs open on it.
 */
type Intended =
  { kind: 'path'; path: string; state?: unknown; dialogs?: Dialog[] } | ({ kind: 'dialog' } & Dialog);

let intended: Intended | null = null;

/**
 * Remembers where a visitor was going when the route guard stopped them (with the router state to
 * go there with, e.g. the `returnTo` of a game link).
 */
export function rememberIntendedPath(path: string, state?: unknown): void {
  intended = { kind: 'path', path, state };
}

/** Dialogs that make no sense to reopen after a login (the account's own forms, the announcement). */
const notReopened = (id: string): boolean => id.startsWith('account/') || id === 'host/popup';

/**
 * Remembers the page and the dialogs open on it (the one beneath first) when the session ended
 * under the player (issue 33): after the login they are back there, the dialogs open again.
 */
export function rememberWhereThePlayerWas(path: string, open: ReadonlyArray<OpenDialog | null>): void {
  const dialogs = open
    .filter((d): d is OpenDialog => d !== null && !notReopened(d.id))
    .map(({ id, params }) => ({ id, params }));
  intended = { kind: 'path', path, dialogs };
}

/** Remembers the dialog a visitor asked for when the dialog manager sent them to log in first. */
export function rememberIntendedDialog(id: string, params: unknown): void {
  intended = { kind: 'dialog', id, params };
}

/**
 * After login, sends the player on to the remembered path or opens the remembered dialog (once).
 * Register it after the listener that closes the dialogs on login, so the dialog opens after that.
 */
export function continueAfterLogin(
  navigate: (path: string, options?: { state?: unknown }) => void,
): () => void {
  return bus.on('auth:login', () => {
    const next = intended;
    intended = null;
    // Remembered requests are untyped: the dialog manager parses their params again.
    const open = openDialog as unknown as (id: string, params?: unknown) => void;
    if (next?.kind === 'path') {
      if (next.state === undefined) navigate(next.path);
      else navigate(next.path, { state: next.state });
      for (const dialog of next.dialogs ?? []) open(dialog.id, dialog.params);
    } else if (next?.kind === 'dialog') open(next.id, next.params);
  });
}

/** Forgets the remembered path or dialog (login dialog closed without logging in). */
export function forgetIntendedPath(): void {
  intended = null;
}

/**
 * Forgets the remembered path or dialog when the visitor closes the dialogs without logging in (the
 * login dialog, or one it led to such as recovery); otherwise a later login from the header would
 * send them to that stale page or dialog. A registration logs in first, so its path is kept.
 * Returns the stop.
 */
export function forgetIntendedPathOnDismiss(): () => void {
  return uiStore.subscribe((state, previous) => {
    if (previous.dialog && !state.dialog && !sessionStore.getState().hasLogin) forgetIntendedPath();
  });
}
