import { z } from 'zod';
import { api } from '../api';
import { bus } from '../bus';
import { sessionStore } from './store';

const balanceData = z.object({ balance: z.number() });

/** Fetches the balance once and stores it; failures keep the last value. */
export async function refreshBalance(): Promise<void> {
  if (!sessionStore.getState().hasLogin) return;
  try {
    const { data } = await api.get('user/balance', { schema: balanceData });
    sessionStore.getState().setBalance(data.balance);
  } catch {
    /* the next tick retries; a 401 already logged the user out */
  }
}

/**
 * Polls the balance every `intervalMs` while logged in (SPEC §4: 3000 ms), never two requests in
 * flight, and right away when money moves. Returns a stop function.
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

  const offSession = sessionStore.subscribe((state, previous) => {
    if (state.hasLogin && !previous.hasLogin) now();
    if (!state.hasLogin && timer) {
      clearTimeout(timer);
      timer = null;
    }
  });
  const offWallet = bus.on('wallet:changed', now);
  if (sessionStore.getState().hasLogin) now();

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    offSession();
    offWallet();
  };
}
