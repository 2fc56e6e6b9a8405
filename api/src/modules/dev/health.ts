import { z } from 'zod';
import { defineRoute } from '../../http/route.js';

/** GET /api/health — `{ status: 'ok' }` once the database answers. */
export default defineRoute({
  method: 'GET',
  url: '/api/health',
  tags: ['dev'],
  summary: 'Health check',
  data: z.object({ status: z.literal('ok') }),
  async handler({ deps }) {
    await deps.db.query('SELECT 1');
    return { data: { status: 'ok' as const } };
  },
});
