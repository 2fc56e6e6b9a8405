import { api } from '../api';
import { bus } from '../bus';
import { clearSessionStorage } from '../storage';
import { sessionStore } from './store';

/** Ends the session: tells the server (best effort), clears session and local storage, announces it. */
export async function logout(): Promise<void> {
  try {
    await api.get('auth/logout', { timeoutMs: 3000 });
  } catch {
    /* the local session ends anyway */
  }
  sessionStore.getState().clear();
  clearSessionStorage();
  bus.emit('auth:logout', { reason: 'user' });
}
