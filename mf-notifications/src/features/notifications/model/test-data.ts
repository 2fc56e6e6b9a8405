// Sample notifications for Jest (never bundled: only tests import this file).
import type { Notification } from '@playhub/shared/contracts';

/** A notification with sensible defaults. */
export function sample(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    title: 'Deposit',
    note: 'Your deposit of 150 ₺ arrived',
    type: 1,
    timeStamp: '2024-01-05T21:30:00',
    isRead: false,
    ...overrides,
  };
}

/** `count` unread notifications. */
export function unreadList(count: number): Notification[] {
  return Array.from({ length: count }, (_, i) => sample({ id: i + 1, title: `N${i + 1}` }));
}
