import {
  depositByKeyPayload,
  lastDeposit,
  TransactionType,
  type TransactionStatus,
} from '@playhub/shared/contracts';
import { isoUtc } from '../../db/index.js';
import { defineRoute } from '../../http/route.js';
import { toMajor } from '../../services/money-format.js';

/**
 * POST /api/payment/depositbykey — `{ key }`: the caller's own deposit recorded with this
 * Idempotency-Key and its state, or null when none was (the request never arrived, or was refused).
 * The site asks after a deposit whose answer was lost, to tell the player whether it went through.
 * In the body, not the URL, so keys stay out of access logs; another player's key finds nothing.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/payment/depositbykey',
  tags: ['payment'],
  summary: "The player's deposit recorded with an Idempotency-Key, if any",
  auth: true,
  body: depositByKeyPayload,
  data: lastDeposit,
  async handler({ body, user, deps }) {
    const rows = await deps.db.query<{
      id: number;
      status: number;
      amount: string;
      method_name: string;
      ts: string;
    }>(
      `SELECT id, status, amount::text AS amount, method_name, ${isoUtc('created_at')} AS ts FROM transactions
       WHERE user_id = $1 AND idempotency_key = $2 AND type = ${TransactionType.Deposit}`,
      [user.userId, body.key],
    );
    const r = rows[0];
    return {
      data: r
        ? {
            id: r.id,
            status: r.status as TransactionStatus,
            amount: toMajor(r.amount),
            methodName: r.method_name,
            createdAt: r.ts,
          }
        : null,
    };
  },
});
