import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Notification } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { CloseIcon, IconButton } from '@playhub/kit/ui-kit';
import { useNotifications } from '../api/get-notifications';
import { usePanelState } from '../hooks/use-panel-state';
import { useLiveState } from '../live/live-state';
import { BackIcon } from './icons';
import { PanelBody } from './panel-body';

/** Parts a frame (popup box or dialog sheet) arranges: title, back arrow, close button and body. */
export interface PanelParts {
  title: string;
  back: ReactNode;
  close: ReactNode;
  body: ReactNode;
}

/** Props of {@link NotificationsPanel}. */
export interface NotificationsPanelProps {
  onClose?: () => void;
  /** Lays the parts out; the popup and the sheet frame the same panel differently. */
  children: (parts: PanelParts) => ReactNode;
}

/**
 * The notifications panel of Requirements §2: the list, and the detail of an opened item with a back arrow
 * and the type name as its title. Used by the bell's popup and by the bottom sheet.
 */
export function NotificationsPanel({ onClose, children }: NotificationsPanelProps) {
  const { t } = useTranslation('notifications');
  const { t: tc } = useTranslation('common');
  const query = useNotifications();
  const { selected, open, back } = usePanelState(query.data);
  const [lastOpenedId, setLastOpenedId] = useState<number | null>(null);
  const live = useLiveState();
  const onOpen = (item: Notification) => {
    setLastOpenedId(item.id);
    open(item);
  };
  const parts: PanelParts = {
    title: selected ? t(`type.${selected.type}`) : t('title'),
    back: selected && (
      <IconButton aria-label={tc('back')} onClick={back}>
        <BackIcon />
      </IconButton>
    ),
    close: onClose && (
      <IconButton aria-label={tc('close')} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    ),
    body: (
      <Body data-live-state={live}>
        <PanelBody query={query} selected={selected} lastOpenedId={lastOpenedId} onOpen={onOpen} />
      </Body>
    ),
  };
  return <>{children(parts)}</>;
}

const Body = styled.div`
  min-height: 100%;
`;
