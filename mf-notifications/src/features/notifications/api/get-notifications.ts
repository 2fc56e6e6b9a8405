import { api } from '@playhub/shared/api';
import { notificationList, type NotificationList } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';
import { useSession } from '@playhub/shared/session';

/** Query key of a player's notifications (per user, so a new login never sees the last one's). */
export const notificationsKey = (username: string) => ['customer', 'notification', username] as const;

// Live notifications this page has received. A list answer to a request sent before the latest one
// may predate it (the socket can be faster than the list) and would drop it from the cache.
let arrivals = 0;

/** Counts a live notification, so that a list request on its way meanwhile is asked again. */
export function noteLiveArrival(): void {
  arrivals += 1;
}

/**
 * `POST customer/notification` with skip 0, take 100 (Requirements §9); newest first. Asked again
 * (a few times at most) when a live notification arrived while a request was on its way.
 */
export async function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  for (let attempt = 0; ; attempt++) {
    const seen = arrivals;
    const { data } = await api.post(
      'customer/notification',
      { skip: 0, take: 100 },
      // Asked on load and by the live hub's reconnects: the page's own call.
      { schema: notificationList, signal, background: true },
    );
    if (seen === arrivals || attempt >= 2) return data;
  }
}

/** Query options shared by the hook and the live controller (one cache entry, one request). */
export function notificationsQuery(username: string) {
  return {
    queryKey: notificationsKey(username),
    queryFn: ({ signal }: { signal?: AbortSignal }) => getNotifications(signal),
    // The live hub keeps the list current; a reconnect invalidates it.
    staleTime: Infinity,
  };
}

/** The logged-in player's notifications. */
export function useNotifications() {
  const username = useSession((s) => s.authData?.username ?? '');
  return useQuery({ ...notificationsQuery(username), enabled: username !== '' });
}
