import { bus } from '../bus';
import { queryClient } from '../query';
import { fakeApi, type ApiReply, type FakeApi } from '../testing';
import { sessionStore } from './store';
import { balanceQueryKey, refreshBalance, startBalancePolling } from './balance';

const login = () => sessionStore.getState().login({ token: 't', username: 'demo' });
// One real turn of the event loop: the fake API's answers need no more (the fake clock stays put).
const flush = () => new Promise((r) => jest.requireActual<typeof import('timers')>('timers').setImmediate(r));
const wallet = (balance: number, more: Record<string, unknown> = {}): ApiReply => ({
  data: { balance, withdrawable: balance, held: 0, bonus: 0, wagering: null, ...more },
});
/** An answer the test gives later: `answers[n]` settles the n-th request. */
const later = (answers: Array<(reply: ApiReply) => void>) => () =>
  new Promise<ApiReply>((resolve) => answers.push(resolve));

/** What `user/balance` answers next. */
let next: () => ApiReply | Promise<ApiReply>;
/** The `user/balance` requests sent. */
let polls: FakeApi;
beforeEach(() => {
  jest.useFakeTimers();
  queryClient.clear();
  sessionStore.getState().clear();
  polls = fakeApi({ 'GET user/balance': () => next() });
});
afterEach(() => jest.useRealTimers());

describe('balance polling', () => {
  it('fetches at once when logged in and then every 3000 ms', async () => {
    next = () => wallet(10);
    login();
    const stop = startBalancePolling(3000);
    await flush();
    expect(polls.calls).toHaveLength(1);
    expect(sessionStore.getState().balance).toBe(10);
    await jest.advanceTimersByTimeAsync(3000);
    expect(polls.calls).toHaveLength(2);
    stop();
  });

  it('keeps withdrawable, held, bonus and wagering; the header balance stays `balance`', async () => {
    const wagering = { required: 500, wagered: 120 };
    next = () => wallet(650, { withdrawable: 400, held: 200, bonus: 50, wagering });
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
    const answers: Array<(reply: ApiReply) => void> = [];
    next = later(answers);
    login();
    const stop = startBalancePolling(3000);
    // A withdrawal lands while the poll is in flight: its answer (the old balance) must not win.
    sessionStore.getState().setBalance(600);
    bus.emit('wallet:changed', { reason: 'withdraw' });
    bus.emit('wallet:changed', { reason: 'withdraw' });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(polls.calls).toHaveLength(1);
    answers[0]!(wallet(1000));
    await flush();
    expect(sessionStore.getState().balance).toBe(600);
    expect(polls.calls).toHaveLength(2);
    answers[1]!(wallet(600, { withdrawable: 600, held: 400 }));
    await flush();
    expect(sessionStore.getState()).toMatchObject({ balance: 600, held: 400 });
    stop();
  });

  it('a live deposit, withdrawal or bonus notification refreshes at once; other notifications do not', async () => {
    next = () => wallet(10);
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
    expect(polls.calls).toHaveLength(1);
    live(1);
    await flush();
    expect(polls.calls).toHaveLength(2);
    stop();
  });

  it('does not poll for visitors and stops after logout', async () => {
    next = () => wallet(1);
    const stop = startBalancePolling(3000);
    await jest.advanceTimersByTimeAsync(9000);
    expect(polls.calls).toHaveLength(0);
    login();
    await flush();
    expect(polls.calls).toHaveLength(1);
    sessionStore.getState().clear();
    await jest.advanceTimersByTimeAsync(9000);
    expect(polls.calls).toHaveLength(1);
    stop();
  });

  it('keeps the answer in the query cache and drops it on logout', async () => {
    next = () => wallet(42);
    login();
    const stop = startBalancePolling(3000);
    await flush();
    expect(queryClient.getQueryData(balanceQueryKey)).toMatchObject({ balance: 42 });
    sessionStore.getState().clear();
    expect(queryClient.getQueryData(balanceQueryKey)).toBeUndefined();
    stop();
  });

  it('a wallet:changed fact invalidates the query and refetches at once', async () => {
    next = () => wallet(10);
    login();
    const stop = startBalancePolling(3000);
    await flush();
    next = () => wallet(25);
    bus.emit('wallet:changed', { reason: 'deposit' });
    await flush();
    expect(polls.calls).toHaveLength(2);
    expect(sessionStore.getState().balance).toBe(25);
    stop();
  });

  it('refreshBalance joins a poll in flight instead of sending a second request', async () => {
    const answers: Array<(reply: ApiReply) => void> = [];
    next = later(answers);
    login();
    const stop = startBalancePolling(3000);
    const refreshed = refreshBalance();
    await flush();
    expect(polls.calls).toHaveLength(1);
    answers[0]!(wallet(77));
    await refreshed;
    expect(sessionStore.getState().balance).toBe(77);
    stop();
  });

  it('a failed poll keeps the last value and the next tick asks again', async () => {
    const replies = [wallet(10), { status: 503, success: false, message: 'down' }];
    next = () => replies.shift()!;
    login();
    const stop = startBalancePolling(3000);
    await flush();
    await jest.advanceTimersByTimeAsync(3000);
    expect(polls.calls).toHaveLength(2);
    expect(sessionStore.getState().balance).toBe(10);
    next = () => wallet(11);
    await jest.advanceTimersByTimeAsync(3000);
    expect(polls.calls).toHaveLength(3);
    expect(sessionStore.getState().balance).toBe(11);
    stop();
  });

  it('stop ends the polling', async () => {
    next = () => wallet(1);
    login();
    const stop = startBalancePolling(3000);
    await flush();
    stop();
    await jest.advanceTimersByTimeAsync(9000);
    expect(polls.calls).toHaveLength(1);
  });
});
