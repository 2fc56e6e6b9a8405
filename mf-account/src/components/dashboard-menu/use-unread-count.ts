import { z } from 'zod';
import { api } from '@playhub/shared/api';
import { notificationList } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';
import { useSession } from '@playhub/shared/session';
import { useAnnouncedUnread } from './unread-count';

const unreadOnly = notificationList.transform((list) => list.filter((n) => !n.isRead).length);

/** Counts unread notifications with `customer/notification` (skip 0, take 100, Requirements §7). */
export async function getUnreadCount(): Promise<number> {
  const { data } = await api.post(
    'customer/notification',
    { skip: 0, take: 100 },
    { schema: unreadOnly as z.ZodType<number> },
  );
  return data;
}

/**
 * Unread count for the menu badge: the bus's latest `notifications:unread` when one arrived, else
 * one count fetched for this menu (the badge must be right even before the bell announces).
 */
export function useUnreadCount(): number {
  const announced = useAnnouncedUnread();
  const hasLogin = useSession((s) => s.hasLogin);
  const { data } = useQuery({
    queryKey: ['account', 'unread-count'],
    queryFn: getUnreadCount,
    enabled: hasLogin && announced === null,
    staleTime: 60_000,
  });
  return announced ?? data ?? 0;
}
