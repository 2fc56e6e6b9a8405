import { withdrawResult, type WithdrawResult } from '@playhub/shared/contracts';
import { api } from '@playhub/shared/api';
import { bus } from '@playhub/shared/bus';
import { useMutation } from '@playhub/shared/query';
import { sessionStore } from '@playhub/shared/session';
import type { PaymentDetail } from '../model/field-schema';

/** Result of a withdraw: the new balance and transaction, and the server message. */
export interface WithdrawOutcome {
  result: WithdrawResult;
  message: string;
}

/** `POST payment/withdraw { id, target: 'pay', detail }`. */
export async function postWithdraw(id: number, detail: PaymentDetail): Promise<WithdrawOutcome> {
  const { data, message } = await api.post(
    'payment/withdraw',
    { id, target: 'pay', detail },
    { schema: withdrawResult },
  );
  return { result: data, message };
}

/** Withdraw mutation; the answer carries the new balance, shown before the poller confirms it. */
export function useWithdraw(id: number) {
  return useMutation({
    mutationFn: (detail: PaymentDetail) => postWithdraw(id, detail),
    onSuccess: ({ result }) => {
      sessionStore.getState().setBalance(result.balance);
      bus.emit('wallet:changed', { reason: 'withdraw' });
    },
  });
}
