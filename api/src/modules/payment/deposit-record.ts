import { TransactionType, type LastDeposit, type TransactionStatus } from '@playhub/shared/contracts';
import { isoUtc, type Queryable } from '../../db/index.js';
import { toMajor } from '../../services/money-format.js';

/** Which of the player's deposits to read: the newest, or the one recorded with an Idempotency-Key. */
export type DepositPick = { newest: true } | { idempotencyKey: string };

/** One of the player's deposits with its state, as the site reads it (`lastDeposit`), or null. */
export async function findDeposit(db: Queryable, userId: number, pick: DepositPick): Promise<LastDeposit> {
  const byKey = 'idempotencyKey' in pick;
  const rows = await db.query<{
    id: number;
    status: number;
    amount: string;
    method_name: string;
    ts: string;
  }>(
    `SELECT id, status, amount::text AS amount, method_name, ${isoUtc('created_at')} AS ts FROM transactions
     WHERE user_id = $1 AND type = ${TransactionType.Deposit} ${byKey ? 'AND idempotency_key = $2' : ''}
     ORDER BY id DESC LIMIT 1`,
    byKey ? [userId, pick.idempotencyKey] : [userId],
  );
  const r = rows[0];
  return r
    ? {
        id: r.id,
        status: r.status as TransactionStatus,
        amount: toMajor(r.amount),
        methodName: r.method_name,
        createdAt: r.ts,
      }
    : null;
}
