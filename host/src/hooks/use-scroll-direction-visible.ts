import { useEffect, useRef, useState } from 'react';
import { SCROLL_JITTER_PX, nextBottomBarVisible } from './scroll-rules';

/** Visible while the user scrolls up (or sits at the top), hidden while they scroll down. */
export function useScrollDirectionVisible(): boolean {
  const [visible, setVisible] = useState(true);
  const state = useRef({ lastY: 0, visible: true });
  useEffect(() => {
    state.current.lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        const s = state.current;
        // Small moves accumulate against the last decisive position, so slow scrolling still counts.
        if (Math.abs(y - s.lastY) < SCROLL_JITTER_PX && y > 0) return;
        s.visible = nextBottomBarVisible(s.lastY, y, s.visible);
        s.lastY = y;
        setVisible(s.visible);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return visible;
}
