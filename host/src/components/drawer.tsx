import { useEffect, useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** The ids of the page's drawers, named by their openers' `aria-controls`. */
export const drawerIds = { sidebar: 'sidebar-drawer', profilePanel: 'profile-panel' } as const;

interface Props {
  /** Named by its opener's `aria-controls` (focus goes back to that opener, issue 33). */
  id?: string;
  open: boolean;
  side: 'left' | 'right';
  label: string;
  onClose: () => void;
  children: ReactNode;
  width?: string;
}

/**
 * A side panel on a native modal <dialog>: the browser traps focus, makes the page inert and
 * closes on Escape; a click on the backdrop closes it too.
 */
export function Drawer({ id, open, side, label, onClose, children, width = 'min(360px, 88vw)' }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <Panel
      ref={ref}
      id={id}
      aria-label={label}
      $side={side}
      $width={width}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open && children}
    </Panel>
  );
}

const Panel = styled.dialog<{ $side: 'left' | 'right'; $width: string }>`
  margin: 0;
  padding: 0;
  border: 0;
  width: ${(p) => p.$width};
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  overflow-y: auto;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: ${(p) => p.theme.shadows.dialog};
  ${(p) =>
    p.$side === 'left'
      ? css`
          inset: 0 auto 0 0;
        `
      : css`
          inset: 0 0 0 auto;
        `}
  &[open] {
    animation: slide-in-${(p) => p.$side} ${(p) => p.theme.durations.slow} ease-out;
  }
  &::backdrop {
    background: ${(p) => p.theme.colors.backdrop};
  }
  @keyframes slide-in-left {
    from {
      transform: translateX(-100%);
    }
  }
  @keyframes slide-in-right {
    from {
      transform: translateX(100%);
    }
  }
`;
