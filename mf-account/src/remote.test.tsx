import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { bus } from '@playhub/shared/bus';
import type { DialogId, DialogProps } from '@playhub/shared/contracts';
import { queryClient } from '@playhub/shared/query';
import { setUnreadNotifications } from '@playhub/shared/session';
import { fakeApi, resetStores, signIn } from '@playhub/shared/testing';
import { uiStore } from '@playhub/shared/ui';
import { renderAccount } from '@/test/render';
import remote from './remote';

// The entry as the host sees it: a RemoteModule rendered with contract props, no federation.
describe('account remote entry', () => {
  beforeEach(() => {
    resetStores();
    queryClient.clear();
  });

  it('declares every dialog, widget and dashboard route of issue 5', () => {
    expect(remote.name).toBe('account');
    expect(Object.keys(remote.dialogs).sort()).toEqual(
      [
        'account/call-request',
        'account/change-password',
        'account/login',
        'account/recovery',
        'account/register',
        'account/sms-verify',
      ].sort(),
    );
    expect(remote.dialogs['account/call-request'].size).toBe('call');
    expect(remote.dialogs['account/change-password'].size).toBe('secondary');
    expect(Object.keys(remote.widgets).sort()).toEqual([
      'account/dashboard-menu',
      'account/profile-block',
      'account/two-factor-setup',
    ]);
    const paths = remote.routes.map((r) => r.path);
    for (const p of [
      '/dashboard',
      '/dashboard/account',
      '/dashboard/phone-verification',
      '/dashboard/change-password',
      '/dashboard/financial-activities',
      '/dashboard/game-history',
      '/dashboard/claim-bonus',
      '/dashboard/bonuses',
      '/dashboard/session-history',
    ]) {
      expect(paths).toContain(p);
    }
    expect(paths).not.toContain('/dashboard/deposit');
    expect(remote.routes.every((r) => r.requiresAuth)).toBe(true);
  });

  it.each(Object.entries(remote.dialogs))(
    'dialog %s renders lazily with { params, close }',
    async (id, entry) => {
      fakeApi({ 'GET auth/form': { data: { countries: [] } } });
      signIn();
      const Dialog = entry.component as ComponentType<DialogProps<DialogId>>;
      renderAccount(<Dialog params={undefined as never} close={jest.fn()} />);
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
      expect(id.startsWith('account/')).toBe(true);
    },
  );

  it('dashboard menu widget: user data, wallet tabs, entries, unread badge only above 0, logout', async () => {
    fakeApi({ 'GET auth/logout': {} });
    signIn({ name: 'Ayşe Yılmaz', usercode: '777', balance: 1250.5 });
    const onNavigate = jest.fn();
    const Menu = remote.widgets['account/dashboard-menu'].component;
    renderAccount(<Menu variant="dropdown" onNavigate={onNavigate} />, { route: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Account menu' });
    expect(nav).toHaveTextContent('Ayşe Yılmaz');
    expect(nav).toHaveTextContent('777');
    expect(nav).toHaveTextContent('₺1,250.50');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/dashboard/deposit');
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/dashboard/withdraw');
    for (const name of [
      'Account',
      'Phone Verification',
      'Deposit Money',
      'Withdraw Money',
      'Change Password',
      'Financial History',
      'Game Activities',
      'Bonuses & Discounts',
      'Bonuses History',
      'Session History',
    ]) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    // The badge reads the page's one notification status (no second fetch of its own).
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    act(() => setUnreadNotifications(3));
    expect(screen.getByRole('button', { name: /Notifications.*3 unread notifications/ })).toBeInTheDocument();
    act(() => setUnreadNotifications(0));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(uiStore.getState().dialog?.id).toBe('notifications/sheet');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Account' }));
    expect(onNavigate).toHaveBeenCalledTimes(2);
    const loggedOut = jest.fn();
    const off = bus.on('auth:logout', loggedOut);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(loggedOut).toHaveBeenCalledWith({ reason: 'user' }));
    off();
  });

  it('profile block widget shows avatar, name and user code', async () => {
    signIn({ name: 'Ayşe Yılmaz', usercode: '777' });
    const Block = remote.widgets['account/profile-block'].component;
    renderAccount(<Block />);
    expect(await screen.findByRole('img', { name: 'Avatar of Ayşe Yılmaz' })).toHaveTextContent('AY');
    expect(screen.getByTestId('profile-block')).toHaveTextContent('777');
  });

  it('the /dashboard route renders the overview with the menu', async () => {
    signIn({ name: 'Ayşe Yılmaz' });
    fakeApi({
      'POST customer/notification': { data: [] },
      'GET casino/recent': { data: [] },
      'GET transaction/summary': {
        data: { deposits: 0, withdrawals: 0, netDeposits: 0, months: 12, staked: 0, won: 0, netResult: 0 },
      },
    });
    const Page = remote.routes.find((r) => r.path === '/dashboard')!.component;
    renderAccount(<Page />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account menu' })).toBeInTheDocument();
    // Recently played says so when the player has opened nothing yet.
    expect(
      await screen.findByText('You have not opened any games yet. The games you open will appear here.'),
    ).toBeInTheDocument();
  });
});
