import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { fitCount } from '../model/fit-count';

const gapOf = (element: Element) => parseFloat(getComputedStyle(element).columnGap) || 0;

/**
 * How many of `total` list entries fit the bar, measured before paint and again whenever the bar
 * resizes. Entries that are hidden keep the width they had when last shown (every entry is shown
 * on the first pass). `more` is the More button, measured even while idle.
 */
export function useFitCount(
  bar: RefObject<HTMLElement | null>,
  list: RefObject<HTMLElement | null>,
  more: RefObject<HTMLElement | null>,
  total: number,
): number {
  const [count, setCount] = useState(total);
  const widths = useRef<number[]>([]);

  useLayoutEffect(() => {
    const barElement = bar.current;
    const listElement = list.current;
    const moreElement = more.current;
    if (!barElement || !listElement || !moreElement) return;
    const measure = () => {
      Array.from(listElement.children).forEach((item, i) => {
        if (!(item as HTMLElement).hidden) widths.current[i] = item.getBoundingClientRect().width;
      });
      const sizes = Array.from({ length: total }, (_, i) => widths.current[i] ?? 0);
      const moreWidth = moreElement.getBoundingClientRect().width + gapOf(barElement);
      setCount(fitCount(sizes, gapOf(listElement), barElement.clientWidth, moreWidth));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(barElement);
    return () => observer.disconnect();
  }, [bar, list, more, total, count]);

  return count;
}
