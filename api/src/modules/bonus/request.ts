import { z } from 'zod';
import { bonusRequestPayload, TransactionStatus } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { conflict, notFound } from '../../errors.js';

/** POST /api/bonus/request — `{ bonusId, note? }` → a Pending request for the operator (409 if one is pending). */
export default defineRoute({
  method: 'POST',
  url: '/api/bonus/request',
  tags: ['bonus'],
  summary: 'Request a bonus (Bonus Talep)',
  auth: true,
  body: bonusRequestPayload,
  data: z.object({ id: z.number().int() }),
  async handler({ body, user, deps, locale }) {
    const id = await deps.db.tx(async (q) => {
      const bonus = (
        await q.query<{ title: string; amount: string | null }>(
          `SELECT title_${locale} AS title, amount::text AS amount FROM bonuses WHERE id = $1 AND active`,
          [body.bonusId],
        )
      )[0];
      if (!bonus) throw notFound('bonus.notFound');
      await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.userId]);
      const pending = await q.query(
        `SELECT 1 FROM bonus_requests WHERE user_id = $1 AND bonus_id = $2 AND status = ${TransactionStatus.Pending}`,
        [user.userId, body.bonusId],
      );
      if (pending.length > 0) throw conflict('bonus.pendingExists');
      const rows = await q.query<{ id: number }>(
        `INSERT INTO bonus_requests (user_id, bonus_id, title, amount, status, note) VALUES ($1, $2, $3, $4, ${TransactionStatus.Pending}, $5) RETURNING id`,
        [user.userId, body.bonusId, bonus.title, bonus.amount ?? '0', body.note ?? ''],
      );
      return rows[0]!.id;
    });
    return { data: { id }, message: 'bonus.requested' };
  },
});
