import { useEffect, useId, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { media } from '@playhub/shared/theme';
import { useMediaQuery } from '../hooks/use-media-query';
import { NotificationsPanel } from './notifications-panel';

interface Props {
  id: string;
  onClose: () => void;
  /** The bell: it toggles the popup itself, so clicks on it are not "outside". */
  anchorRef: RefObject<HTMLElement | null>;
}

const MOBILE_QUERY = media.mobile.replace('@media ', '');

/**
 * The bell's popup: 386 × 582 px under the bell on desktop, full viewport height at widths up to
 * 900 px (Requirements §2). A non-modal dialog: Escape or a click outside closes it.
 */
export function NotificationsPopup({ id, onClose, anchorRef }: Props) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Full height on small screens is a fixed layer: portalled to <body> so a transformed (hiding)
  // header cannot become its containing block.
  const mobile = useMediaQuery(MOBILE_QUERY);

  useEffect(() => {
    ref.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!ref.current?.contains(target) && !anchorRef.current?.contains(target)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose, anchorRef, mobile]);

  const box = (
    <Box ref={ref} id={id} role="dialog" aria-labelledby={titleId} tabIndex={-1}>
      <NotificationsPanel onClose={onClose}>
        {({ title, back, close, body }) => (
          <>
            <Bar>
              {back}
              <Title id={titleId}>{title}</Title>
              {close}
            </Bar>
            <Scroll>{body}</Scroll>
          </>
        )}
      </NotificationsPanel>
    </Box>
  );
  return mobile ? createPortal(box, document.body) : box;
}

const Box = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.sm});
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.layout.notificationsPanel.width};
  height: ${({ theme }) => theme.layout.notificationsPanel.height};
  max-height: calc(100dvh - 80px);
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  text-align: left;
  outline: none;
  ${media.mobile} {
    position: fixed;
    top: 0;
    right: 0;
    z-index: ${({ theme }) => theme.zIndex.dialog - 1};
    width: min(${({ theme }) => theme.layout.notificationsPanel.width}, 100vw);
    height: 100dvh;
    max-height: none;
    border-radius: 0;
    border-width: 0 0 0 1px;
  }
  ${media.down('sm')} {
    width: 100vw;
    border: 0;
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  flex: none;
  min-height: 52px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  button:first-child {
    margin-left: -${({ theme }) => theme.space.md};
  }
`;

const Title = styled.h2`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;
