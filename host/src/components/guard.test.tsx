import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@playhub/shared/router';
import { uiStore } from '@playhub/shared/ui';
import { renderHost } from '@/test/render-host';
import { allowNavigation, requiresLogin } from './guard';
import { GuardedLink } from './guarded-link';

it('only dashboard paths need a login', () => {
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
