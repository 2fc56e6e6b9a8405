import styled from 'styled-components';
import { useBootstrap } from '@playhub/shared/bootstrap';
import { useTranslation } from '@playhub/shared/i18n';
import { media } from '@playhub/shared/theme';
import { GuardedLink } from '@/components/guarded-link';
import { footerColumns } from '../model/footer-links';

/** Requirements §2 footer link columns: Betting, Casino, Games, Quick Links, Gambling, Terms. */
export function FooterColumns() {
  const { t } = useTranslation('host');
  const columns = footerColumns(useBootstrap()).filter((c) => c.links.length > 0);
  return (
    <Grid aria-label={t('nav.footer')}>
      {columns.map((column) => (
        <section key={column.id} aria-labelledby={`footer-col-${column.id}`}>
          <h2 id={`footer-col-${column.id}`}>{t(`footer.columns.${column.id}`)}</h2>
          <ul role="list">
            {column.links.map((link) => (
              <li key={link.to}>
                <GuardedLink to={link.to}>{link.titleKey ? t(link.titleKey) : link.title}</GuardedLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Grid>
  );
}

const Grid = styled.nav`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 24px 16px;
  ${media.up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(6, 1fr);
  }
  h2 {
    margin-bottom: 10px;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.text};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  ul {
    display: grid;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 2px 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
    text-decoration: none;
  }
  a:hover {
    color: ${(p) => p.theme.colors.accent};
  }
`;
