import { api } from '../api';
import { bus } from '../bus';
import { clearSessionStorage } from '../storage';
import { sessionStore } from './store';

/**
 * Ends the session: tells the server (best effort), clears session and local storage, announces it
 * (the host then goes home and reloads). With `endedByServer` (a time-out or self-exclusion already
 * ended every session on the server) there is nothing to tell it, and it is announced as a session
 * the server no longer accepts: home without a reload, so the message that says why stays on screen.
 */
export async function logout({ endedByServer = false }: { endedByServer?: boolean } = {}): Promise<void> {
  if (!endedByServer) {
    try {
      await api.get('auth/logout', { timeoutMs: 3000 });
    } catch {
      /* the local session ends anyway */
    }
  }
  sessionStore.getState().clear();
  clearSessionStorage();
  bus.emit('auth:logout', { reason: endedByServer ? 'unauthorized' : 'user' });
}
