import { useLocation } from '@playhub/shared/router';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { mainMenu } from '../model/menu-items';
import { activeItemId } from '../model/active-item';
import { MenuEntry } from './menu-entry';

/** SPEC §2 top menu: the desktop header's second bar. */
export function TopMenu() {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const active = activeItemId(mainMenu, pathname);
  return (
    <Nav aria-label={t('nav.main')}>
      <List role="list">
        {mainMenu.map((item) => (
          <li key={item.id}>
            <Entry item={item} active={item.id === active} iconSize={16} />
          </li>
        ))}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  min-width: 0;
  flex: 1;
`;
const List = styled.ul`
  display: flex;
  align-items: stretch;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
`;
const Entry = styled(MenuEntry)`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  height: 44px;
  padding: 0 5px;
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: ${(p) => p.theme.fontWeights.medium};
  text-decoration: none;
  svg {
    flex: none;
  }
  white-space: nowrap;
  &:hover {
    color: ${(p) => p.theme.colors.accent};
  }
  &[aria-current='page'] {
    color: ${(p) => p.theme.colors.accent};
    border-bottom-color: ${(p) => p.theme.colors.accent};
  }
`;
