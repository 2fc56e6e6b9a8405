import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@playhub/shared/router';
import { resetStores } from '@playhub/shared/testing';
import { uiStore } from '@playhub/shared/ui';
import { fakeRegistry, renderHost } from '@/test/render-host';
import { bottomBarMenu, compactMenu, mainMenu } from '../model/menu-items';
import { activeItemId } from '../model/active-item';
import { runMenuItem } from '../model/run-menu-item';
import { BottomBar } from './bottom-bar';
import { MenuEntry } from './menu-entry';
import { LeftMenu } from './left-menu';
import { TopMenu } from './top-menu';

it('the top menu lists the Requirements §2 entries in order, linking where it says', () => {
  renderHost(<TopMenu />);
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  const names = within(nav)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(names).toEqual([
    'Sports',
    'Live Bettings',
    'E-sports',
    'Casino',
    'Live Casino',
    'Sanal',
    'Bingo',
    'Games',
    'Tv Games',
    'Promotions',
    'Bonus Talep',
    'Call Request',
  ]);
  expect(within(nav).getByRole('link', { name: 'Live Casino' })).toHaveAttribute('href', '/casino/live');
  expect(within(nav).getByRole('link', { name: 'Tv Games' })).toHaveAttribute('href', '/casino/tvbets');
  expect(within(nav).getByRole('button', { name: 'Call Request' })).toBeInTheDocument();
});

it('the compact menu adds Aviator; the bottom bar has its five entries', () => {
  expect(compactMenu.map((m) => m.id)).toEqual([
    ...mainMenu.slice(0, 5).map((m) => m.id),
    'aviator',
    ...mainMenu.slice(5).map((m) => m.id),
  ]);
  expect(bottomBarMenu.map((m) => m.id)).toEqual(['deposit', 'spor', 'support', 'l-casino', 'promotions']);
});

it('marks the most specific entry as current', () => {
  expect(activeItemId(mainMenu, '/spor/fcg')).toBe('virtual');
  expect(activeItemId(mainMenu, '/spor')).toBe('sports');
  expect(activeItemId(mainMenu, '/casino/live/roulette')).toBe('live-casino');
  expect(activeItemId(mainMenu, '/')).toBeNull();
});

it('choosing an entry closes the profile sidebar and the sidebar menu', () => {
  uiStore.setState({ sidebarOpen: true, profilePanelOpen: true });
  runMenuItem(mainMenu[0]!);
  expect(uiStore.getState()).toMatchObject({ sidebarOpen: false, profilePanelOpen: false });
});

it('Call Request opens the call-request form; Support opens live chat', () => {
  const chat = jest.fn();
  const off = uiStore.subscribe((state, previous) => {
    if (state.chatRequests > previous.chatRequests) chat();
  });
  runMenuItem(mainMenu.find((m) => m.id === 'call-request')!);
  expect(uiStore.getState().dialog?.id).toBe('account/call-request');
  expect(chat).not.toHaveBeenCalled();
  runMenuItem(bottomBarMenu.find((m) => m.id === 'support')!);
  expect(chat).toHaveBeenCalledTimes(1);
  off();
});

it('Aviator is a link to the casino’s open-a-game URL, returning to the page it was chosen on', async () => {
  const aviator = compactMenu.find((m) => m.id === 'aviator')!;
  expect(aviator.url).toBe('/casino/open?name=Aviator');
  function Opened() {
    return <p>open {JSON.stringify(useLocation().state)}</p>;
  }
  renderHost(
    <>
      <MenuEntry item={aviator} />
      <Routes>
        <Route path="/spor" element={null} />
        <Route path="/casino/open" element={<Opened />} />
      </Routes>
    </>,
    // A player: a visitor gets the login form first (the game link is guarded, issue 33).
    { route: '/spor?x=1', session: {} as never },
  );
  await userEvent.click(screen.getByRole('link', { name: 'Aviator' }));
  expect(screen.getByText('open {"returnTo":"/spor?x=1"}')).toBeInTheDocument();
});

it('left menu: tiles navigate and close the sidebar; the language dropdown cannot be cleared', async () => {
  uiStore.setState({ sidebarOpen: true });
  renderHost(
    <>
      <LeftMenu />
      <Routes>
        <Route path="/" element={null} />
        <Route path="/casino/bingo" element={<p>bingo page</p>} />
      </Routes>
    </>,
  );
  const select = screen.getByRole('combobox', { name: 'Language' });
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['English', 'Turkish']);
  expect(within(select).queryByRole('option', { name: '' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Bingo' }));
  expect(screen.getByText('bingo page')).toBeInTheDocument();
  expect(uiStore.getState().sidebarOpen).toBe(false);
});

it('bottom bar: Deposit opens login for a visitor and goes to /dashboard/deposit for a player', async () => {
  const view = (session: object | null) =>
    renderHost(
      <>
        <BottomBar />
        <Routes>
          <Route path="/" element={<p>home</p>} />
          <Route path="/dashboard/deposit" element={<p>deposit page</p>} />
        </Routes>
      </>,
      { session: session as never, registry: fakeRegistry() },
    );
  const visitor = view(null);
  await userEvent.click(screen.getByRole('link', { name: 'Deposit' }));
  expect(uiStore.getState().dialog?.id).toBe('account/login');
  expect(screen.queryByText('deposit page')).not.toBeInTheDocument();
  visitor.unmount();
  resetStores();
  view({});
  await userEvent.click(screen.getByRole('link', { name: 'Deposit' }));
  expect(screen.getByText('deposit page')).toBeInTheDocument();
});
