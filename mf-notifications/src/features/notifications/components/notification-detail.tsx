import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Notification } from '@playhub/shared/contracts';
import { useNotificationDate } from '../hooks/use-notification-date';
import { TypeIcon } from './icons';
import { IconCircle } from './notification-item';

/** The opened notification: title, date and the whole note. Takes focus so readers land on it. */
export function NotificationDetail({ item }: { item: Notification }) {
  const date = useNotificationDate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Article aria-labelledby={`notification-${item.id}`}>
      <Head>
        <IconCircle>
          <TypeIcon type={item.type} />
        </IconCircle>
        <div>
          <Title id={`notification-${item.id}`} ref={heading} tabIndex={-1}>
            {item.title}
          </Title>
          <Time dateTime={`${item.timeStamp}Z`}>{date(item.timeStamp)}</Time>
        </div>
      </Head>
      <Note>{item.note}</Note>
    </Article>
  );
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
`;

const Head = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  outline: none;
`;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Note = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
