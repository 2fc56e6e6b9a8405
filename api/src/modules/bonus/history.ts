import { bonusHistoryPage, bonusHistoryPayload, type TransactionStatus } from '@playhub/shared/contracts';
import { isoUtc } from '../../db/index.js';
import { defineRoute } from '../../http/route.js';
import { pageOf } from '../../repo/paging.js';
import { toMajor } from '../../services/money-format.js';

/** POST /api/bonus/history — the caller's bonus requests and credits, newest first, paged. */
export default defineRoute({
  method: 'POST',
  url: '/api/bonus/history',
  tags: ['bonus'],
  summary: 'Bonus history (paged)',
  auth: true,
  body: bonusHistoryPayload,
  data: bonusHistoryPage,
  async handler({ body, user, deps }) {
    const { rows, total } = await pageOf<{
      id: number;
      title: string;
      amount: string;
      status: number;
      ts: string;
    }>(deps.db, {
      select: `id, title, amount::text AS amount, status, ${isoUtc('created_at')} AS ts`,
      from: 'bonus_requests WHERE user_id = $1',
      order: 'id DESC',
      params: [user.userId],
      skip: body.skip,
      take: body.take,
    });
    return {
      data: {
        total,
        items: rows.map((r) => ({
          id: r.id,
          title: r.title,
          amount: toMajor(r.amount),
          status: r.status as TransactionStatus,
          createdAt: r.ts,
        })),
      },
    };
  },
});
