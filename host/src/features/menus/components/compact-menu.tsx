import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { compactMenu } from '../model/menu-items';
import { MenuEntries, stackedEntry, useActiveItem } from './menu-entries';
import { MenuEntry } from './menu-entry';

/** Requirements §2 compact menu (phones and tablets): a swipeable strip of the main menu plus Aviator. */
export function CompactMenu() {
  const { t } = useTranslation('host');
  const active = useActiveItem(compactMenu);
  return (
    <nav aria-label={t('nav.compact')}>
      <Strip role="list">
        <MenuEntries items={compactMenu} entry={Entry} iconSize={20} active={active} />
      </Strip>
    </nav>
  );
}

/* `&&` outranks the global `ul[role='list'] { padding: 0 }`: the strip keeps its inset. */
const Strip = styled.ul`
  && {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 4px 8px;
    list-style: none;
    overflow-x: auto;
    scrollbar-width: none;
    scroll-snap-type: x proximity;
    scroll-padding-inline: 8px;
  }
  &::-webkit-scrollbar {
    display: none;
  }
`;
const Entry = styled(MenuEntry)`
  ${stackedEntry}
  gap: 2px;
  min-width: 64px;
  height: 52px;
  padding: 0 6px;
  border-radius: ${(p) => p.theme.radii.md};
  white-space: nowrap;
  scroll-snap-align: start;
  &[aria-current='page'] {
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
`;
