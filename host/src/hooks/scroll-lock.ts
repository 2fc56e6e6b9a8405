import { NO_SCROLL_CLASS } from '@playhub/shared/theme';

const holders = new Set<symbol>();

function apply(locked: boolean): void {
  const root = document.documentElement;
  if (locked) {
    // A classic scrollbar disappears with `overflow: hidden` and the page would widen under the
    // dialog; keeping its gutter holds the layout still (overlay scrollbars measure 0: nothing to keep).
    if (window.innerWidth - root.clientWidth > 0) root.style.setProperty('scrollbar-gutter', 'stable');
    document.body.classList.add(NO_SCROLL_CLASS);
  } else {
    document.body.classList.remove(NO_SCROLL_CLASS);
    root.style.removeProperty('scrollbar-gutter');
  }
}

/**
 * Stops the page behind an open dialog or side panel from scrolling until every holder has let
 * go (a panel and a dialog may overlap); returns the release. The layout does not shift sideways.
 */
export function lockScroll(): () => void {
  const holder = Symbol('scroll-lock');
  if (holders.size === 0) apply(true);
  holders.add(holder);
  return () => {
    if (holders.delete(holder) && holders.size === 0) apply(false);
  };
}
