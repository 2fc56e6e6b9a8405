import { act, screen } from '@testing-library/react';
import { Route, Routes } from '@playhub/shared/router';
import { uiStore } from '@playhub/shared/ui';
import { bus } from '@playhub/shared/bus';
import { sessionStore } from '@playhub/shared/session';
import { renderHost } from '@/test/render-host';
import { continueAfterLogin, forgetIntendedPathOnDismiss } from './intended-path';
import { RequireAuth } from './require-auth';

const dashboardRoutes = [
  '/dashboard',
  '/dashboard/account',
  '/dashboard/phone-verification',
  '/dashboard/deposit',
  '/dashboard/withdraw',
  '/dashboard/change-password',
  '/dashboard/financial-activities',
  '/dashboard/game-history',
  '/dashboard/claim-bonus',
  '/dashboard/bonuses',
  '/dashboard/session-history',
  '/dashboard/player-protection',
];

function renderGuarded(route: string, session?: null | object) {
  return renderHost(
    <Routes>
      <Route path="/" element={<p>home page</p>} />
      <Route
        path="/dashboard/*"
        element={
          <RequireAuth>
            <p>private page</p>
          </RequireAuth>
        }
      />
    </Routes>,
    { route, session: session as never },
  );
}

it.each(dashboardRoutes)('a visitor on %s gets the login form and stays out', (route) => {
  renderGuarded(route, null);
  expect(uiStore.getState().dialog?.id).toBe('account/login');
  expect(screen.queryByText('private page')).not.toBeInTheDocument();
  expect(screen.getByText('home page')).toBeInTheDocument();
});

it('a player sees the page and no dialog opens', () => {
  renderGuarded('/dashboard/account', {});
  expect(screen.getByText('private page')).toBeInTheDocument();
  expect(uiStore.getState().dialog).toBeNull();
});

it('a session that ends on a guarded page leaves it without asking for a login (issue 20: a time-out)', () => {
  renderGuarded('/dashboard/player-protection', {});
  expect(screen.getByText('private page')).toBeInTheDocument();
  act(() => sessionStore.getState().clear());
  expect(screen.getByText('home page')).toBeInTheDocument();
  expect(uiStore.getState().dialog).toBeNull();
});

it('after login the visitor continues to the guarded page', () => {
  const navigate = jest.fn();
  const off = continueAfterLogin(navigate);
  renderGuarded('/dashboard/bonuses', null);
  bus.emit('auth:login', { username: 'demo' });
  expect(navigate).toHaveBeenCalledWith('/dashboard/bonuses');
  off();
});

it('closing the login dialog without logging in forgets the guarded page (issue 17.12)', () => {
  const navigate = jest.fn();
  const off = continueAfterLogin(navigate);
  const offForget = forgetIntendedPathOnDismiss();
  renderGuarded('/dashboard/bonuses', null);
  expect(uiStore.getState().dialog?.id).toBe('account/login');
  uiStore.getState().closeDialogs();
  // Later the visitor logs in from the header: they stay where they are.
  uiStore.getState().openDialog('account/login');
  bus.emit('auth:login', { username: 'demo' });
  expect(navigate).not.toHaveBeenCalled();
  offForget();
  off();
});

it('a registration that ends the dialogs still continues to the guarded page', () => {
  const navigate = jest.fn();
  const off = continueAfterLogin(navigate);
  const offForget = forgetIntendedPathOnDismiss();
  renderGuarded('/dashboard/bonuses', null);
  sessionStore.getState().login({ token: 't', username: 'newbie' });
  uiStore.getState().closeDialogs();
  bus.emit('auth:login', { username: 'newbie' });
  expect(navigate).toHaveBeenCalledWith('/dashboard/bonuses');
  offForget();
  off();
});
