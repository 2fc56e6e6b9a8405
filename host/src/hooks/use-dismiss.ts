import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';

/**
 * While `open`, closes a disclosure (a dropdown, the menu's More) on a press outside `box` and on
 * Escape; Escape also gives focus back to its `button`.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  box: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, box, button]);
}

/**
 * A button that shows and hides a panel (the account dropdown, the menu's More): the open state, the
 * refs of the box around both and of the button, the panel's id, and {@link useDismiss} while open.
 * `enabled: false` keeps it shut (it reads as closed and is not dismissed).
 */
export function useDisclosure({ enabled = true }: { enabled?: boolean } = {}) {
  const [state, setOpen] = useState(false);
  const open = state && enabled;
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(open, close, box, button);
  return { open, close, toggle, box, button, panelId };
}
