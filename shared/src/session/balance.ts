import { QueryObserver, type QueryObserverOptions } from '@tanstack/react-query';
import { api } from '../api';
import { bus } from '../bus';
import { NotificationType } from '../contracts/enums';
import { liveNotificationMessage } from '../contracts/notification';
import { balanceData, type BalanceData } from '../contracts/transaction';
import { queryClient } from '../query';
import { sessionStore } from './store';

/** Query key of the player's balance (`GET user/balance`) in the page's query cache. */
export const balanceQueryKey = ['user', 'balance'] as const;

// Counts money movements seen on this page. An answer to a request sent before the latest movement
// may predate it (e.g. a poll in flight while a withdrawal holds money) and is thrown away.
let movements = 0;

/** Live notifications that mean the balance changed on the server (a confirmed deposit, a bonus…). */
const moneyNotifications = new Set<number>([
  NotificationType.Deposit,
  NotificationType.Withdraw,
  NotificationType.Bonus,
]);

/**
 * The query function: `user/balance`, asked again (a few times at most) when money moved while a
 * request was on its way, then stored in the session (components read the wallet fields there).
 */
async function fetchBalance(): Promise<BalanceData> {
  for (let attempt = 0; ; attempt++) {
    const seen = movements;
    const { data } = await api.get('user/balance', { schema: balanceData, background: true });
    if (seen === movements || attempt >= 2) {
      if (sessionStore.getState().hasLogin) sessionStore.getState().setWallet(data);
      return data;
    }
  }
}

function balanceQuery(intervalMs: number, enabled: boolean): QueryObserverOptions<BalanceData> {
  return {
    queryKey: balanceQueryKey,
    queryFn: fetchBalance,
    enabled,
    // Polled: every answer is stale at once; a failed poll keeps the last value and the next tick retries.
    staleTime: 0,
    retry: false,
    refetchInterval: intervalMs,
    refetchIntervalInBackground: true,
  };
}

/** Fetches the balance (with withdrawable, held, bonus and wagering) once and stores it; failures keep the last value. */
export async function refreshBalance(): Promise<void> {
  if (!sessionStore.getState().hasLogin) return;
  // A request already in flight is joined, not doubled (fetchQuery does not cancel a running fetch).
  await queryClient
    .fetchQuery({ queryKey: balanceQueryKey, queryFn: fetchBalance, staleTime: 0 })
    .catch(() => {
      /* keeps the last value; a 401 already logged the user out */
    });
}

/**
 * Polls the balance through the query cache (`refetchInterval`, Requirements §4: 3000 ms) while logged
 * in, never two requests in flight, and right away when money moves: a `wallet:changed` event or a
 * live deposit, withdrawal or bonus notification invalidates the query (a deposit is credited when the
 * provider confirms it, not when submitted). Logout disables the query and drops its data. Returns a
 * stop function.
 */
export function startBalancePolling(intervalMs = 3000): () => void {
  const observer = new QueryObserver<BalanceData>(
    queryClient,
    balanceQuery(intervalMs, sessionStore.getState().hasLogin),
  );
  const offObserver = observer.subscribe(() => {});

  const moved = () => {
    movements += 1;
    // A request in flight is not cancelled (no overlap): its answer is stale and the query function asks again.
    void queryClient.invalidateQueries({ queryKey: balanceQueryKey }, { cancelRefetch: false });
  };
  const offSession = sessionStore.subscribe((state, previous) => {
    if (state.hasLogin === previous.hasLogin) return;
    if (!state.hasLogin) queryClient.removeQueries({ queryKey: balanceQueryKey });
    observer.setOptions(balanceQuery(intervalMs, state.hasLogin));
  });
  const offWallet = bus.on('wallet:changed', moved);
  const offLive = bus.on('live:message', (live) => {
    const parsed = liveNotificationMessage.safeParse(live);
    if (parsed.success && moneyNotifications.has(parsed.data.message.type)) moved();
  });

  return () => {
    offObserver();
    offSession();
    offWallet();
    offLive();
  };
}
