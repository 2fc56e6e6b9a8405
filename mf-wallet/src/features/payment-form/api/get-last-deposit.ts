import { useEffect } from 'react';
import { lastDeposit, type LastDeposit } from '@playhub/shared/contracts';
import { api } from '@playhub/shared/api';
import { useQuery } from '@playhub/shared/query';

/** How often the outcome of a deposit is asked while the player waits for it. */
export const LAST_DEPOSIT_POLL_MS = 2000;

/**
 * `GET payment/lastdeposit`: the player's newest deposit and its state, or null. Polled by the page,
 * so marked as its own call: waiting for a deposit does not keep an idle session alive.
 */
export async function getLastDeposit(): Promise<LastDeposit> {
  const { data } = await api.get('payment/lastdeposit', { schema: lastDeposit, background: true });
  return data;
}

/**
 * The newest deposit, asked every 2 s while `waiting` and the page is visible (react-query pauses
 * the interval in a hidden tab), and at once when the window gets focus back (the player returns
 * from the payment tab). `submit` names the deposit submit being followed, so no answer cached for
 * an earlier one is ever read for it.
 */
export function useLastDeposit(submit: string, waiting: boolean) {
  const query = useQuery({
    queryKey: ['wallet', 'last-deposit', submit],
    queryFn: getLastDeposit,
    enabled: waiting,
    refetchInterval: waiting ? LAST_DEPOSIT_POLL_MS : false,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const { refetch } = query;
  useEffect(() => {
    if (!waiting) return undefined;
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [waiting, refetch]);
  return query;
}
