import { bus } from '../bus';
import { fakeApi, resetStores, signIn } from '../testing';
import { logout } from './logout';
import { sessionStore } from './store';

describe('logout', () => {
  beforeEach(() => {
    resetStores();
    signIn({ username: 'demo' });
  });

  it('tells the server, clears the session and announces a logout by the player', async () => {
    const api = fakeApi({ 'GET auth/logout': {} });
    const heard = jest.fn();
    const off = bus.on('auth:logout', heard);
    await logout();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.headers.authorization).toBe('Bearer test-token');
    expect(sessionStore.getState().hasLogin).toBe(false);
    expect(heard).toHaveBeenCalledWith({ reason: 'user' });
    off();
  });

  it('after a time-out ended every session on the server: no call, and no reload-type logout', async () => {
    const api = fakeApi({ 'GET auth/logout': {} });
    const heard = jest.fn();
    const off = bus.on('auth:logout', heard);
    await logout({ endedByServer: true });
    expect(api.calls).toHaveLength(0);
    expect(sessionStore.getState().hasLogin).toBe(false);
    expect(localStorage.getItem('authData')).toBeNull();
    expect(heard).toHaveBeenCalledWith({ reason: 'unauthorized' });
    off();
  });
});
