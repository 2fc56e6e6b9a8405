import { withdrawResult, type WithdrawResult } from '@playhub/shared/contracts';
import { api } from '@playhub/shared/api';
import { bus } from '@playhub/shared/bus';
import { useMutation, useQueryClient } from '@playhub/shared/query';
import { sessionStore } from '@playhub/shared/session';
import type { PaymentDetail } from '../model/field-schema';

/** Result of a withdraw: the new balance and transaction, and the server message. */
export interface WithdrawOutcome {
  result: WithdrawResult;
  message: string;
}

/** `POST payment/withdraw { id, target: 'pay', detail }` with the submit's `Idempotency-Key`. */
export async function postWithdraw(id: number, detail: PaymentDetail, key: string): Promise<WithdrawOutcome> {
  const { data, message } = await api.post(
    'payment/withdraw',
    { id, target: 'pay', detail },
    { schema: withdrawResult, idempotencyKey: key },
  );
  return { result: data, message };
}

/**
 * Withdraw mutation; the amount is held at once, so the answer's balance is shown before the
 * poller brings the withdrawable and held amounts.
 */
export function useWithdraw(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ detail, key }: { detail: PaymentDetail; key: string }) => postWithdraw(id, detail, key),
    // What has been withdrawn counts towards the identity-verification threshold (issue 32).
    onSettled: () => client.invalidateQueries({ queryKey: ['kyc'] }),
    onSuccess: ({ result }) => {
      sessionStore.getState().setBalance(result.balance);
      bus.emit('wallet:changed', { reason: 'withdraw' });
    },
  });
}
