import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from '@playhub/shared/router';
import styled from 'styled-components';
import { useBootstrap } from '@playhub/shared/bootstrap';
import { useTranslation } from '@playhub/shared/i18n';
import { useSession } from '@playhub/shared/session';
import { uiStore } from '@playhub/shared/ui';
import { IconButton } from '@playhub/kit/ui-kit';
import { drawerIds } from '@/components/drawer';
import { GuardedLink } from '@/components/guarded-link';
import { MenuIcon, SearchIcon } from '@/components/icons';
import { LanguageSelect } from '@/components/language-select';
import { LogoMark } from '@/components/logo';
import { Widget } from '@/components/widget';
import { useCssHeightVar } from '@/hooks/use-css-height-var';
import { useHeaderHidden } from '@/hooks/use-header-hidden';
import { useIsDesktop, useMediaQuery } from '@/hooks/use-media-query';
import { searchRoute } from '../model/search-route';
import { showsNotificationBell } from '../model/site-variant';
import { AccountDropdown } from './account-dropdown';
import { BalanceButton } from './balance-button';
import { DesktopShortcuts } from './desktop-shortcuts';
import { iconSlot } from './icon-slot';
import { UserButton } from './user-button';
import { VisitorButtons } from './visitor-buttons';

interface Props {
  /** The desktop second bar's navigation (the top menu). */
  mainNav: ReactNode;
  /** The phone/tablet navigation strip (the compact menu). */
  compactNav: ReactNode;
}

/**
 * Requirements §2 header on every page: desktop top bar + menu bar, or the mobile bar + compact menu.
 * Buttons keep their size; when the bar is short of room the account name and then the balance
 * give way (see BalanceButton), so nothing leaves the screen.
 */
export function Header({ mainNav, compactNav }: Props) {
  const { t } = useTranslation('host');
  const desktop = useIsDesktop();
  const narrowPhone = useMediaQuery('(max-width: 399.98px)');
  const hidden = useHeaderHidden();
  const hasLogin = useSession((s) => s.hasLogin);
  const bell = showsNotificationBell(useBootstrap());
  const { pathname } = useLocation();
  const banner = useRef<HTMLElement>(null);
  useCssHeightVar(banner, '--header-height');
  // On a phone a player's balance needs the room of the wordmark more than the brand does.
  const markOnly = !desktop && (hasLogin || narrowPhone);

  return (
    <Banner ref={banner} data-hidden={hidden} data-layout={desktop ? 'desktop' : 'mobile'}>
      <TopBar>
        {!desktop && (
          <MenuButton
            aria-label={t('header.openMenu')}
            aria-controls={drawerIds.sidebar}
            onClick={() => uiStore.getState().setSidebarOpen(true)}
            data-testid="hamburger"
          >
            <MenuIcon />
          </MenuButton>
        )}
        <LogoLink to="/" aria-label={t('header.logo')}>
          <LogoMark height={desktop ? 30 : 26} markOnly={markOnly} />
        </LogoLink>
        {desktop && <DesktopShortcuts />}
        <Spacer />
        {hasLogin ? (
          <Player>
            {desktop && <AccountDropdown />}
            {/* Its slot is kept while it loads: the account button beside it does not move. */}
            {bell && <Widget id="notifications/bell" props={{}} loading={<BellSlot aria-hidden />} />}
            <BalanceButton compact={!desktop} />
            {desktop && (
              <DepositLink to="/dashboard/deposit" data-testid="header-deposit">
                {t('nav.deposit')}
              </DepositLink>
            )}
          </Player>
        ) : (
          <VisitorButtons compact={!desktop} />
        )}
        {desktop ? <HeaderLanguage id="header-language" /> : <UserButton mobile badge={!bell} />}
        {desktop && hasLogin && <UserButton mobile={false} badge={!bell} />}
      </TopBar>
      <NavBar>
        {desktop ? mainNav : compactNav}
        {desktop && (
          <SearchLink to={searchRoute(pathname)} aria-label={t('header.search')} data-testid="header-search">
            <SearchIcon size={18} />
          </SearchLink>
        )}
      </NavBar>
    </Banner>
  );
}

const Banner = styled.header`
  position: sticky;
  top: 0;
  z-index: ${(p) => p.theme.zIndex.header};
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  transition: transform ${(p) => p.theme.durations.normal} ease;
  &[data-hidden='true'] {
    transform: translateY(-100%);
  }
  &:focus-within {
    transform: none;
  }
`;
const TopBar = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 60px;
  padding: 8px 12px;
  max-width: 1600px;
  margin: 0 auto;
  [data-layout='mobile'] & {
    gap: 6px;
    min-height: 56px;
    padding: 6px 8px;
  }
`;
/** 44 × 44 px touch target that never shrinks: the only way to the left menu on a phone. */
const MenuButton = styled(IconButton)`
  flex: none;
  width: 44px;
  height: 44px;
`;
const LogoLink = styled(Link)`
  display: inline-flex;
  flex: none;
  text-decoration: none;
`;
const Spacer = styled.div`
  flex: 1;
`;
const Player = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex: 0 1 auto;
  min-width: 0;
  [data-layout='mobile'] & {
    gap: 6px;
  }
`;
const DepositLink = styled(GuardedLink)`
  display: inline-flex;
  align-items: center;
  flex: none;
  min-height: 36px;
  padding: 0 16px;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.success};
  color: ${(p) => p.theme.colors.onSuccess};
  font-weight: ${(p) => p.theme.fontWeights.bold};
  font-size: ${(p) => p.theme.fontSizes.sm};
  text-decoration: none;
  white-space: nowrap;
`;
const HeaderLanguage = styled(LanguageSelect)`
  flex: none;
`;
const NavBar = styled.div`
  display: flex;
  align-items: center;
  & > nav {
    flex: 1;
    min-width: 0;
  }
  max-width: 1600px;
  margin: 0 auto;
  padding: 0 12px;
  border-top: 1px solid ${(p) => p.theme.colors.surfaceRaised};
  [data-layout='mobile'] & {
    padding: 0;
  }
`;
const SearchLink = styled(Link)`
  ${iconSlot}
`;
/** The bell's place while the notifications vertical loads (its own loading slot is this size too). */
const BellSlot = styled.span`
  ${iconSlot}
`;
