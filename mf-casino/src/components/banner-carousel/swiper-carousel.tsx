import { useEffect, useState } from 'react';
import { Swiper, SwiperSlide, type SwiperClass } from 'swiper/react';
import { A11y, Pagination } from 'swiper/modules';
// The '.css' specifier (also in swiper's exports) lets Jest's style mock catch it; bullets are styled in banner-carousel.
import 'swiper/swiper.css';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { SlideBody } from './slide-body';
import type { Slide } from './select-slides';
import { useAutoplay } from './use-autoplay';

const AUTOPLAY_MS = 5000;

/**
 * Requirements §2 home carousel: 1 per view, gap 20, no loop, autoplay 5000 ms that interaction
 * does not stop.
 */
export default function SwiperCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation('casino');
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [paused, setPaused] = useState(false);
  useAutoplay(swiper, AUTOPLAY_MS, paused);
  // The WAI-ARIA carousel pattern: slides that change by themselves are not announced; once paused,
  // a change the player makes is (Swiper's A11y module would decide this from its own autoplay).
  useEffect(() => {
    if (swiper && !swiper.destroyed) swiper.wrapperEl.setAttribute('aria-live', paused ? 'polite' : 'off');
  }, [swiper, paused]);

  return (
    <>
      <Swiper
        modules={[Pagination, A11y]}
        slidesPerView={1}
        spaceBetween={20}
        loop={false}
        pagination={{ clickable: true }}
        a11y={{ wrapperLiveRegion: false }}
        onSwiper={setSwiper}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.key} aria-label={t('home.slide', { n: index + 1, total: slides.length })}>
            <SlideBody
              slide={slide}
              first={index === 0}
              label={t('home.slide', { n: index + 1, total: slides.length })}
            />
          </SwiperSlide>
        ))}
      </Swiper>
      {slides[0]?.kind === 'banner' && slides.length > 1 && (
        <Pause
          type="button"
          onClick={() => setPaused(!paused)}
          aria-label={paused ? t('home.play') : t('home.pause')}
          title={paused ? t('home.play') : t('home.pause')}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </Pause>
      )}
    </>
  );
}

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
