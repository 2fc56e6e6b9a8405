import { api } from '@playhub/shared/api';
import { lastDeposit, type LastDeposit } from '@playhub/shared/contracts';

/**
 * `POST payment/depositbykey { key }`: the player's deposit recorded with this Idempotency-Key, or
 * null when the request never arrived (issue 33: after a lost answer, say whether it went through).
 */
export async function getDepositByKey(key: string): Promise<LastDeposit> {
  const { data } = await api.post('payment/depositbykey', { key }, { schema: lastDeposit });
  return data;
}
