import type { SliderItem } from '@playhub/shared/contracts';

/** Placeholder slides shown before the first real ones (Requirements §2: the carousel starts with 3). */
export const PLACEHOLDER_COUNT = 3;
/** Delay between a slug change and the carousel refresh (Requirements §9). */
export const SLIDE_REFRESH_MS = 100;

/** A slide: a real banner or a placeholder. */
export type Slide = { kind: 'placeholder'; key: string } | { kind: 'banner'; key: string; item: SliderItem };

/** The 3 placeholders of the initial state. */
export function placeholderSlides(): Slide[] {
  return Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => ({
    kind: 'placeholder',
    key: `placeholder-${i}`,
  }));
}

/** The slider entries of the active slug, in server order, skipping entries without a default image. */
export function selectSlides(list: readonly SliderItem[] | null | undefined, slug: string): Slide[] {
  return (list ?? [])
    .filter((item) => item.slug === slug && Boolean(item.images[0]))
    .map((item, i) => ({ kind: 'banner', key: `${slug}-${i}-${item.images[0]}`, item }));
}
