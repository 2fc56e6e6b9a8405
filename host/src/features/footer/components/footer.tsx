import { lazy, Suspense } from 'react';
import { Link } from '@playhub/shared/router';
import styled from 'styled-components';
import { useBootstrap } from '@playhub/shared/bootstrap';
import { useTranslation } from '@playhub/shared/i18n';
import { askConsentAgain } from '@playhub/shared/storage';
import { media } from '@playhub/shared/theme';
import { LogoMark } from '@/components/logo';
import { WhenVisible } from '@/components/when-visible';
import { companyName } from '../model/contacts';
import { RESPONSIBLE_GAMBLING_PAGE } from '../model/footer-links';
import { ContactBlock } from './contact-block';
import { FooterColumns } from './footer-columns';
import { LegalBlock } from './legal-block';

// Below the fold: the slider's code loads only when the footer comes near the viewport.
const ProviderSlider = lazy(() => import('./provider-slider'));

/** Requirements §2 footer. */
export function Footer() {
  const { t } = useTranslation('host');
  const data = useBootstrap();
  const company = companyName(data);
  const providers = data?.providers ?? [];
  return (
    <Foot>
      <Inner>
        <Top>
          <div className="brand">
            <Link to="/" aria-label={t('header.logo')}>
              <LogoMark height={30} />
            </Link>
            <Responsible>
              {/* role=img: a plain span's aria-label is not announced; the badge reads as its label. */}
              <Adult role="img" aria-label={t('footer.adultsOnly')}>
                18+
              </Adult>
              <span className="notice">
                <span>{t('footer.responsible')}</span>
                <Link to={RESPONSIBLE_GAMBLING_PAGE}>{t('footer.responsibleLink')}</Link>
              </span>
            </Responsible>
          </div>
          <ContactBlock />
        </Top>
        <FooterColumns />
        {providers.length > 0 && (
          <WhenVisible minHeight={56}>
            <Suspense fallback={null}>
              <ProviderSlider providers={providers} label={t('footer.providers')} />
            </Suspense>
          </WhenVisible>
        )}
        <LegalBlock company={company} />
        <Meta>
          <p>{t('footer.copyright', { year: new Date().getFullYear(), company })}</p>
          {/* A button, not a link: it reopens the consent question and goes nowhere. */}
          <button type="button" onClick={askConsentAgain}>
            {t('footer.cookieSettings')}
          </button>
        </Meta>
      </Inner>
    </Foot>
  );
}

const Foot = styled.footer`
  margin-top: 32px;
  /* Below the fold on every page: laid out and painted when it comes near, not at start-up. */
  content-visibility: auto;
  contain-intrinsic-size: auto 640px;
  background: ${(p) => p.theme.colors.surface};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  ${media.down('lg')} {
    padding-bottom: ${(p) => p.theme.layout.bottomBarHeight};
  }
`;
const Inner = styled.div`
  display: grid;
  gap: 28px;
  max-width: 1400px;
  margin: 0 auto;
  padding: 32px 16px 24px;
`;
const Top = styled.div`
  display: grid;
  gap: 24px;
  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }
  .brand {
    display: grid;
    gap: 14px;
    align-content: start;
  }
  .brand a {
    width: fit-content;
  }
`;
const Responsible = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
  .notice {
    display: grid;
    gap: 2px;
  }
  a {
    width: fit-content;
    color: ${(p) => p.theme.colors.accent};
    font-weight: ${(p) => p.theme.fontWeights.bold};
    text-decoration: underline;
  }
`;
const Adult = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  height: 40px;
  border: 2px solid ${(p) => p.theme.colors.dangerText};
  border-radius: 50%;
  color: ${(p) => p.theme.colors.dangerText};
  font-weight: ${(p) => p.theme.fontWeights.bold};
`;
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 4px 16px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.xs};
  text-align: center;
  button {
    min-height: 24px;
    padding: 0;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
  button:hover {
    color: ${(p) => p.theme.colors.accent};
  }
`;
