import { useEffect, useState } from 'react';
import { useBootstrap } from '@playhub/shared/bootstrap';
import { uiStore, useUi } from '@playhub/shared/ui';
import { placeholderSlides, selectSlides, SLIDE_REFRESH_MS, type Slide } from './select-slides';

/**
 * Requirements §4 banner carousel: 3 placeholders first; when the active slider slug (or the data) changes,
 * the slides are replaced by that slug's sliderList entries 100 ms later. A page that starts with the
 * bootstrap already in (the server inlines it, and paints the home's first banner) starts on its
 * page's slides, so the painted banner is taken over as it is, never swapped for a placeholder.
 */
export function useCarouselSlides(pageSlug: string): Slide[] {
  const slug = useUi((s) => s.activeSliderSlug);
  const sliderList = useBootstrap()?.sliderList;
  const [slides, setSlides] = useState<Slide[]>(() => {
    const initial = selectSlides(sliderList, pageSlug);
    return initial.length ? initial : placeholderSlides();
  });
  useEffect(() => {
    if (!sliderList) return;
    const timer = setTimeout(() => setSlides(selectSlides(sliderList, slug)), SLIDE_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [slug, sliderList]);
  return slides;
}

/** Makes `slug` the active slider slug while the calling page is shown (home, casino, live). */
export function useSliderSlug(slug: string): void {
  useEffect(() => {
    uiStore.getState().setActiveSliderSlug(slug);
  }, [slug]);
}
