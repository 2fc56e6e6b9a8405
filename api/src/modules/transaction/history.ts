import {
  transactionHistoryPage,
  transactionHistoryPayload,
  type PaymentMethod,
  type TransactionStatus,
  type TransactionType,
} from '@playhub/shared/contracts';
import { isoUtc } from '../../db/index.js';
import { defineRoute } from '../../http/route.js';
import { pageOf } from '../../repo/paging.js';
import { toMajor } from '../../services/money-format.js';

interface TxRow {
  id: number;
  type: number;
  status: number;
  amount: string;
  method: number | null;
  method_name: string;
  note: string;
  ts: string;
  [k: string]: unknown;
}

/** POST /api/transaction/history — the caller's deposits and withdrawals; type/status 0 = all; paged. */
export default defineRoute({
  method: 'POST',
  url: '/api/transaction/history',
  tags: ['transaction'],
  summary: 'Financial history (paged)',
  auth: true,
  body: transactionHistoryPayload,
  data: transactionHistoryPage,
  async handler({ body, user, deps }) {
    const { rows, total } = await pageOf<TxRow>(deps.db, {
      select: `id, type, status, amount::text AS amount, method, method_name, note, ${isoUtc('created_at')} AS ts`,
      from: 'transactions WHERE user_id = $1 AND ($2::int = 0 OR type = $2::int) AND ($3::int = 0 OR status = $3::int)',
      order: 'id DESC',
      params: [user.userId, body.type, body.status],
      skip: body.skip,
      take: body.take,
    });
    return {
      data: {
        total,
        items: rows.map((r) => ({
          id: r.id,
          type: r.type as TransactionType,
          status: r.status as TransactionStatus,
          amount: toMajor(r.amount),
          method: (r.method as PaymentMethod | null) ?? null,
          methodName: r.method_name,
          note: r.note,
          createdAt: r.ts,
        })),
      },
    };
  },
});
