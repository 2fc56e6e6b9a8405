import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { DialogSize } from '@playhub/shared/contracts';
import { DialogLabelContext } from '@playhub/kit/ui-kit';
import { lockScroll } from '@/hooks/scroll-lock';
import { keepFocusOnFields } from './dialog-focus';

interface Props {
  size: DialogSize;
  dialogId: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A native modal <dialog>: the browser traps focus, makes the page inert and closes on Escape.
 * It starts on the first field, and the page behind it does not scroll. It only positions; the
 * content's DialogFrame draws the box at its size (Requirements §2) and names the dialog.
 */
export function DialogShell({ size, dialogId, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const labelId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const unlock = lockScroll();
    if (!dialog.open) dialog.showModal();
    const stopFocus = keepFocusOnFields(dialog);
    return () => {
      stopFocus();
      unlock();
    };
  }, []);
  return (
    <Native
      ref={ref}
      $size={size}
      aria-labelledby={labelId}
      data-dialog={dialogId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      <DialogLabelContext.Provider value={labelId}>{children}</DialogLabelContext.Provider>
    </Native>
  );
}

const Native = styled.dialog<{ $size: DialogSize }>`
  padding: 0;
  border: 0;
  color: inherit;
  background: transparent;
  max-width: 100vw;
  max-height: 100dvh;
  overflow: visible;
  ${(p) =>
    p.$size === 'sheet' &&
    css`
      margin: auto auto 0;
    `}
  &::backdrop {
    background: ${(p) => p.theme.colors.backdrop};
  }
`;
