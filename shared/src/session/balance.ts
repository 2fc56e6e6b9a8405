import { api } from '../api';
import { bus } from '../bus';
import { NotificationType } from '../contracts/enums';
import { liveNotificationMessage } from '../contracts/notification';
import { balanceData } from '../contracts/transaction';
import { sessionStore } from './store';

// Counts money movements seen on this page. An answer to a request sent before the latest movement
// may predate it (e.g. a poll in flight while a withdrawal holds money) and is thrown away.
let movements = 0;

/** Live notifications that mean the balance changed on the server (a confirmed deposit, a bonus…). */
const moneyNotifications = new Set<number>([
  NotificationType.Deposit,
  NotificationType.Withdraw,
  NotificationType.Bonus,
]);

/** Fetches `user/balance` into the session; false when money moved meanwhile and it must be asked again. */
async function fetchBalance(): Promise<boolean> {
  if (!sessionStore.getState().hasLogin) return true;
  const seen = movements;
  try {
    const { data } = await api.get('user/balance', { schema: balanceData });
    if (seen !== movements) return false;
    sessionStore.getState().setWallet(data);
  } catch {
    /* the next tick retries; a 401 already logged the user out */
  }
  return true;
}

/** Fetches the balance (with withdrawable, held, bonus and wagering) once and stores it; failures keep the last value. */
export async function refreshBalance(): Promise<void> {
  // A movement during a request makes its answer stale: ask again (a few times at most).
  for (let attempt = 0; attempt < 3 && !(await fetchBalance()); attempt++);
}

/**
 * Polls the balance every `intervalMs` while logged in (Requirements §4: 3000 ms), never two requests in
 * flight, and right away when money moves: a `wallet:changed` event or a live deposit, withdrawal
 * or bonus notification (a deposit is credited when the provider confirms it, not when submitted).
 * Returns a stop function.
 */
export function startBalancePolling(intervalMs = 3000): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> | null = null;
  let stopped = false;

  const tick = async () => {
    timer = null;
    if (stopped) return;
    if (!inFlight) inFlight = refreshBalance().finally(() => (inFlight = null));
    await inFlight;
    schedule();
  };
  const schedule = () => {
    if (!stopped && !timer && sessionStore.getState().hasLogin) timer = setTimeout(tick, intervalMs);
  };
  const now = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    void tick();
  };
  const moved = () => {
    movements += 1;
    now();
  };

  const offSession = sessionStore.subscribe((state, previous) => {
    if (state.hasLogin && !previous.hasLogin) now();
    if (!state.hasLogin && timer) {
      clearTimeout(timer);
      timer = null;
    }
  });
  const offWallet = bus.on('wallet:changed', moved);
  const offLive = bus.on('live:message', (live) => {
    const parsed = liveNotificationMessage.safeParse(live);
    if (parsed.success && moneyNotifications.has(parsed.data.message.type)) moved();
  });
  if (sessionStore.getState().hasLogin) now();

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    offSession();
    offWallet();
    offLive();
  };
}
