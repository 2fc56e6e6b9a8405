/** Requirements §2/§9: the header hides once the page is scrolled past 100 px. */
export const HEADER_HIDE_THRESHOLD = 100;

/** Whether the header is hidden at this scroll position (hidden strictly past the threshold). */
export function isHeaderHidden(scrollY: number, threshold = HEADER_HIDE_THRESHOLD): boolean {
  return scrollY > threshold;
}

/** Scroll movement smaller than this is jitter (momentum scrolling, address bar), not a direction. */
export const SCROLL_JITTER_PX = 6;

/**
 * Requirements §2 floating bottom bar: hides on scroll down, shows on scroll up. Near the top it always
 * shows, so a short page never loses its navigation.
 */
export function nextBottomBarVisible(previousY: number, y: number, visible: boolean): boolean {
  if (y <= 0) return true;
  const delta = y - previousY;
  if (Math.abs(delta) < SCROLL_JITTER_PX) return visible;
  return delta < 0;
}
