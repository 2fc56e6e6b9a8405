import { useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { useFitCount } from '../hooks/use-fit-count';
import { mainMenu } from '../model/menu-items';
import { barEntry, barEntryCurrent, MenuEntries, useActiveItem } from './menu-entries';
import { MenuEntry } from './menu-entry';
import { MoreMenu } from './more-menu';

/**
 * Requirements §2 top menu: the desktop header's second bar. Entries that do not fit the bar (measured at
 * run time: it depends on the width, the language and the fonts) move, in order, into "More".
 */
export function TopMenu() {
  const { t } = useTranslation('host');
  const active = useActiveItem(mainMenu);
  const bar = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const more = useRef<HTMLDivElement>(null);
  const count = useFitCount(bar, list, more, mainMenu.length);
  return (
    <Nav ref={bar} aria-label={t('nav.main')}>
      <List ref={list} role="list">
        <MenuEntries items={mainMenu} entry={Entry} iconSize={16} active={active} shown={count} />
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
  ${barEntry}
  gap: 5px;
  padding: 0 5px;
  &:hover {
    color: ${(p) => p.theme.colors.accent};
  }
  &[aria-current='page'] {
    ${barEntryCurrent}
  }
`;
