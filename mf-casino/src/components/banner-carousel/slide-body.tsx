import { Link } from '@playhub/shared/router';
import styled from 'styled-components';
import { safeLink } from '../../lib/safe-url';
import { slideSources, type Slide } from './select-slides';

/** One slide: a responsive banner picture (linked when it has a safe url) or a placeholder box. */
export function SlideBody({ slide, first, label }: { slide: Slide; first: boolean; label: string }) {
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
