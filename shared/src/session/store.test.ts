import { storageKeys } from '../storage';
import { createSessionStore } from './store';

const authData = {
  token: 't',
  username: 'demo',
  usercode: 1001,
  name: 'Demo Player',
  balance: 50,
  phone: '905551112233',
  smsVerified: false,
};

beforeEach(() => localStorage.clear());

describe('session store', () => {
  it('starts logged out without stored authData', () => {
    const store = createSessionStore();
    expect(store.getState()).toMatchObject({ hasLogin: false, balance: null, userName: '', userCode: '' });
  });

  it('restores a stored session on load (Requirements §4)', () => {
    localStorage.setItem(storageKeys.authData, JSON.stringify(authData));
    const store = createSessionStore();
    expect(store.getState()).toMatchObject({
      hasLogin: true,
      userName: 'Demo Player',
      userCode: '1001',
      balance: 50,
    });
  });

  it('treats corrupt authData as logged out and removes it', () => {
    localStorage.setItem(storageKeys.authData, '{"token":');
    expect(createSessionStore().getState().hasLogin).toBe(false);
    localStorage.setItem(storageKeys.authData, JSON.stringify({ token: '', username: 'x' }));
    expect(createSessionStore().getState().hasLogin).toBe(false);
    expect(localStorage.getItem(storageKeys.authData)).toBeNull();
  });

  it('login stores authData; clear removes it; updateAuthData merges (phone verification)', () => {
    const store = createSessionStore();
    store.getState().login({ ...authData, usercode: '1001' });
    expect(JSON.parse(localStorage.getItem(storageKeys.authData)!)).toMatchObject({ token: 't' });
    store.getState().updateAuthData({ phone: '905559998877', smsVerified: true });
    expect(store.getState().authData).toMatchObject({ phone: '905559998877', smsVerified: true, token: 't' });
    expect(JSON.parse(localStorage.getItem(storageKeys.authData)!)).toMatchObject({ smsVerified: true });
    store.getState().clear();
    expect(store.getState().hasLogin).toBe(false);
    expect(localStorage.getItem(storageKeys.authData)).toBeNull();
  });

  it('phone verification (updateAuthData) keeps the money known now, not the balance of login time', () => {
    const store = createSessionStore();
    store.getState().login({ ...authData, usercode: '1001' });
    store.getState().setWallet({ balance: 80, withdrawable: 30, held: 0, bonus: 50, wagering: null });
    store.getState().updateAuthData({ smsVerified: true });
    expect(store.getState()).toMatchObject({ balance: 80, withdrawable: 30, bonus: 50 });
  });
});
