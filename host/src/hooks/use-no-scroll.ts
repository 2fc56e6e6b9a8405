import { useEffect } from 'react';
import { NO_SCROLL_CLASS } from '@playhub/shared/theme';

/** SPEC §9: the body class changes 800 ms after the sidebar closes (its slide-out time). */
export const SIDEBAR_NO_SCROLL_DELAY_MS = 800;

/**
 * Keeps `no-scroll` on <body> while a side panel is open. Opening locks at once; closing releases
 * the lock after {@link SIDEBAR_NO_SCROLL_DELAY_MS} so the page does not jump under the closing panel.
 */
export function useNoScroll(open: boolean): void {
  useEffect(() => {
    if (open) {
      document.body.classList.add(NO_SCROLL_CLASS);
      return;
    }
    const timer = setTimeout(
      () => document.body.classList.remove(NO_SCROLL_CLASS),
      SIDEBAR_NO_SCROLL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [open]);
}
