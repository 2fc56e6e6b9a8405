import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from '@playhub/shared/router';
import { renderHost } from '@/test/render-host';
import { WithdrawOnly } from './withdraw-only';

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderAt(route: string, access?: 'full' | 'withdraw') {
  return renderHost(
    <>
      <WithdrawOnly>
        <Routes>
          <Route path="*" element={<p>vertical page</p>} />
        </Routes>
      </WithdrawOnly>
      <Where />
    </>,
    { route, session: { username: 'demo', ...(access ? { access } : {}) } },
  );
}

describe('a withdrawal-only session (a player on a break, issue 28)', () => {
  it.each(['/', '/casino/slot', '/casino/play/amusnet/1', '/spor', '/dashboard/bonuses', '/promotions'])(
    'is sent from %s to the withdraw page',
    (route) => {
      renderAt(route, 'withdraw');
      expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent(/^\/dashboard\/withdraw$/);
    },
  );

  it.each([
    '/dashboard/withdraw',
    '/dashboard/deposit',
    '/dashboard/financial-activities',
    '/dashboard/game-history',
  ])('opens %s (the wallet and the histories)', (route) => {
    renderAt(route, 'withdraw');
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent(route);
    expect(screen.getByText('vertical page')).toBeInTheDocument();
  });

  it('a full session goes anywhere', () => {
    renderAt('/casino/slot', 'full');
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/casino/slot');
  });
});
