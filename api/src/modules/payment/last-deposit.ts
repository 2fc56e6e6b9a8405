import { lastDeposit, TransactionType, type TransactionStatus } from '@playhub/shared/contracts';
import { isoUtc } from '../../db/index.js';
import { defineRoute } from '../../http/route.js';
import { toMajor } from '../../services/money-format.js';

/**
 * GET /api/payment/lastdeposit — the caller's newest deposit with its state, so the site can show
 * the outcome of a payment made on the provider's page in another tab.
 */
export default defineRoute({
  method: 'GET',
  url: '/api/payment/lastdeposit',
  tags: ['payment'],
  summary: "The player's newest deposit and its state",
  auth: true,
  data: lastDeposit,
  async handler({ user, deps }) {
    const rows = await deps.db.query<{
      id: number;
      status: number;
      amount: string;
      method_name: string;
      ts: string;
    }>(
      `SELECT id, status, amount::text AS amount, method_name, ${isoUtc('created_at')} AS ts FROM transactions
       WHERE user_id = $1 AND type = ${TransactionType.Deposit} ORDER BY id DESC LIMIT 1`,
      [user.userId],
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
