import { depositResult, type DepositResult } from '@playhub/shared/contracts';
import { api } from '@playhub/shared/api';
import { useMutation } from '@playhub/shared/query';
import type { PaymentDetail } from '../model/field-schema';

/** Result of a deposit: the payment page address (or null) and the server message. */
export interface DepositOutcome {
  address: DepositResult;
  message: string;
}

/**
 * `POST payment/deposit { id, target: 'pay', detail }` with the submit's `Idempotency-Key`. Nothing
 * is credited yet: the provider's confirmation does that (see `get-last-deposit.ts`).
 */
export async function postDeposit(id: number, detail: PaymentDetail, key: string): Promise<DepositOutcome> {
  const { data, message } = await api.post(
    'payment/deposit',
    { id, target: 'pay', detail },
    { schema: depositResult, idempotencyKey: key },
  );
  return { address: data, message };
}

/** Deposit mutation of one method. */
export function useDeposit(id: number) {
  return useMutation({
    mutationFn: ({ detail, key }: { detail: PaymentDetail; key: string }) => postDeposit(id, detail, key),
  });
}
