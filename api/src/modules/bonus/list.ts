import { bonusOfferList } from '@playhub/shared/contracts';
import { cleanHtml } from '../../http/cms-html.js';
import { defineRoute } from '../../http/route.js';
import { toMajor } from '../../services/money-format.js';

/** GET /api/bonus/list — bonus offers a player can request (localized; descriptions are sanitised HTML). */
export default defineRoute({
  method: 'GET',
  url: '/api/bonus/list',
  tags: ['bonus'],
  summary: 'Bonus offers (Bonuses & Discounts)',
  data: bonusOfferList,
  async handler({ deps, locale }) {
    const rows = await deps.db.query<{
      id: number;
      title: string;
      description: string;
      imageUrl: string;
      amount: string | null;
    }>(
      `SELECT id, title_${locale} AS title, description_${locale} AS description, image AS "imageUrl", amount::text AS amount
       FROM bonuses WHERE active ORDER BY id`,
    );
    return {
      data: rows.map((r) => ({
        ...r,
        description: cleanHtml(r.description),
        amount: r.amount === null ? null : toMajor(r.amount),
      })),
    };
  },
});
