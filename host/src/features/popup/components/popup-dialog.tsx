import { Link, useLocation } from '@playhub/shared/router';
import styled from 'styled-components';
import type { DialogProps } from '@playhub/shared/contracts';
import { useBootstrap } from '@playhub/shared/bootstrap';
import { useTranslation } from '@playhub/shared/i18n';
import { DialogFrame } from '@playhub/shared/ui-kit';
import { safeExternalUrl } from '@/lib/safe-url';

/**
 * SPEC §2 popup: a responsive banner (default; index 1 at ≥1200 px; index 2 at ≥992 px) linking to
 * the popup's url, or to the current page when it has none; a click closes the dialog.
 */
export function PopupDialog({ close }: DialogProps<'host/popup'>) {
  const { t } = useTranslation('host');
  const popup = useBootstrap()?.popup;
  const { pathname, search } = useLocation();
  if (!popup) return null;
  const [base, wide, medium] = popup.images;
  const picture = (
    <picture>
      {wide && <source media="(min-width: 1200px)" srcSet={wide} />}
      {medium && <source media="(min-width: 992px)" srcSet={medium} />}
      <Img src={base || wide || medium} alt={t('popup.title')} />
    </picture>
  );
  const url = popup.url?.trim() || pathname + search;
  const internal = url.startsWith('/') && !url.startsWith('//');
  const external = internal ? null : safeExternalUrl(url);
  return (
    <DialogFrame title={t('popup.title')} onClose={close} size="bare" flush data-testid="popup">
      {internal ? (
        <Banner as={Link} to={url} onClick={close} aria-label={t('popup.open')}>
          {picture}
        </Banner>
      ) : (
        <Banner
          href={external ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
          aria-label={t('popup.open')}
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
const Img = styled.img`
  display: block;
  max-width: min(100vw, 990px);
  max-height: 100dvh;
  width: auto;
  height: auto;
  object-fit: contain;
  margin: 0 auto;
`;
