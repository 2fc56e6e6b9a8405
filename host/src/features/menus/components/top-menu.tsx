import { useRef } from 'react';
import { useLocation } from '@playhub/shared/router';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { useFitCount } from '../hooks/use-fit-count';
import { mainMenu } from '../model/menu-items';
import { activeItemId } from '../model/active-item';
import { MenuEntry } from './menu-entry';
import { MoreMenu } from './more-menu';

/**
 * Requirements §2 top menu: the desktop header's second bar. Entries that do not fit the bar (measured at
 * run time: it depends on the width, the language and the fonts) move, in order, into "More".
 */
export function TopMenu() {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const active = activeItemId(mainMenu, pathname);
  const bar = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const more = useRef<HTMLDivElement>(null);
  const count = useFitCount(bar, list, more, mainMenu.length);
  return (
    <Nav ref={bar} aria-label={t('nav.main')}>
      <List ref={list} role="list">
        {mainMenu.map((item, i) => (
          <li key={item.id} hidden={i >= count}>
            <Entry item={item} active={item.id === active} iconSize={16} />
          </li>
        ))}
      </List>
      <MoreMenu ref={more} items={mainMenu.slice(count)} active={active} idle={count >= mainMenu.length} />
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  align-items: stretch;
  gap: 2px;
  min-width: 0;
  flex: 1;
`;
/* Clips rather than scrolls (the fit count keeps every entry reachable, here or under More);
   the clip margin leaves room for the focus ring. */
const List = styled.ul`
  display: flex;
  align-items: stretch;
  gap: 2px;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow: clip;
  overflow-clip-margin: 4px;
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
