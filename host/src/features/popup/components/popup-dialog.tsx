import { Link, useLocation } from '@playhub/shared/router';
import styled from 'styled-components';
import type { DialogProps } from '@playhub/shared/contracts';
import { useBootstrap } from '@playhub/shared/bootstrap';
import { useTranslation } from '@playhub/shared/i18n';
import { DialogFrame } from '@playhub/kit/ui-kit';
import { safeExternalUrl } from '@/lib/safe-url';

/**
 * Requirements §2 popup: a responsive banner (default; index 1 at ≥1200 px; index 2 at ≥992 px) linking to
 * the popup's url, or to the current page when it has none; a click closes the dialog.
 */
export function PopupDialog({ close }: DialogProps<'host/popup'>) {
  const { t } = useTranslation('host');
  const popup = useBootstrap()?.popup;
  const { pathname, search } = useLocation();
  if (!popup) return null;
  const [base, wide, medium] = popup.images;
  // The words are text over a picture without words: in the page language and wrapped on a phone.
  const picture = (
    <Art>
      <picture>
        {wide && <source media="(min-width: 1200px)" srcSet={wide} />}
        {medium && <source media="(min-width: 992px)" srcSet={medium} />}
        <Img src={base || wide || medium} alt={popup.title ? '' : t('popup.title')} />
      </picture>
      {popup.title && (
        <Caption data-testid="popup-caption">
          <strong>{popup.title}</strong>
          {popup.subtitle && <span>{popup.subtitle}</span>}
        </Caption>
      )}
    </Art>
  );
  // Named by its words when it has them (what is seen is what is read), else by what it does.
  const name = popup.title ? undefined : t('popup.open');
  const url = popup.url?.trim() || pathname + search;
  const internal = url.startsWith('/') && !url.startsWith('//');
  const external = internal ? null : safeExternalUrl(url);
  return (
    <DialogFrame title={t('popup.title')} onClose={close} size="bare" flush data-testid="popup">
      {internal ? (
        <Banner as={Link} to={url} onClick={close} aria-label={name}>
          {picture}
        </Banner>
      ) : (
        <Banner
          href={external ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
          aria-label={name}
        >
          {picture}
        </Banner>
      )}
    </DialogFrame>
  );
}

const Banner = styled.a`
  display: block;
  line-height: 0;
`;
const Art = styled.span`
  position: relative;
  display: block;
  width: fit-content;
  margin: 0 auto;
`;
const Caption = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space.sm};
  padding: ${(p) => p.theme.space.lg};
  color: #fff;
  /* Holds the tallest common faces (Noto Sans draws 1.36 em): any font fits (issue 33, item 10). */
  line-height: 1.4;
  text-align: center;
  text-shadow: 0 1px 4px rgba(0, 0, 0, 0.6);
  overflow-wrap: anywhere;
  strong,
  span {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    overflow: hidden;
  }
  strong {
    font-size: clamp(1.5rem, 6vw, 3rem);
  }
  span {
    font-size: clamp(1rem, 3vw, 1.5rem);
    -webkit-line-clamp: 2;
  }
`;
const Img = styled.img`
  display: block;
  max-width: min(100vw, 990px);
  max-height: 100dvh;
  width: auto;
  height: auto;
  object-fit: contain;
  margin: 0 auto;
`;
