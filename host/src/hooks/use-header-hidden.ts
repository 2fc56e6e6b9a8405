import { useEffect, useState } from 'react';
import { isHeaderHidden } from './scroll-rules';

/** True while the page is scrolled past the header threshold (one passive listener, rAF-throttled). */
export function useHeaderHidden(): boolean {
  const [hidden, setHidden] = useState(() => isHeaderHidden(window.scrollY));
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setHidden(isHeaderHidden(window.scrollY));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return hidden;
}
