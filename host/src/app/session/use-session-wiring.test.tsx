import { act } from '@testing-library/react';
import { bus } from '@playhub/shared/bus';
import { useLocation } from '@playhub/shared/router';
import { fakeApi } from '@playhub/shared/testing';
import { uiStore } from '@playhub/shared/ui';
import { renderHost } from '@/test/render-host';
import { useSessionWiring } from './use-session-wiring';

function Wiring() {
  useSessionWiring();
  return <output aria-label="path">{useLocation().pathname}</output>;
}

describe('session wiring: a session that expired (issue 28)', () => {
  it('asks the player to log in again with the reason, on the page they were on', async () => {
    fakeApi({
      'GET user/balance': { status: 401, success: false, message: 'Expired', data: { reason: 'expired' } },
    });
    const view = renderHost(<Wiring />, { route: '/casino/slot', session: { username: 'demo' } });
    act(() => bus.emit('auth:logout', { reason: 'expired' }));
    expect(uiStore.getState().dialog).toMatchObject({ id: 'account/login', params: { reason: 'expired' } });
    expect(view.getByRole('status', { name: 'path' })).toHaveTextContent('/casino/slot');
  });

  it('a session ended otherwise goes home without a login form', () => {
    fakeApi({ 'GET user/balance': { data: null } });
    const view = renderHost(<Wiring />, { route: '/casino/slot', session: { username: 'demo' } });
    act(() => bus.emit('auth:logout', { reason: 'unauthorized' }));
    expect(uiStore.getState().dialog).toBeNull();
    expect(view.getByRole('status', { name: 'path' })).toHaveTextContent('/');
  });
});
