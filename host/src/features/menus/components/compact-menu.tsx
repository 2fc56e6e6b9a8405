import { useLocation } from '@playhub/shared/router';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { compactMenu } from '../model/menu-items';
import { activeItemId } from '../model/active-item';
import { MenuEntry } from './menu-entry';

/** Requirements §2 compact menu (phones and tablets): a swipeable strip of the main menu plus Aviator. */
export function CompactMenu() {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const active = activeItemId(compactMenu, pathname);
  return (
    <nav aria-label={t('nav.compact')}>
      <Strip role="list">
        {compactMenu.map((item) => (
          <li key={item.id}>
            <Entry item={item} active={item.id === active} iconSize={20} />
          </li>
        ))}
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
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-width: 64px;
  height: 52px;
  padding: 0 6px;
  border: 0;
  border-radius: ${(p) => p.theme.radii.md};
  background: transparent;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 11px;
  text-decoration: none;
  svg {
    flex: none;
  }
  white-space: nowrap;
  scroll-snap-align: start;
  &[aria-current='page'] {
    color: ${(p) => p.theme.colors.accent};
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
`;
