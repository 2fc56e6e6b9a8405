import { bus } from '../bus';
import { sessionStore } from './store';
import { startBalancePolling } from './balance';

jest.mock('../api', () => ({ api: { get: jest.fn() } }));
const { api } = jest.requireMock('../api') as { api: { get: jest.Mock } };

const login = () => sessionStore.getState().login({ token: 't', username: 'demo' });
const flush = () => new Promise((r) => jest.requireActual<typeof import('timers')>('timers').setImmediate(r));

beforeEach(() => {
  jest.useFakeTimers();
  api.get.mockReset();
  sessionStore.getState().clear();
});
afterEach(() => jest.useRealTimers());

describe('balance polling', () => {
  it('fetches at once when logged in and then every 3000 ms', async () => {
    api.get.mockResolvedValue({ data: { balance: 10 }, message: '' });
    login();
    const stop = startBalancePolling(3000);
    await flush();
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().balance).toBe(10);
    await jest.advanceTimersByTimeAsync(3000);
    expect(api.get).toHaveBeenCalledTimes(2);
    stop();
  });

  it('never has two requests in flight, even when money moves mid-request', async () => {
    let resolve: (v: unknown) => void = () => {};
    api.get.mockImplementation(() => new Promise((r) => (resolve = r)));
    login();
    const stop = startBalancePolling(3000);
    bus.emit('wallet:changed', { reason: 'deposit' });
    bus.emit('wallet:changed', { reason: 'deposit' });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(api.get).toHaveBeenCalledTimes(1);
    resolve({ data: { balance: 5 }, message: '' });
    await flush();
    stop();
  });

  it('does not poll for visitors and stops after logout', async () => {
    api.get.mockResolvedValue({ data: { balance: 1 }, message: '' });
    const stop = startBalancePolling(3000);
    await jest.advanceTimersByTimeAsync(9000);
    expect(api.get).not.toHaveBeenCalled();
    login();
    await flush();
    expect(api.get).toHaveBeenCalledTimes(1);
    sessionStore.getState().clear();
    await jest.advanceTimersByTimeAsync(9000);
    expect(api.get).toHaveBeenCalledTimes(1);
    stop();
  });
});
