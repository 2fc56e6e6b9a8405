import { depositResult, type DepositResult } from '@playhub/shared/contracts';
import { api } from '@playhub/shared/api';
import { bus } from '@playhub/shared/bus';
import { useMutation } from '@playhub/shared/query';
import type { PaymentDetail } from '../model/field-schema';

/** Result of a deposit: the payment page address (or null) and the server message. */
export interface DepositOutcome {
  address: DepositResult;
  message: string;
}

/** `POST payment/deposit { id, target: 'pay', detail }`. */
export async function postDeposit(id: number, detail: PaymentDetail): Promise<DepositOutcome> {
  const { data, message } = await api.post(
    'payment/deposit',
    { id, target: 'pay', detail },
    { schema: depositResult },
  );
  return { address: data, message };
}

/** Deposit mutation; on success the balance is refreshed at once (the shared poller listens). */
export function useDeposit(id: number) {
  return useMutation({
    mutationFn: (detail: PaymentDetail) => postDeposit(id, detail),
    onSuccess: () => bus.emit('wallet:changed', { reason: 'deposit' }),
  });
}
