import { z } from 'zod';
import { TransactionStatus, TransactionType } from '@playhub/shared/contracts';
import { isoUtc } from '../../db/index.js';
import { defineRoute } from '../../http/route.js';
import { toMajor } from '../../services/money-format.js';
import { approveWithdrawal, rejectWithdrawal } from '../../services/withdrawals.js';

const withdrawal = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  amount: z.number(),
  method: z.string(),
  status: z.number().int(),
  createdAt: z.string(),
});

/** GET /api/operator/withdrawals?status=2 — withdrawals to review (Pending by default), oldest first. */
export const listWithdrawals = defineRoute({
  method: 'GET',
  url: '/api/operator/withdrawals',
  tags: ['operator'],
  summary: 'Withdrawals by status (default Pending), oldest first',
  operator: true,
  query: z.strictObject({ status: z.coerce.number().int().min(0).max(6).default(TransactionStatus.Pending) }),
  data: z.array(withdrawal),
  async handler({ query, deps }) {
    const rows = await deps.db.query<{
      id: number;
      user_id: number;
      username: string;
      amount: string;
      method_name: string;
      status: number;
      ts: string;
    }>(
      `SELECT t.id, t.user_id, u.username, t.amount::text AS amount, t.method_name, t.status, ${isoUtc('t.created_at')} AS ts
         FROM transactions t JOIN users u ON u.id = t.user_id
        WHERE t.type = ${TransactionType.Withdraw} AND t.status = $1 ORDER BY t.id LIMIT 200`,
      [query.status],
    );
    return {
      data: rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        username: r.username,
        amount: toMajor(r.amount),
        method: r.method_name,
        status: r.status,
        createdAt: r.ts,
      })),
    };
  },
});

const idParams = z.strictObject({ id: z.coerce.number().int().positive() });

/**
 * POST /api/operator/withdrawals/approve — `{ id }`: pays out and settles a Pending withdrawal; when
 * the provider's answer is lost, the message says the payout is sent and awaits its confirmation.
 */
export const approve = defineRoute({
  method: 'POST',
  url: '/api/operator/withdrawals/approve',
  tags: ['operator'],
  summary: 'Approve a Pending withdrawal (paid out by the payment provider; audited)',
  operator: true,
  body: idParams,
  data: z.null(),
  async handler({ req, body, operator, deps }) {
    const outcome = await approveWithdrawal(deps, body.id, { operator }, req.ip);
    return { data: null, message: outcome === 'paid' ? 'operator.approved' : 'operator.payoutSending' };
  },
});

/** POST /api/operator/withdrawals/reject — `{ id, reason }`: rejects it and releases the hold. */
export const reject = defineRoute({
  method: 'POST',
  url: '/api/operator/withdrawals/reject',
  tags: ['operator'],
  summary: 'Reject a Pending withdrawal (the hold is released; audited)',
  operator: true,
  body: z.strictObject({ id: z.number().int().positive(), reason: z.string().trim().min(3).max(200) }),
  data: z.null(),
  async handler({ req, body, operator, deps }) {
    await rejectWithdrawal(deps, body.id, { operator }, body.reason, req.ip);
    return { data: null, message: 'operator.rejected' };
  },
});
