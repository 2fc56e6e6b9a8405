import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { sessionStore } from './store';

/**
 * The live notification status: one home for the whole page. The notifications vertical writes it
 * (it starts when that vertical loads, whatever renders); the header badge, the dashboard menu and
 * anything else read it. `unread` is null while nobody knows (logged out, or the vertical not loaded).
 */
export interface NotificationStatus {
  unread: number | null;
}

export const notificationStatusStore = createStore<NotificationStatus>()(() => ({ unread: null }));

/** Sets the unread count (null: unknown). */
export function setUnreadNotifications(unread: number | null): void {
  if (notificationStatusStore.getState().unread !== unread) notificationStatusStore.setState({ unread });
}

/** The unread notification count for the logged-in player; 0 when unknown or logged out. */
export function useUnreadNotifications(): number {
  const unread = useStore(notificationStatusStore, (s) => s.unread);
  const hasLogin = useStore(sessionStore, (s) => s.hasLogin);
  return hasLogin ? (unread ?? 0) : 0;
}
