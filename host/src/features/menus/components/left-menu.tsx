import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { IconButton } from '@playhub/kit/ui-kit';
import { useUi, uiStore } from '@playhub/shared/ui';
import { Drawer, drawerIds } from '@/components/drawer';
import { CloseIcon } from '@/components/icons';
import { LanguageSelect } from '@/components/language-select';
import { compactMenu } from '../model/menu-items';
import { MenuEntries, useActiveItem } from './menu-entries';
import { MenuEntry } from './menu-entry';

const close = () => uiStore.getState().setSidebarOpen(false);

/** Requirements §2 left menu: a tile grid of the fixed menu list, then the language dropdown. */
export function LeftMenu() {
  const { t } = useTranslation('host');
  const open = useUi((s) => s.sidebarOpen);
  const active = useActiveItem(compactMenu);
  return (
    <Drawer id={drawerIds.sidebar} open={open} side="left" label={t('nav.main')} onClose={close}>
      <Top>
        <IconButton aria-label={t('header.closeMenu')} onClick={close}>
          <CloseIcon />
        </IconButton>
      </Top>
      <nav aria-label={t('nav.main')}>
        <Grid role="list">
          <MenuEntries items={compactMenu} entry={Tile} iconSize={26} active={active} />
        </Grid>
      </nav>
      <Language>
        <LanguageSelect id="left-menu-language" />
      </Language>
    </Drawer>
  );
}

const Top = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 8px;
`;
/* `&&` outranks the global `ul[role='list'] { padding: 0 }`, which left the tiles touching the
   drawer's edges; minmax(0, …) keeps a long title from widening its column. */
const Grid = styled.ul`
  && {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 8px;
    margin: 0;
    padding: 0 12px;
    list-style: none;
  }
`;
const Tile = styled(MenuEntry)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 6px;
  width: 100%;
  min-height: 84px;
  padding: 8px 4px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: ${(p) => p.theme.fontWeights.medium};
  text-align: center;
  text-decoration: none;
  overflow-wrap: anywhere;
  svg {
    flex: none;
    color: ${(p) => p.theme.colors.accent};
  }
  &[aria-current='page'] {
    border-color: ${(p) => p.theme.colors.accent};
  }
`;
const Language = styled.div`
  padding: 16px 12px 24px;
  & > div {
    width: 100%;
  }
  select {
    flex: 1;
  }
`;
