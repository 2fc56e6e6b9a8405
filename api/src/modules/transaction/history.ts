import {
  transactionHistoryPage,
  transactionHistoryPayload,
  TransactionStatus,
  TransactionType,
  type PaymentMethod,
} from '@playhub/shared/contracts';
import { isoUtc } from '../../db/index.js';
import { defineRoute } from '../../http/route.js';
import { methodNameColumn } from '../../repo/method-names.js';
import { createdBetween, pageOf } from '../../repo/paging.js';
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

/**
 * POST /api/transaction/history — the caller's deposits and withdrawals (methods named in x-locale);
 * type/status 0 = all; `from`/`to` limit the time (UTC instants, `to` exclusive); paged. A rejected
 * withdrawal carries the operator's reason (the note is internal for every other row).
 */
export default defineRoute({
  method: 'POST',
  url: '/api/transaction/history',
  tags: ['transaction'],
  summary: 'Financial history (paged)',
  auth: true,
  duringExclusion: true,
  body: transactionHistoryPayload,
  data: transactionHistoryPage,
  async handler({ body, user, deps, locale }) {
    const { rows, total } = await pageOf<TxRow>(deps.db, {
      // The method's name in the reader's language; rows without a known method keep the stored name.
      select: `t.id, t.type, t.status, t.amount::text AS amount, t.method,
        COALESCE(${methodNameColumn('m', locale)}, t.method_name) AS method_name, t.note, ${isoUtc('t.created_at')} AS ts`,
      from: `transactions t LEFT JOIN payment_methods m ON m.id = t.method_id
        WHERE t.user_id = $1 AND ($2::int = 0 OR t.type = $2::int) AND ($3::int = 0 OR t.status = $3::int)
          AND ${createdBetween('t.created_at', '$4', '$5')}`,
      order: 't.created_at DESC, t.id DESC',
      params: [user.userId, body.type, body.status, body.from ?? null, body.to ?? null],
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
          reason:
            r.type === TransactionType.Withdraw && r.status === TransactionStatus.Rejected && r.note
              ? r.note
              : null,
          createdAt: r.ts,
        })),
      },
    };
  },
});
