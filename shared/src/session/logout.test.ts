import { bus } from '../bus';
import { resetStores, signIn } from '../testing';
import { logout } from './logout';
import { sessionStore } from './store';

describe('logout', () => {
  beforeEach(() => {
    resetStores();
    signIn({ username: 'demo' });
  });

  it('tells the server, clears the session and announces a logout by the player', async () => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ success: true, message: '', data: null }),
    }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const heard = jest.fn();
    const off = bus.on('auth:logout', heard);
    await logout();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().hasLogin).toBe(false);
    expect(heard).toHaveBeenCalledWith({ reason: 'user' });
    off();
  });

  it('after a time-out ended every session on the server: no call, and no reload-type logout', async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const heard = jest.fn();
    const off = bus.on('auth:logout', heard);
    await logout({ endedByServer: true });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStore.getState().hasLogin).toBe(false);
    expect(localStorage.getItem('authData')).toBeNull();
    expect(heard).toHaveBeenCalledWith({ reason: 'unauthorized' });
    off();
  });
});
