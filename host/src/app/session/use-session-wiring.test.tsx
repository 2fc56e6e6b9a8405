import { act } from '@testing-library/react';
import { bus } from '@playhub/shared/bus';
import { useLocation } from '@playhub/shared/router';
import { sessionStore } from '@playhub/shared/session';
import { fakeApi } from '@playhub/shared/testing';
import { uiStore } from '@playhub/shared/ui';
import { renderHost } from '@/test/render-host';
import { forgetIntendedPathOnDismiss } from '../routing/intended-path';
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

  it('a session the page ended after the server (time-out, self-exclusion) goes home without a login form', () => {
    fakeApi({ 'GET user/balance': { data: null } });
    const view = renderHost(<Wiring />, { route: '/casino/slot', session: { username: 'demo' } });
    act(() => bus.emit('auth:logout', { reason: 'unauthorized' }));
    expect(uiStore.getState().dialog).toBeNull();
    expect(view.getByRole('status', { name: 'path' })).toHaveTextContent('/');
  });
});

describe('session wiring: a session ended elsewhere (issue 33)', () => {
  it('says so on the public page the player is on, and after the login reopens the dialog that was open', () => {
    fakeApi({ 'GET user/balance': { data: null } });
    const view = renderHost(<Wiring />, { route: '/casino/slot', session: { username: 'demo' } });
    act(() => uiStore.getState().openDialog('wallet/deposit-modal', { title: 'Deposit' }));
    act(() => sessionStore.getState().clear()); // as the API client does before it tells
    act(() => bus.emit('auth:logout', { reason: 'ended' }));
    expect(uiStore.getState().dialog).toMatchObject({ id: 'account/login', params: { reason: 'ended' } });
    expect(view.getByRole('status', { name: 'path' })).toHaveTextContent('/casino/slot');

    act(() => bus.emit('auth:login', { username: 'demo' }));
    expect(uiStore.getState().dialog).toMatchObject({
      id: 'wallet/deposit-modal',
      params: { title: 'Deposit' },
    });
    expect(view.getByRole('status', { name: 'path' })).toHaveTextContent('/casino/slot');
  });

  it('forgets the place when the player closes the login form instead', () => {
    fakeApi({ 'GET user/balance': { data: null } });
    const stopForgetting = forgetIntendedPathOnDismiss(); // the dialog manager's
    renderHost(<Wiring />, { route: '/casino/slot', session: { username: 'demo' } });
    act(() => uiStore.getState().openDialog('wallet/deposit-modal', undefined));
    act(() => sessionStore.getState().clear()); // as the API client does before it tells
    act(() => bus.emit('auth:logout', { reason: 'ended' }));
    act(() => uiStore.getState().closeDialogs());
    act(() => bus.emit('auth:login', { username: 'demo' }));
    expect(uiStore.getState().dialog).toBeNull();
    stopForgetting();
  });
});
