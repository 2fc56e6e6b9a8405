import { Link } from '@playhub/shared/router';
import styled from 'styled-components';
import { safeLink } from '../../lib/safe-url';
import { slideSources } from '@playhub/shared/contracts';
import type { Slide } from './select-slides';

/**
 * One slide: a responsive banner picture (linked when it has a safe url) or a placeholder box. The
 * banner's title and subtitle (bootstrap, in the page language) are text over the picture, so they
 * are translated, wrap on a phone and name the link.
 */
export function SlideBody({ slide, first, label }: { slide: Slide; first: boolean; label: string }) {
  if (slide.kind === 'placeholder') return <Frame data-testid="banner-placeholder" aria-hidden="true" />;
  const src = slideSources(slide.item.images);
  const { title, subtitle } = slide.item;
  // The first banner is the home page's LCP element: fetched first, never lazy.
  const picture = (
    <>
      <picture>
        <source media="(min-width: 1200px)" srcSet={src.xl} />
        <source media="(min-width: 992px)" srcSet={src.lg} />
        <img
          src={src.default}
          alt={title ? '' : label}
          width={768}
          height={300}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding={first ? 'sync' : 'async'}
        />
      </picture>
      {title && (
        <Caption data-testid="banner-caption">
          <strong>{title}</strong>
          {subtitle && <span>{subtitle}</span>}
        </Caption>
      )}
    </>
  );
  const link = safeLink(slide.item.url);
  if (!link) return <Frame>{picture}</Frame>;
  if (link.kind === 'internal')
    return (
      <Frame as={Link} to={link.to}>
        {picture}
      </Frame>
    );
  const external = slide.item.target === '_blank';
  return (
    <Frame
      as="a"
      href={link.href}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      {picture}
    </Frame>
  );
}

// Reserved box (no layout shift) in the proportions of the three banner sizes the CMS serves
// (768×300, 992×350 from 992 px, 1920×480 from 1200 px).
const Frame = styled.div`
  position: relative;
  display: block;
  /* The caption's sizes follow this box (cqi), not the window. */
  container-type: inline-size;
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

// Left half of the banner, above the pagination and pause controls; sizes follow the banner's width
// so a long Turkish title wraps instead of leaving the picture. Any font fits (issue 33, item 10):
// the line height holds the tallest common faces (Noto Sans draws 1.36 em), and two lines of each
// part fit the box at every width; a font wider still is cut to two lines, never drawn outside.
const Caption = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${(p) => p.theme.space.xs};
  width: min(62%, 36rem);
  padding: ${(p) => p.theme.space.md} ${(p) => p.theme.space.lg} 2.25rem;
  background: linear-gradient(90deg, rgba(11, 16, 32, 0.6), rgba(11, 16, 32, 0));
  color: #fff;
  text-shadow: 0 1px 3px rgba(0, 0, 0, 0.6);
  overflow-wrap: anywhere;
  line-height: 1.4;
  strong,
  span {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
  strong {
    font-size: clamp(0.9rem, 4.4cqi, 2.5rem);
  }
  span {
    font-size: clamp(0.7rem, 2.4cqi, 1.25rem);
  }
`;
