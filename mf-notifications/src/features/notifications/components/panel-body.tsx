import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Notification } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { EmptyState, ErrorState, Spinner } from '@playhub/kit/ui-kit';
import type { useNotifications } from '../api/get-notifications';
import { NotificationDetail } from './notification-detail';
import { NotificationItem } from './notification-item';
import { BellIcon } from './icons';

interface Props {
  query: ReturnType<typeof useNotifications>;
  selected: Notification | null;
  /** The id last opened, so focus can return to its row after going back. */
  lastOpenedId: number | null;
  onOpen: (item: Notification) => void;
}

/** The panel content: loading, error with retry, the exact empty text, the list, or the detail. */
export function PanelBody({ query, selected, lastOpenedId, onOpen }: Props) {
  const { t } = useTranslation('notifications');
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (selected || lastOpenedId === null) return;
    listRef.current?.querySelector<HTMLElement>(`[data-notification-id="${lastOpenedId}"]`)?.focus();
  }, [selected, lastOpenedId]);

  if (selected) return <NotificationDetail item={selected} />;
  if (query.isPending) return <Spinner block />;
  if (query.isError) {
    return (
      <ErrorState message={t('loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  if (query.data.length === 0) return <EmptyState icon={<BellIcon />} message={t('empty')} />;
  return (
    <List ref={listRef} role="list" aria-label={t('title')}>
      {query.data.map((item) => (
        <li key={item.id}>
          <NotificationItem item={item} onOpen={onOpen} />
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
