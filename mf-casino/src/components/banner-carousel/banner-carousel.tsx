import { useState } from 'react';
import { Link } from '@playhub/shared/router';
import styled from 'styled-components';
import { Swiper, SwiperSlide, type SwiperClass } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
// The '.css' specifier (also in swiper's exports) lets Jest's style mock catch it; bullets are styled below.
import 'swiper/swiper.css';
import { useTranslation } from '@playhub/shared/i18n';
import { safeLink } from '../../lib/safe-url';
import { useCarouselSlides } from './use-carousel-slides';
import { slideSources, type Slide } from './select-slides';

/** SPEC §2 home carousel: 1 per view, gap 20, no loop, autoplay 5000 ms that interaction does not stop. */
export function BannerCarousel({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('casino');
  const slides = useCarouselSlides();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [paused, setPaused] = useState(false);
  if (slides.length === 0) return null;

  const togglePause = () => {
    if (!swiper?.autoplay) return;
    if (paused) swiper.autoplay.start();
    else swiper.autoplay.stop();
    setPaused(!paused);
  };

  return (
    <Section aria-roledescription="carousel" aria-label={t('home.banners')} data-testid="banner-carousel" $compact={compact}>
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        slidesPerView={1}
        spaceBetween={20}
        loop={false}
        autoplay={{ delay: 5000, disableOnInteraction: false }}
        pagination={{ clickable: true }}
        onSwiper={setSwiper}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.key} aria-label={t('home.slide', { n: index + 1, total: slides.length })}>
            <SlideBody slide={slide} first={index === 0} label={t('home.slide', { n: index + 1, total: slides.length })} />
          </SwiperSlide>
        ))}
      </Swiper>
      {slides[0]?.kind === 'banner' && slides.length > 1 && (
        <Pause type="button" onClick={togglePause} aria-label={paused ? t('home.play') : t('home.pause')} title={paused ? t('home.play') : t('home.pause')}>
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </Pause>
      )}
    </Section>
  );
}

function SlideBody({ slide, first, label }: { slide: Slide; first: boolean; label: string }) {
  if (slide.kind === 'placeholder') return <Frame data-testid="banner-placeholder" aria-hidden="true" />;
  const src = slideSources(slide.item.images);
  // The first banner is the home page's LCP element: fetched first, never lazy.
  const picture = (
    <picture>
      <source media="(min-width: 1200px)" srcSet={src.xl} />
      <source media="(min-width: 992px)" srcSet={src.lg} />
      <img
        src={src.default}
        alt={label}
        width={768}
        height={300}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
      />
    </picture>
  );
  const link = safeLink(slide.item.url);
  if (!link) return <Frame>{picture}</Frame>;
  if (link.kind === 'internal') return <Frame as={Link} to={link.to}>{picture}</Frame>;
  const external = slide.item.target === '_blank';
  return (
    <Frame as="a" href={link.href} target={external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
      {picture}
    </Frame>
  );
}

// Compact (casino pages): the banner stays a strip so the games remain above the fold.
const Section = styled.section<{ $compact: boolean }>`
  position: relative;
  ${(p) => (p.$compact ? '.swiper-slide > * { max-height: 180px; width: 100%; }' : '')}
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

// Reserved box (no layout shift) in the proportions of the three banner sizes the CMS serves
// (768×300, 992×350 from 992 px, 1920×480 from 1200 px).
const Frame = styled.div`
  display: block;
  aspect-ratio: 768 / 300;
  border-radius: ${(p) => p.theme.radii.lg};
  overflow: hidden;
  background: ${(p) => p.theme.colors.surfaceMuted};
  @media (min-width: 992px) {
    aspect-ratio: 992 / 350;
  }
  @media (min-width: 1200px) {
    aspect-ratio: 1920 / 480;
  }
  picture {
    display: block;
    height: 100%;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Pause = styled.button`
  position: absolute;
  z-index: 2;
  right: ${(p) => p.theme.space.sm};
  bottom: ${(p) => p.theme.space.sm};
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.round};
  background: rgba(11, 16, 32, 0.8);
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.xs};
`;
