import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ProviderInfo } from '@playhub/shared/contracts';
import { useMediaQuery } from '@/hooks/use-media-query';
import { SLIDER_AUTOPLAY_MS, SLIDER_START_DELAY_MS, logosPerView } from '../model/slider-rules';

/**
 * Requirements §2/§9 auto-scrolling provider logos: one step every 2000 ms, started after 500 ms, 3 logos
 * per view under 992 px and 7 from 992 px; pauses while hovered or focused; loops seamlessly.
 */
export default function ProviderSlider({ providers, label }: { providers: ProviderInfo[]; label: string }) {
  const perView = logosPerView(useMediaQuery('(min-width: 992px)') ? 992 : 0);
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [paused, setPaused] = useState(false);
  const [started, setStarted] = useState(false);
  const count = providers.length;
  const scrolls = count > perView && !reduced;

  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), SLIDER_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!started || paused || !scrolls) return;
    const timer = setInterval(() => {
      setIndex((i) => {
        // A missed transitionend (hidden tab) leaves the track on the clones: restart from 0.
        const next = i >= count ? 0 : i + 1;
        setAnimate(next !== 0);
        return next;
      });
    }, SLIDER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [started, paused, scrolls, count]);

  // Past the last original logo the track shows the clones; jump back to the start unanimated.
  const onTransitionEnd = () => {
    if (index >= count) {
      setAnimate(false);
      setIndex(0);
    }
  };
  const items = scrolls ? [...providers, ...providers.slice(0, perView)] : providers;
  return (
    <Viewport
      role="group"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-per-view={perView}
    >
      <Track
        style={{
          transform: `translateX(-${(index * 100) / perView}%)`,
          transition: animate ? 'transform 600ms ease' : 'none',
        }}
        onTransitionEnd={onTransitionEnd}
      >
        {items.map((p, i) => (
          <Slide
            key={`${p.id}-${i}`}
            style={{ flexBasis: `${100 / perView}%` }}
            aria-hidden={i >= count || undefined}
          >
            <img src={p.logoUrl} alt={p.name} loading="lazy" width={120} height={40} />
          </Slide>
        ))}
      </Track>
    </Viewport>
  );
}

const Viewport = styled.div`
  overflow: hidden;
`;
const Track = styled.div`
  display: flex;
`;
const Slide = styled.div`
  flex-shrink: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 8px;
  img {
    max-width: 100%;
    height: 40px;
    object-fit: contain;
    opacity: 0.85;
  }
`;
