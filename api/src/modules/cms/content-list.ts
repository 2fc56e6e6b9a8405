import { contentItemList, contentListPayload } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';

/** POST /api/cms/contentlist — `{ status, categoryId }` → `[{ id, title }]` (static pages use category 1). */
export default defineRoute({
  method: 'POST',
  url: '/api/cms/contentlist',
  tags: ['cms'],
  summary: 'Static content pages of a category',
  body: contentListPayload,
  data: contentItemList,
  async handler({ body, deps, locale }) {
    const rows = await deps.db.query<{ id: number; title: string }>(
      `SELECT id, title_${locale} AS title FROM content_pages WHERE category_id = $1 AND status = $2 ORDER BY sort, id`,
      [body.categoryId, body.status],
    );
    return { data: rows };
  },
});
