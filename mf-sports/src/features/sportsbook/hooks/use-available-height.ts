import { useLayoutEffect, useState, type RefObject } from 'react';

// Never squeeze the frame below this on tiny or landscape phones; the page scrolls instead.
const MIN_HEIGHT = 320;

function cssPx(name: string): number | null {
  const value = parseFloat(getComputedStyle(document.documentElement).getPropertyValue(name));
  return Number.isFinite(value) ? value : null;
}

/**
 * The viewport height left under the header: `--header-height` when the host sets it, else the
 * element's offset from the top of the page; minus `--bottom-bar-height` if set. Follows resize,
 * orientation changes and the mobile browser's collapsing toolbars (visualViewport).
 */
export function useAvailableHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(() => (typeof window === 'undefined' ? 600 : window.innerHeight));
  useLayoutEffect(() => {
    const measure = () => {
      const measuredTop = (ref.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      const top = cssPx('--header-height') ?? measuredTop;
      const bottom = cssPx('--bottom-bar-height') ?? 0;
      const viewport = window.visualViewport?.height ?? window.innerHeight;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(viewport - top - bottom)));
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('orientationchange', measure);
    window.visualViewport?.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('orientationchange', measure);
      window.visualViewport?.removeEventListener('resize', measure);
    };
  }, [ref]);
  return height;
}
