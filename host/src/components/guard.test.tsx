import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@playhub/shared/router';
import { bus } from '@playhub/shared/bus';
import { uiStore } from '@playhub/shared/ui';
import { act } from '@testing-library/react';
import { useLocation, useNavigate } from '@playhub/shared/router';
import { useEffect } from 'react';
import { continueAfterLogin } from '@/app/routing/intended-path';
import { renderHost } from '@/test/render-host';
import { allowNavigation, requiresLogin } from './guard';
import { GuardedLink } from './guarded-link';

it('only dashboard paths and the casino’s favourites and game links need a login', () => {
  expect(requiresLogin('/casino/open/aviator?name=Aviator')).toBe(true);
  expect(requiresLogin('/casino/play/abc')).toBe(true);
  expect(requiresLogin('/casino/favorites')).toBe(true);
  expect(requiresLogin('/casino/slot')).toBe(false);
  expect(requiresLogin('/dashboard')).toBe(true);
  expect(requiresLogin('/dashboard/deposit')).toBe(true);
  expect(requiresLogin('/dashboards')).toBe(false);
  expect(requiresLogin('/promotions')).toBe(false);
});

it('allowNavigation opens login for visitors on dashboard links only', () => {
  expect(allowNavigation('/promotions')).toBe(true);
  expect(uiStore.getState().dialog).toBeNull();
  expect(allowNavigation('/dashboard/deposit')).toBe(false);
  expect(uiStore.getState().dialog?.id).toBe('account/login');
});

function renderLink(session?: object | null) {
  return renderHost(
    <Routes>
      <Route path="/casino/slot" element={<GuardedLink to="/dashboard/deposit">Deposit</GuardedLink>} />
      <Route path="/dashboard/deposit" element={<p>deposit page</p>} />
    </Routes>,
    { route: '/casino/slot', session: session as never },
  );
}

it('a visitor clicking Deposit gets the login dialog and stays on the page', async () => {
  renderLink(null);
  await userEvent.click(screen.getByRole('link', { name: 'Deposit' }));
  expect(uiStore.getState().dialog?.id).toBe('account/login');
  expect(screen.queryByText('deposit page')).not.toBeInTheDocument();
});

it('a player clicking Deposit goes to /dashboard/deposit', async () => {
  renderLink({});
  await userEvent.click(screen.getByRole('link', { name: 'Deposit' }));
  expect(screen.getByText('deposit page')).toBeInTheDocument();
  expect(uiStore.getState().dialog).toBeNull();
});

function Continue() {
  const navigate = useNavigate();
  useEffect(() => continueAfterLogin(navigate), [navigate]);
  const { pathname, search, state } = useLocation();
  return <output aria-label="at">{`${pathname}${search} ${JSON.stringify(state)}`}</output>;
}

it('a visitor’s game link keeps them on the page and, after the login, opens the game from there (issue 33)', async () => {
  renderHost(
    <>
      <Continue />
      <Routes>
        <Route
          path="/casino/slot"
          element={<GuardedLink to="/casino/open/aviator?name=Aviator">Aviator</GuardedLink>}
        />
        <Route path="/casino/open/*" element={<p>opening the game</p>} />
      </Routes>
    </>,
    { route: '/casino/slot?page=2', session: null as never },
  );
  await userEvent.click(screen.getByRole('link', { name: 'Aviator' }));
  expect(uiStore.getState().dialog?.id).toBe('account/login');
  expect(screen.getByRole('status', { name: 'at' })).toHaveTextContent('/casino/slot?page=2');
  act(() => bus.emit('auth:login', { username: 'demo' }));
  expect(screen.getByText('opening the game')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'at' })).toHaveTextContent(
    '/casino/open/aviator?name=Aviator {"returnTo":"/casino/slot?page=2"}',
  );
});
