import type { Queryable } from '../../db/index.js';

/** A deposit or withdrawal recorded with an Idempotency-Key. */
export interface KeyedTransaction {
  id: number;
  status: number;
  ref: string | null;
  provider_ref: string | null;
  expires_at: Date;
  [k: string]: unknown;
}

/**
 * The transaction a player's request with this Idempotency-Key already recorded, if any: found by a
 * run that took over an abandoned claim (`services/idempotency.ts`), so it answers what the first
 * run did instead of moving the money again.
 */
export async function transactionOfKey(
  q: Queryable,
  userId: number,
  key: string | undefined,
): Promise<KeyedTransaction | null> {
  if (!key) return null;
  const rows = await q.query<KeyedTransaction>(
    `SELECT id, status, ref, provider_ref, COALESCE(expires_at, now()) AS expires_at
       FROM transactions WHERE user_id = $1 AND idempotency_key = $2`,
    [userId, key],
  );
  return rows[0] ?? null;
}
