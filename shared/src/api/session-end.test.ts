import { bus } from '../bus';
import { sessionStore } from '../session/store';
import { fakeApi, resetStores, signIn } from '../testing';
import { api } from './index';

describe('a session the server no longer accepts', () => {
  beforeEach(() => {
    resetStores();
    signIn({ username: 'demo' });
  });

  it.each([
    [{ reason: 'expired' }, 'expired'],
    [null, 'ended'],
  ])('401 with data %p ends the session here as %s', async (data, reason) => {
    fakeApi({ 'GET user/balance': { status: 401, success: false, message: 'No', data } });
    const heard = jest.fn();
    const off = bus.on('auth:logout', heard);
    await expect(api.get('user/balance')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getState().hasLogin).toBe(false);
    expect(heard).toHaveBeenCalledWith({ reason });
    off();
  });
});
