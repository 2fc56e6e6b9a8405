import { NavLink } from '@playhub/shared/router';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { useContentList } from '../api/get-content-list';

/** Requirements §2 static page menu: the content pages of category 1, linking to /pages/{id}. */
export function StaticPageMenu() {
  const { t } = useTranslation('host');
  const { data } = useContentList();
  if (!data?.length) return null;
  return (
    <Nav aria-label={t('staticPages.menu')}>
      <ul role="list">
        {data.map((item) => (
          <li key={item.id}>
            <NavLink to={`/pages/${item.id}`}>{item.title}</NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

const Nav = styled.nav`
  ul {
    display: flex;
    flex-direction: column;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: 10px 12px;
    border-radius: ${(p) => p.theme.radii.md};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  a:hover {
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
  a[aria-current='page'] {
    background: ${(p) => p.theme.colors.surfaceRaised};
    color: ${(p) => p.theme.colors.accent};
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
`;
