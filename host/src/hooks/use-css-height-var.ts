import { useEffect, type RefObject } from 'react';

/**
 * Publishes an element's height as a CSS custom property on <html> (e.g. `--header-height`), so
 * verticals can size full-viewport content (the sportsbook frame) under the frame's chrome.
 */
export function useCssHeightVar(ref: RefObject<HTMLElement | null>, name: `--${string}`): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(name, `${Math.round(element.getBoundingClientRect().height)}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [ref, name]);
}
