import styled from 'styled-components';
import type { Notification } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { VisuallyHidden } from '@playhub/kit/ui-kit';
import { useNotificationDate } from '../hooks/use-notification-date';
import { TypeIcon, iconKind } from './icons';

/** One row of the list: icon by type, title, note, date and the unread dot; a button opening the detail. */
export function NotificationItem({
  item,
  onOpen,
}: {
  item: Notification;
  onOpen: (item: Notification) => void;
}) {
  const { t } = useTranslation('notifications');
  const date = useNotificationDate();
  return (
    <Row
      type="button"
      data-notification-id={item.id}
      data-unread={!item.isRead || undefined}
      onClick={() => onOpen(item)}
    >
      <IconCircle data-icon={iconKind(item.type)}>
        <TypeIcon type={item.type} />
      </IconCircle>
      <Text>
        <Title>{item.title}</Title>
        <Note>{item.note}</Note>
        <Time dateTime={`${item.timeStamp}Z`}>{date(item.timeStamp)}</Time>
      </Text>
      {!item.isRead && (
        <Dot data-testid="unread-dot">
          <VisuallyHidden>{t('unreadMark')}</VisuallyHidden>
        </Dot>
      )}
    </Row>
  );
}

const Row = styled.button`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: inherit;
  text-align: left;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

/** Icon in a round chip; shared with the detail view. */
export const IconCircle = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.accent};
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Note = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Dot = styled.span`
  width: 10px;
  height: 10px;
  margin-top: 6px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.danger};
`;
