import { useEffect, useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { DialogSize } from '@playhub/shared/contracts';

interface Props {
  size: DialogSize;
  dialogId: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A native modal <dialog>: the browser traps focus, makes the page inert and closes on Escape.
 * Sizes of SPEC §2: full screen on mobile; desktop 699 px high, 110–990 px wide (454 px call request).
 */
export function DialogShell({ size, dialogId, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    document.body.classList.add('dialog-open');
    return () => document.body.classList.remove('dialog-open');
  }, []);
  return (
    <Native
      ref={ref}
      $size={size}
      data-dialog={dialogId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current && size !== 'full-height') onClose();
      }}
    >
      {children}
    </Native>
  );
}

const sizes: Record<DialogSize, ReturnType<typeof css>> = {
  default: css`
    @media (min-width: 768px) {
      height: min(699px, 100dvh - 2rem);
      width: min(990px, 100vw - 2rem);
      min-width: 110px;
    }
  `,
  call: css`
    @media (min-width: 768px) {
      height: min(699px, 100dvh - 2rem);
      width: min(454px, 100vw - 2rem);
    }
  `,
  secondary: css`
    @media (min-width: 768px) {
      width: min(520px, 100vw - 2rem);
      max-height: min(640px, 100dvh - 2rem);
      height: auto;
    }
  `,
  medium: css`
    @media (min-width: 768px) {
      width: min(640px, 100vw - 2rem);
      max-height: min(760px, 100dvh - 2rem);
      height: auto;
    }
  `,
  'full-height': css`
    @media (min-width: 768px) {
      width: min(640px, 100vw - 2rem);
      height: 100dvh;
      max-height: 100dvh;
    }
  `,
  sheet: css`
    height: 100dvh;
    max-height: 100dvh;
    margin-bottom: 0;
    @media (min-width: 768px) {
      width: min(480px, 100vw);
    }
  `,
  bare: css`
    @media (min-width: 768px) {
      width: auto;
      height: auto;
    }
  `,
};

const Native = styled.dialog<{ $size: DialogSize }>`
  padding: 0;
  border: 0;
  color: inherit;
  background: ${(p) => p.theme.colors.surface};
  width: 100vw;
  height: 100dvh;
  max-width: 100vw;
  max-height: 100dvh;
  overflow: auto;
  @media (min-width: 768px) {
    border-radius: 12px;
    box-shadow: 0 20px 60px rgba(0, 0, 0, 0.6);
  }
  &::backdrop {
    background: rgba(3, 6, 15, 0.72);
  }
  ${(p) => sizes[p.$size]}
`;
