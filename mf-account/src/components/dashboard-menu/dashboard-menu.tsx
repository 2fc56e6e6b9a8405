import { NavLink } from '@playhub/shared/router';
import styled, { css } from 'styled-components';
import type { WidgetProps } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { logout, useSession, useUnreadNotifications } from '@playhub/shared/session';
import { openDialog } from '@playhub/shared/ui';
import { Badge } from '@playhub/kit/ui-kit';
import { useFormat } from '../use-format';
import { MenuIcon } from './menu-icon';
import { menuItems, type MenuItem } from './menu-items';

type Props = WidgetProps<'account/dashboard-menu'>;

/**
 * The dashboard menu (Requirements §2): the 230 px header dropdown (`dropdown`) and the mobile profile
 * panel (`panel`). Shows user name, user code and balance, Deposit/Withdraw tabs and every entry;
 * any choice calls `onNavigate` so the host can close what holds it.
 */
export function DashboardMenu({ variant, onNavigate }: Props) {
  const { t } = useTranslation('account');
  const userName = useSession((s) => s.userName);
  const userCode = useSession((s) => s.userCode);
  const balance = useSession((s) => s.balance);
  const unread = useUnreadNotifications();
  const { money } = useFormat();

  const run = (item: MenuItem) => {
    onNavigate?.();
    if (item.store === 'notification') openDialog('notifications/sheet');
    if (item.store === 'logout') void logout();
  };

  return (
    <Box $variant={variant} aria-label={t('menu.label')} data-variant={variant}>
      <Summary>
        <Name>{userName}</Name>
        <Meta>
          {t('menu.userCode')}: <span>{userCode}</span>
        </Meta>
        <Meta>
          {t('menu.balance')}: <Money>{balance === null ? '…' : money(balance)}</Money>
        </Meta>
      </Summary>
      <WalletTabs aria-label={t('menu.walletTabs')}>
        <WalletTab to="/dashboard/deposit" onClick={onNavigate}>
          {t('menu.depositTab')}
        </WalletTab>
        <WalletTab to="/dashboard/withdraw" onClick={onNavigate}>
          {t('menu.withdrawTab')}
        </WalletTab>
      </WalletTabs>
      <List>
        {menuItems.map((item) => (
          <li key={item.key}>
            {item.url ? (
              <Entry as={NavLink} to={item.url} end onClick={() => onNavigate?.()}>
                <MenuIcon name={item.icon} />
                <Label>{t(`menu.${item.key}`)}</Label>
              </Entry>
            ) : (
              <Entry as="button" type="button" onClick={() => run(item)}>
                <MenuIcon name={item.icon} />
                <Label>{t(`menu.${item.key}`)}</Label>
                {item.store === 'notification' && unread > 0 && (
                  <Badge count={unread} label={t('menu.unread', { count: unread })} />
                )}
              </Entry>
            )}
          </li>
        ))}
      </List>
    </Box>
  );
}

const Box = styled.nav<{ $variant: Props['variant'] }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  ${({ $variant, theme }) =>
    $variant === 'dropdown'
      ? css`
          width: ${theme.layout.dashboardDropdownWidth};
          border: 1px solid ${theme.colors.border};
          border-radius: ${theme.radii.md};
          box-shadow: ${theme.shadows.card};
        `
      : css`
          width: 100%;
        `}
`;

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Money = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const WalletTabs = styled.nav`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const WalletTab = styled(NavLink)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 34px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  &[aria-current='page'],
  &:hover {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Label = styled.span`
  flex: 1;
`;
