import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { bus } from '@playhub/shared/bus';

/** Last unread count announced on the bus (null until the notifications vertical says one). */
export const unreadStore = createStore<{ count: number | null }>()(() => ({ count: null }));

let tracking = false;

/**
 * Starts listening to `notifications:unread` once. Called when the entry loads so a count sent
 * before the menu first opens is not lost (the bus does not replay).
 */
export function trackUnreadCount(): void {
  if (tracking) return;
  tracking = true;
  bus.on('notifications:unread', ({ count }) => unreadStore.setState({ count }));
  bus.on('auth:logout', () => unreadStore.setState({ count: null }));
}

/** The last unread count, or null when none was announced yet. */
export function useAnnouncedUnread(): number | null {
  return useStore(unreadStore, (s) => s.count);
}
