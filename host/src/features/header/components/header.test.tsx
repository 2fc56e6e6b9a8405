import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractSchema as s, defineWidget, type RemoteModule } from '@playhub/shared/contracts';
import { setUnreadNotifications } from '@playhub/shared/session';
import { resetStores } from '@playhub/shared/testing';
import { uiStore } from '@playhub/shared/ui';
import { bootstrapFixture } from '@/test/fixtures';
import { fakeRegistry, renderHost } from '@/test/render-host';
import { showsNotificationBell } from '../model/site-variant';
import { searchRoute } from '../model/search-route';
import { quickLinks } from '../model/quick-links';
import { Header } from './header';

function setWidth(width: number) {
  window.matchMedia = ((query: string) => ({
    matches: /min-width: (\d+)px/.test(query) ? width >= Number(/min-width: (\d+)px/.exec(query)![1]) : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const notifications: RemoteModule = {
  name: 'notifications',
  widgets: {
    'notifications/bell': defineWidget({
      props: s.object({}),
      component: () => <button type="button">bell</button>,
    }),
  },
};
const registry = fakeRegistry({ notifications });
const productVariant = bootstrapFixture({
  siteOption: [{ key: 'siteVariant', value: 'product', status: true }],
});

function renderHeader(
  opts: {
    session?: object | null;
    bootstrap?: ReturnType<typeof bootstrapFixture> | null;
    route?: string;
  } = {},
) {
  return renderHost(
    <Header mainNav={<nav aria-label="main menu stub" />} compactNav={<nav aria-label="compact stub" />} />,
    {
      registry,
      bootstrap: opts.bootstrap === undefined ? bootstrapFixture() : opts.bootstrap,
      session: opts.session as never,
      route: opts.route,
    },
  );
}

describe('desktop', () => {
  beforeEach(() => setWidth(1280));

  it('a visitor sees Login and Register, which open their dialogs', async () => {
    renderHeader({ session: null });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(uiStore.getState().dialog?.id).toBe('account/login');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(uiStore.getState().dialog?.id).toBe('account/register');
    expect(screen.getByRole('link', { name: 'playhub home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('has the call-request button, the Requirements §2 links and quick links per site settings', async () => {
    renderHeader({ session: null });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Sports' })).toHaveAttribute('href', '/spor');
    expect(within(banner).getByRole('link', { name: 'Bonus Talep' })).toHaveAttribute(
      'href',
      '/dashboard/claim-bonus',
    );
    expect(within(banner).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    // liveTvUrl has status false in the fixture: its icon is hidden.
    expect(within(banner).getByRole('link', { name: /Telegram/ })).toHaveAttribute('target', '_blank');
    expect(within(banner).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/905551112233',
    );
    expect(within(banner).queryByRole('link', { name: /Live TV/ })).not.toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Call Request' }));
    expect(uiStore.getState().dialog?.id).toBe('account/call-request');
  });

  it('a player sees the bell, balance and Deposit; login-conditional content updates live', async () => {
    renderHeader({ session: { balance: 1250.5 } });
    expect(await screen.findByRole('button', { name: 'bell' })).toBeInTheDocument();
    expect(screen.getByTestId('balance')).toHaveTextContent('₺1,250.50');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/dashboard/deposit');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    act(() => resetStores());
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByTestId('balance')).not.toBeInTheDocument();
  });

  it('the {product} variant hides the bell and shows the unread badge on the user button (capped 9+)', async () => {
    renderHeader({ session: {}, bootstrap: productVariant });
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'bell' })).not.toBeInTheDocument();
    // The count is the page's one notification status, which the notifications vertical keeps.
    act(() => setUnreadNotifications(3));
    expect(screen.getByTestId('user-button')).toHaveTextContent('3');
    act(() => setUnreadNotifications(9));
    expect(screen.getByTestId('user-button')).toHaveTextContent('9+');
    act(() => setUnreadNotifications(0));
    expect(screen.getByTestId('user-button')).not.toHaveTextContent(/\d/);
  });

  it('the search goes to live casino on live casino pages, else to slots', () => {
    renderHeader({ route: '/casino/live' });
    expect(screen.getByRole('link', { name: 'Search games' })).toHaveAttribute('href', '/casino/live');
    expect(searchRoute('/casino/slot')).toBe('/casino/slot');
    expect(searchRoute('/')).toBe('/casino/slot');
    expect(searchRoute('/casino/live/roulette')).toBe('/casino/live');
  });
});

describe('mobile', () => {
  beforeEach(() => setWidth(390));

  it('the hamburger opens the sidebar menu; a visitor’s user button opens login', async () => {
    renderHeader({ session: null });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(uiStore.getState().sidebarOpen).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'My account' }));
    expect(uiStore.getState().dialog?.id).toBe('account/login');
    expect(screen.getByRole('navigation', { name: 'compact stub' })).toBeInTheDocument();
  });

  it('a player’s user button toggles the profile side panel', async () => {
    renderHeader({ session: {} });
    const button = screen.getByRole('button', { name: 'My account' });
    await userEvent.click(button);
    expect(uiStore.getState().profilePanelOpen).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(button);
    expect(uiStore.getState().profilePanelOpen).toBe(false);
  });
});

describe('site settings with missing or bad keys', () => {
  it('fall back to sensible defaults', () => {
    expect(showsNotificationBell(null)).toBe(true);
    expect(
      showsNotificationBell(
        bootstrapFixture({ siteOption: [{ key: 'siteVariant', value: 'product', status: false }] }),
      ),
    ).toBe(true);
    expect(quickLinks(null)).toEqual([]);
    expect(
      quickLinks(
        bootstrapFixture({
          siteOption: [{ key: 'telegramUrl', value: 'javascript:alert(1)', status: true }],
        }),
      ),
    ).toEqual([]);
  });

  it('a failed bootstrap still renders the header', () => {
    setWidth(1280);
    renderHeader({ bootstrap: null, session: null });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
