import { contentPage, pagePayload } from '@playhub/shared/contracts';
import { cleanHtml } from '../../http/cms-html.js';
import { defineRoute } from '../../http/route.js';
import { notFound } from '../../errors.js';

/**
 * POST /api/cms/page — `{ id }` → `{ id, title, content }` (content is sanitised HTML); 404 when
 * missing. Page 1 = terms.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/cms/page',
  tags: ['cms'],
  summary: 'A content page',
  body: pagePayload,
  data: contentPage,
  async handler({ body, deps, locale }) {
    const rows = await deps.db.query<{ id: number; title: string; content: string }>(
      `SELECT id, title_${locale} AS title, content_${locale} AS content FROM content_pages WHERE id = $1 AND status`,
      [body.id],
    );
    if (!rows[0]) throw notFound('cms.pageNotFound');
    return { data: { ...rows[0], content: cleanHtml(rows[0].content) } };
  },
});
