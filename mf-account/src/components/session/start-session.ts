import { bus } from '@playhub/shared/bus';
import type { Session } from '@playhub/shared/contracts';
import { sessionStore } from '@playhub/shared/session';

/** Stores the session of a login or registration response (authData) without announcing it yet. */
export function storeSession(data: Session): void {
  sessionStore.getState().login(data);
}

/** Announces the login: the host closes dialogs and continues to the guarded route. */
export function announceLogin(username: string): void {
  bus.emit('auth:login', { username });
}
