import { useContext, useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { DialogLabelContext } from '@playhub/shared/ui';
import styled from 'styled-components';
import type { DialogSize } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { dialogSizeCss } from './dialog-sizes';
import { IconButton } from './button';
import { CloseIcon } from './icons';

const Frame = styled.div<{ $size: DialogSize }>`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  overflow: hidden;
  ${({ $size }) => dialogSizeCss($size)}
`;

// A plain box, not <header>: inside a dialog a header would be a second "banner" landmark.
const TitleBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex: none;
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Body = styled.div<{ $padded: boolean }>`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ $padded, theme }) => ($padded ? theme.space.xl : 0)};
`;

const FloatingClose = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  z-index: 1;
`;

const Footer = styled.footer`
  flex: none;
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Props of {@link DialogFrame}. */
export interface DialogFrameProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Title shown in the bar and used as the dialog's accessible name (visually hidden for `bare`). */
  title: ReactNode;
  /** Shows the close button; the host passes its dialog-manager close. */
  onClose?: () => void;
  size?: DialogSize;
  /** Controls before the title, e.g. a back arrow. */
  start?: ReactNode;
  footer?: ReactNode;
  /** Drop the body padding (full-bleed content such as a game frame or banner). */
  flush?: boolean;
}

/**
 * The visual dialog box: title bar with close button, scrolling body, optional footer.
 * Standalone it carries role="dialog" + aria-modal; inside the host's native <dialog> (which
 * provides DialogLabelContext) it only labels it. Focus trap, Escape and the backdrop are the host's.
 */
export function DialogFrame({
  title,
  onClose,
  size = 'default',
  start,
  footer,
  flush = false,
  children,
  ...rest
}: DialogFrameProps) {
  const { t } = useTranslation('common');
  const ownId = useId();
  const shellLabelId = useContext(DialogLabelContext);
  const titleId = shellLabelId ?? ownId;
  // Inside the host's native <dialog> that element is the dialog; standalone, the frame is.
  const dialogRole = shellLabelId
    ? {}
    : ({ role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId } as const);
  const close = onClose && (
    <IconButton aria-label={t('close')} onClick={onClose}>
      <CloseIcon />
    </IconButton>
  );
  const bare = size === 'bare';
  return (
    <Frame {...dialogRole} tabIndex={-1} {...rest} $size={size}>
      {bare ? (
        <>
          <h2 id={titleId} hidden>
            {title}
          </h2>
          {close && <FloatingClose data-dialog-header="">{close}</FloatingClose>}
        </>
      ) : (
        <TitleBar data-dialog-header="">
          {start}
          <Title id={titleId}>{title}</Title>
          {close}
        </TitleBar>
      )}
      <Body $padded={!flush && !bare}>{children}</Body>
      {footer && <Footer>{footer}</Footer>}
    </Frame>
  );
}

/** Fixed full-page backdrop that centres its DialogFrame (bottom-aligns a `sheet`); the host adds the click handler. */
export const DialogOverlay = styled.div<{ $size?: DialogSize }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  justify-content: center;
  align-items: ${({ $size }) => ($size === 'sheet' ? 'flex-end' : 'center')};
  background: ${({ theme }) => theme.colors.backdrop};
`;
