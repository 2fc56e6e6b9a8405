import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { SlideBody } from './slide-body';
import { useCarouselSlides } from './use-carousel-slides';
import { useWhenWanted } from './use-when-wanted';

// Swiper is ~30 KB gzip: the first slide paints without it (it is the LCP image), the carousel arrives
// before the first autoplay step is due, or at once when the player reaches for it.
const SwiperCarousel = lazy(() => import('./swiper-carousel'));

/**
 * Requirements §2 home carousel: 1 per view, gap 20, no loop, autoplay 5000 ms that interaction
 * does not stop.
 */
export function BannerCarousel({ slug, compact = false }: { slug: string; compact?: boolean }) {
  const { t } = useTranslation('casino');
  const slides = useCarouselSlides(slug);
  const [wanted, want] = useWhenWanted(2500);
  if (slides.length === 0) return null;
  const first = slides[0]!;
  const label = t('home.slide', { n: 1, total: slides.length });
  const staticFirst = (
    <div className="swiper-static">
      <SlideBody slide={first} first label={label} />
    </div>
  );
  return (
    <Section
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.banners')}
      data-testid="banner-carousel"
      $compact={compact}
      onPointerEnter={want}
      onFocus={want}
      onTouchStart={want}
    >
      {wanted ? (
        <Suspense fallback={staticFirst}>
          <SwiperCarousel slides={slides} />
        </Suspense>
      ) : (
        staticFirst
      )}
    </Section>
  );
}

// Compact (casino pages): the banner stays a strip so the games remain above the fold.
const Section = styled.section<{ $compact: boolean }>`
  position: relative;
  ${(p) => (p.$compact ? '.swiper-slide > *, .swiper-static > * { max-height: 180px; width: 100%; }' : '')}
  .swiper-pagination {
    position: absolute;
    z-index: 2;
    left: 0;
    right: 0;
    bottom: ${(p) => p.theme.space.sm};
    display: flex;
    justify-content: center;
    gap: ${(p) => p.theme.space.xs};
    pointer-events: none;
  }
  .swiper-pagination-bullet {
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.text};
    opacity: 0.5;
    cursor: pointer;
    pointer-events: auto;
  }
  .swiper-pagination-bullet-active {
    background: ${(p) => p.theme.colors.accent};
    opacity: 1;
  }
`;
