import { promotionList, type PromotionAction } from '@playhub/shared/contracts';
import { cleanHtml } from '../../http/cms-html.js';
import { defineRoute } from '../../http/route.js';

/**
 * GET /api/cms/promotions — `[{ id, title, description (sanitised HTML), images [thumbnail, banner],
 * action, bonusId, termsPageId }]`.
 */
export default defineRoute({
  method: 'GET',
  url: '/api/cms/promotions',
  tags: ['cms'],
  summary: 'Promotions',
  data: promotionList,
  async handler({ deps, locale }) {
    const rows = await deps.db.query<{
      id: number;
      title: string;
      description: string;
      images: string[];
      action: PromotionAction;
      bonusId: number | null;
      termsPageId: number | null;
    }>(
      `SELECT id, title_${locale} AS title, description_${locale} AS description, images, action,
        bonus_id AS "bonusId", terms_page_id AS "termsPageId" FROM promotions ORDER BY sort, id`,
    );
    return { data: rows.map((r) => ({ ...r, description: cleanHtml(r.description) })) };
  },
});
