import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** The laid-out width of an element's text (a Range measures the text even where it is clipped). */
function textWidth(element: HTMLElement): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  // jsdom has no Range geometry.
  if (typeof range.getBoundingClientRect !== 'function') return element.scrollWidth;
  return range.getBoundingClientRect().width;
}

/**
 * Whether the full text fits the width its flex row gives `box` (which must clip: `min-width: 0;
 * overflow: hidden`). The full text is tried again, before paint, whenever `content` changes or the
 * window is resized; while it is shown, a squeeze by a neighbour turns the answer to false at once.
 */
export function useTextFits(box: RefObject<HTMLElement | null>, content: string): boolean {
  const [fits, setFits] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const retry = () => setAttempt((n) => n + 1);
    window.addEventListener('resize', retry);
    return () => window.removeEventListener('resize', retry);
  }, []);

  useLayoutEffect(() => setFits(true), [content, attempt]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!fits || !element) return;
    // Half a pixel of slack: sub-pixel layout must not flip a text that fits.
    const check = () => {
      if (textWidth(element) > element.getBoundingClientRect().width + 0.5) setFits(false);
    };
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, fits, content, attempt]);

  return fits;
}
