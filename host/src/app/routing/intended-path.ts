import { bus } from '@playhub/shared/bus';
import type { DialogId, DialogParamsMap } from '@playhub/shared/contracts';
import { sessionStore } from '@playhub/shared/session';
import { openDialog, uiStore } from '@playhub/shared/ui';

/** Where a visitor was going when a guard stopped them: a page, or a dialog that needs a login. */
type Intended =
  { kind: 'path'; path: string } | { kind: 'dialog'; id: DialogId; params: DialogParamsMap[DialogId] };

let intended: Intended | null = null;

/** Remembers where a visitor was going when the route guard stopped them. */
export function rememberIntendedPath(path: string): void {
  intended = { kind: 'path', path };
}

/** Remembers the dialog a visitor asked for when the dialog manager sent them to log in first. */
export function rememberIntendedDialog<Id extends DialogId>(id: Id, params: DialogParamsMap[Id]): void {
  intended = { kind: 'dialog', id, params };
}

/**
 * After login, sends the player on to the remembered path or opens the remembered dialog (once).
 * Register it after the listener that closes the dialogs on login, so the dialog opens after that.
 */
export function continueAfterLogin(navigate: (path: string) => void): () => void {
  return bus.on('auth:login', () => {
    const next = intended;
    intended = null;
    if (next?.kind === 'path') navigate(next.path);
    else if (next?.kind === 'dialog')
      (openDialog as (id: DialogId, params?: unknown) => void)(next.id, next.params);
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
