import styled from 'styled-components';
import { useBootstrap } from '@playhub/shared/bootstrap';
import { useTranslation } from '@playhub/shared/i18n';
import { media } from '@playhub/shared/theme';
import { licence } from '../model/contacts';

/** Licence image linking to the certificate, and the legal text of Requirements §2. */
export function LegalBlock({ company }: { company: string }) {
  const { t } = useTranslation('host');
  const { image, url } = licence(useBootstrap());
  const seal = image ? (
    <img src={image} alt={t('footer.licence')} width={120} height={60} loading="lazy" />
  ) : (
    <Seal>{t('footer.licence')}</Seal>
  );
  return (
    <Wrap>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" data-testid="licence-link">
          {seal}
        </a>
      ) : (
        seal
      )}
      <p>{t('footer.legal', { company })}</p>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: 16px;
  align-items: center;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.xs};
  line-height: 1.6;
  ${media.up('md')} {
    grid-template-columns: 140px 1fr;
  }
  img {
    height: 60px;
    width: auto;
  }
`;
const Seal = styled.span`
  width: 120px;
  height: 60px;
  border: 2px solid ${(p) => p.theme.colors.successText};
  border-radius: ${(p) => p.theme.radii.md};
  display: flex;
  align-items: center;
  justify-content: center;
  text-align: center;
  color: ${(p) => p.theme.colors.successText};
  font-weight: ${(p) => p.theme.fontWeights.bold};
`;
