import { useRef } from 'react';
import { useCssHeightVar } from '@/hooks/use-css-height-var';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { media } from '@playhub/shared/theme';
import { useScrollDirectionVisible } from '@/hooks/use-scroll-direction-visible';
import { bottomBarMenu } from '../model/menu-items';
import { MenuEntries, stackedEntry, useActiveItem } from './menu-entries';
import { MenuEntry } from './menu-entry';

/**
 * Requirements §2 mobile bottom bar (60 px): Deposit (login first for visitors), Spor, Support (live chat),
 * L.Casino, Promotions. It floats, hiding on scroll down and showing on scroll up.
 */
export function BottomBar() {
  const { t } = useTranslation('host');
  const visible = useScrollDirectionVisible();
  const active = useActiveItem(bottomBarMenu);
  const bar = useRef<HTMLElement>(null);
  // Hidden (display: none) on desktop, so the variable is 0px there.
  useCssHeightVar(bar, '--bottom-bar-height');
  return (
    <Bar ref={bar} aria-label={t('nav.bottom')} data-visible={visible}>
      <List role="list">
        <MenuEntries items={bottomBarMenu} entry={Entry} iconSize={22} active={active} />
      </List>
    </Bar>
  );
}

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${(p) => p.theme.zIndex.bottomBar};
  height: ${(p) => p.theme.layout.bottomBarHeight};
  padding-bottom: env(safe-area-inset-bottom);
  background: ${(p) => p.theme.colors.surface};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  transition: transform ${(p) => p.theme.durations.normal} ease;
  &[data-visible='false'] {
    transform: translateY(100%);
  }
  ${media.up('lg')} {
    display: none;
  }
`;
const List = styled.ul`
  display: grid;
  /* minmax(0, …): a long label must not widen its column past a fifth of the bar. */
  grid-template-columns: repeat(5, minmax(0, 1fr));
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Entry = styled(MenuEntry)`
  ${stackedEntry}
  gap: 3px;
  width: 100%;
  height: 100%;
  span {
    max-width: 100%;
    padding: 0 2px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-menu='deposit'] svg {
    color: ${(p) => p.theme.colors.accent};
  }
`;
