import { useEffect } from 'react';

/** What the autoplay needs of a Swiper instance (`SwiperClass`). */
export interface Slider {
  readonly destroyed?: boolean;
  readonly isEnd: boolean;
  slideNext(): unknown;
  slideTo(index: number): unknown;
  on(event: 'slideChange' | 'touchStart' | 'touchEnd', handler: () => void): unknown;
  off(event: 'slideChange' | 'touchStart' | 'touchEnd', handler: () => void): unknown;
}

/**
 * Moves to the next slide `delayMs` after the last change (the first slide again after the last),
 * unless `paused`, while a finger holds the slider, or while the tab is hidden. A player's swipe or
 * bullet click starts the wait again and does not stop the autoplay.
 *
 * Swiper's own Autoplay module does the same with a `requestAnimationFrame` loop that runs for as
 * long as it plays (to report the time left, which nothing here shows), so an idle home page drew
 * 60 frames a second: about 8 % of a core, on a phone's battery too. A timer per slide draws nothing.
 */
export function useAutoplay(slider: Slider | null, delayMs: number, paused: boolean): void {
  useEffect(() => {
    if (!slider || paused) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const hold = () => clearTimeout(timer);
    const wait = () => {
      hold();
      if (document.hidden) return;
      timer = setTimeout(() => {
        if (slider.destroyed) return;
        if (slider.isEnd) slider.slideTo(0);
        else slider.slideNext();
      }, delayMs);
    };
    wait();
    slider.on('slideChange', wait);
    slider.on('touchStart', hold);
    slider.on('touchEnd', wait);
    document.addEventListener('visibilitychange', wait);
    return () => {
      hold();
      if (!slider.destroyed) {
        slider.off('slideChange', wait);
        slider.off('touchStart', hold);
        slider.off('touchEnd', wait);
      }
      document.removeEventListener('visibilitychange', wait);
    };
  }, [slider, delayMs, paused]);
}
