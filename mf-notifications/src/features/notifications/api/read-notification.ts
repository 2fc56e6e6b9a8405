import { api } from '@playhub/shared/api';
import { useMutation, useQueryClient } from '@playhub/shared/query';
import { useSession } from '@playhub/shared/session';
import { markRead } from '../model/notifications-cache';

/** `POST customer/readnotification` `{ id }`. */
export async function readNotification(id: number): Promise<void> {
  await api.post('customer/readnotification', { id });
}

/**
 * Marks a notification read on the server, then locally on success only (Requirements §4); a failure is
 * not acted on (Requirements §8), so the item stays unread.
 */
export function useReadNotification() {
  const queryClient = useQueryClient();
  const username = useSession((s) => s.authData?.username ?? '');
  return useMutation({
    mutationFn: readNotification,
    onSuccess: (_data, id) => markRead(queryClient, username, id),
  });
}
