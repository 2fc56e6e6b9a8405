import type { QueryClient } from '@playhub/shared/query';
import type { Notification, NotificationList } from '@playhub/shared/contracts';
import { notificationsKey } from '../api/get-notifications';

/** How many are unread (derived, never stored: Requirements §3). */
export function unreadCount(list: readonly Notification[] | undefined): number {
  return list?.reduce((n, item) => n + (item.isRead ? 0 : 1), 0) ?? 0;
}

/** Puts a live notification on top of the list; a repeat of a known id replaces it in place. */
export function addNotification(client: QueryClient, username: string, item: Notification): void {
  client.setQueryData<NotificationList>(notificationsKey(username), (list) => {
    if (!list) return [item];
    return list.some((n) => n.id === item.id)
      ? list.map((n) => (n.id === item.id ? item : n))
      : [item, ...list];
  });
}

/** Sets one notification read in the cache. */
export function markRead(client: QueryClient, username: string, id: number): void {
  client.setQueryData<NotificationList>(notificationsKey(username), (list) =>
    list?.map((n) => (n.id === id && !n.isRead ? { ...n, isRead: true } : n)),
  );
}
