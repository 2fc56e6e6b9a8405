import { screen } from '@testing-library/react';
import { Route, Routes } from '@playhub/shared/router';
import { resetStores } from '@playhub/shared/testing';
import { uiStore } from '@playhub/shared/ui';
import { bus } from '@playhub/shared/bus';
import { renderHost } from '@/test/render-host';
import { continueAfterLogin } from './intended-path';
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

beforeEach(() => resetStores());

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

it('after login the visitor continues to the guarded page', () => {
  const navigate = jest.fn();
  const off = continueAfterLogin(navigate);
  renderGuarded('/dashboard/bonuses', null);
  bus.emit('auth:login', { username: 'demo' });
  expect(navigate).toHaveBeenCalledWith('/dashboard/bonuses');
  off();
});
