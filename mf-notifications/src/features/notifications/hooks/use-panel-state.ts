import { useCallback, useState } from 'react';
import type { Notification } from '@playhub/shared/contracts';
import { useReadNotification } from '../api/read-notification';

/**
 * List/detail state of the panel (Requirements §4): opening an item shows its detail and, when unread, asks
 * the server to mark it read; closing the detail resets the selection.
 */
export function usePanelState(list: readonly Notification[] | undefined) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const read = useReadNotification();
  const { mutate } = read;
  const selected = selectedId === null ? null : (list?.find((n) => n.id === selectedId) ?? null);

  const open = useCallback(
    (item: Notification) => {
      setSelectedId(item.id);
      if (!item.isRead) mutate(item.id);
    },
    [mutate],
  );
  const back = useCallback(() => setSelectedId(null), []);

  return { selected, open, back };
}
