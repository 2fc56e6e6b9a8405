import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { Badge } from '@playhub/kit/ui-kit';
import { useNotifications } from '../api/get-notifications';
import { ensureNotificationsLive } from '../live/live-controller';
import { unreadCount } from '../model/notifications-cache';
import { useLiveState } from '../live/live-state';
import { BellIcon } from './icons';
import { NotificationsPopup } from './notifications-popup';

/**
 * The header bell (widget `notifications/bell`, players only): unread badge (count, 9+ from 9),
 * a shake whenever the count changes, and the notifications popup.
 */
export default function NotificationsBell() {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const count = unreadCount(useNotifications().data);
  const live = useLiveState();
  const shake = useShakeOnChange(count);

  // Idempotent: the live connection is page-wide and outlives this component.
  useEffect(() => ensureNotificationsLive(), []);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  const label = count > 0 ? `${t('bellLabel')}, ${t('unread', { count })}` : t('bellLabel');
  return (
    <Wrap data-live-state={live}>
      <Button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon key={shake} $shake={shake > 0} data-shake={shake > 0 || undefined}>
          <BellIcon />
        </Icon>
        <CountBadge count={count} />
      </Button>
      {open && <NotificationsPopup id={popupId} onClose={close} anchorRef={buttonRef} />}
    </Wrap>
  );
}

/** A counter that increments when `value` changes after the first render (restarts the animation). */
function useShakeOnChange(value: number): number {
  const [shake, setShake] = useState(0);
  const [last, setLast] = useState(value);
  if (value !== last) {
    setLast(value);
    setShake((s) => s + 1);
  }
  return shake;
}

const shakeFrames = keyframes`
  0%, 100% { transform: rotate(0); }
  15% { transform: rotate(14deg); }
  30% { transform: rotate(-12deg); }
  45% { transform: rotate(9deg); }
  60% { transform: rotate(-6deg); }
  75% { transform: rotate(3deg); }
`;

const Wrap = styled.div`
  position: relative;
  display: inline-flex;
`;

const Button = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Icon = styled.span<{ $shake: boolean }>`
  display: inline-flex;
  transform-origin: 50% 10%;
  ${({ $shake }) =>
    $shake &&
    css`
      animation: ${shakeFrames} 0.8s ease-in-out;
    `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const CountBadge = styled(Badge)`
  position: absolute;
  top: -6px;
  right: -6px;
`;
