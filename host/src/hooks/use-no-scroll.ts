import { useEffect } from 'react';
import { lockScroll } from './scroll-lock';

/** Requirements §9: the body class changes 800 ms after the sidebar closes (its slide-out time). */
export const SIDEBAR_NO_SCROLL_DELAY_MS = 800;

/**
 * Locks page scrolling while a side panel is open. Opening locks at once; closing releases the
 * lock after {@link SIDEBAR_NO_SCROLL_DELAY_MS} so the page does not jump under the closing panel.
 */
export function useNoScroll(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    const release = lockScroll();
    return () => void setTimeout(release, SIDEBAR_NO_SCROLL_DELAY_MS);
  }, [open]);
}
