import { z } from 'zod';
import { defineRoute } from '../../http/route.js';

/** GET /api/health/live — the process is up and answering (nothing else is checked: see /api/health/ready). */
export default defineRoute({
  method: 'GET',
  url: '/api/health/live',
  tags: ['dev'],
  summary: 'Liveness check',
  data: z.object({ status: z.literal('live') }),
  async handler() {
    return { data: { status: 'live' as const } };
  },
});
