import { bus } from '../bus';
import { queryClient } from '../query';
import { sessionStore } from './store';
import { balanceQueryKey, refreshBalance, startBalancePolling } from './balance';

jest.mock('../api', () => ({ api: { get: jest.fn() } }));
const { api } = jest.requireMock('../api') as { api: { get: jest.Mock } };

const login = () => sessionStore.getState().login({ token: 't', username: 'demo' });
const flush = () => new Promise((r) => jest.requireActual<typeof import('timers')>('timers').setImmediate(r));
const wallet = (balance: number, more: Record<string, unknown> = {}) => ({
  data: { balance, withdrawable: balance, held: 0, bonus: 0, wagering: null, ...more },
  message: '',
});

beforeEach(() => {
  jest.useFakeTimers();
  api.get.mockReset();
  queryClient.clear();
  sessionStore.getState().clear();
});
afterEach(() => jest.useRealTimers());

describe('balance polling', () => {
  it('fetches at once when logged in and then every 3000 ms', async () => {
    api.get.mockResolvedValue(wallet(10));
    login();
    const stop = startBalancePolling(3000);
    await flush();
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().balance).toBe(10);
    await jest.advanceTimersByTimeAsync(3000);
    expect(api.get).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps withdrawable, held, bonus and wagering; the header balance stays `balance`', async () => {
    const wagering = { required: 500, wagered: 120 };
    api.get.mockResolvedValue(wallet(650, { withdrawable: 400, held: 200, bonus: 50, wagering }));
    login();
    const stop = startBalancePolling(3000);
    await flush();
    expect(sessionStore.getState()).toMatchObject({
      balance: 650,
      withdrawable: 400,
      held: 200,
      bonus: 50,
      wagering,
    });
    sessionStore.getState().clear();
    expect(sessionStore.getState()).toMatchObject({
      withdrawable: null,
      held: null,
      bonus: null,
      wagering: null,
    });
    stop();
  });

  it('never has two requests in flight; an answer older than a money movement is asked again', async () => {
    const answers: Array<(v: unknown) => void> = [];
    api.get.mockImplementation(() => new Promise((r) => answers.push(r)));
    login();
    const stop = startBalancePolling(3000);
    // A withdrawal lands while the poll is in flight: its answer (the old balance) must not win.
    sessionStore.getState().setBalance(600);
    bus.emit('wallet:changed', { reason: 'withdraw' });
    bus.emit('wallet:changed', { reason: 'withdraw' });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(api.get).toHaveBeenCalledTimes(1);
    answers[0]!(wallet(1000));
    await flush();
    expect(sessionStore.getState().balance).toBe(600);
    expect(api.get).toHaveBeenCalledTimes(2);
    answers[1]!(wallet(600, { withdrawable: 600, held: 400 }));
    await flush();
    expect(sessionStore.getState()).toMatchObject({ balance: 600, held: 400 });
    stop();
  });

  it('a live deposit, withdrawal or bonus notification refreshes at once; other notifications do not', async () => {
    api.get.mockResolvedValue(wallet(10));
    login();
    const stop = startBalancePolling(3000);
    await flush();
    const live = (type: number) =>
      bus.emit('live:message', {
        cmd: 'Notification',
        message: { id: 1, title: 't', note: 'n', type, timeStamp: '2025-01-01T10:00:00', isRead: false },
      });
    live(5);
    await flush();
    expect(api.get).toHaveBeenCalledTimes(1);
    live(1);
    await flush();
    expect(api.get).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not poll for visitors and stops after logout', async () => {
    api.get.mockResolvedValue(wallet(1));
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

  it('keeps the answer in the query cache and drops it on logout', async () => {
    api.get.mockResolvedValue(wallet(42));
    login();
    const stop = startBalancePolling(3000);
    await flush();
    expect(queryClient.getQueryData(balanceQueryKey)).toMatchObject({ balance: 42 });
    sessionStore.getState().clear();
    expect(queryClient.getQueryData(balanceQueryKey)).toBeUndefined();
    stop();
  });

  it('a wallet:changed fact invalidates the query and refetches at once', async () => {
    api.get.mockResolvedValue(wallet(10));
    login();
    const stop = startBalancePolling(3000);
    await flush();
    api.get.mockResolvedValue(wallet(25));
    bus.emit('wallet:changed', { reason: 'deposit' });
    await flush();
    expect(api.get).toHaveBeenCalledTimes(2);
    expect(sessionStore.getState().balance).toBe(25);
    stop();
  });

  it('refreshBalance joins a poll in flight instead of sending a second request', async () => {
    const answers: Array<(v: unknown) => void> = [];
    api.get.mockImplementation(() => new Promise((r) => answers.push(r)));
    login();
    const stop = startBalancePolling(3000);
    const refreshed = refreshBalance();
    expect(api.get).toHaveBeenCalledTimes(1);
    answers[0]!(wallet(77));
    await refreshed;
    expect(sessionStore.getState().balance).toBe(77);
    stop();
  });

  it('a failed poll keeps the last value and the next tick asks again', async () => {
    api.get.mockResolvedValueOnce(wallet(10)).mockRejectedValueOnce(new Error('down'));
    login();
    const stop = startBalancePolling(3000);
    await flush();
    await jest.advanceTimersByTimeAsync(3000);
    expect(api.get).toHaveBeenCalledTimes(2);
    expect(sessionStore.getState().balance).toBe(10);
    api.get.mockResolvedValue(wallet(11));
    await jest.advanceTimersByTimeAsync(3000);
    expect(api.get).toHaveBeenCalledTimes(3);
    expect(sessionStore.getState().balance).toBe(11);
    stop();
  });

  it('stop ends the polling', async () => {
    api.get.mockResolvedValue(wallet(1));
    login();
    const stop = startBalancePolling(3000);
    await flush();
    stop();
    await jest.advanceTimersByTimeAsync(9000);
    expect(api.get).toHaveBeenCalledTimes(1);
  });
});
