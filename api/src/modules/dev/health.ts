import { z } from 'zod';
import { defineRoute } from '../../http/route.js';

/**
 * GET /api/health — `{ status: 'ok', demoIntegrations }` once the database answers;
 * `demoIntegrations` names the demo adapters in use (empty in a real deployment).
 */
export default defineRoute({
  method: 'GET',
  url: '/api/health',
  tags: ['dev'],
  summary: 'Health check',
  data: z.object({ status: z.literal('ok'), demoIntegrations: z.array(z.string()) }),
  async handler({ deps }) {
    await deps.db.query('SELECT 1');
    return { data: { status: 'ok' as const, demoIntegrations: deps.integrations.demo } };
  },
});
