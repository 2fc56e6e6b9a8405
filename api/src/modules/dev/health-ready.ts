import { z } from 'zod';
import { AppError } from '../../errors.js';
import { defineRoute } from '../../http/route.js';
import { readiness, type CheckResult } from './readiness.js';

const state = z.enum(['ok', 'off']);

/**
 * GET /api/health/ready — whether this instance can serve: a read and a write in a rolled-back
 * transaction, every migration applied, Redis answering when REDIS_URL is set. 503 naming the
 * failing checks otherwise (the reasons go to the log, not to the public answer). The gateway and
 * the container health checks use it.
 */
export default defineRoute({
  method: 'GET',
  url: '/api/health/ready',
  tags: ['dev'],
  summary: 'Readiness check (503 when a dependency fails)',
  data: z.object({
    status: z.literal('ready'),
    checks: z.object({ database: state, migrations: state, redis: state }),
  }),
  async handler({ req, deps }) {
    const checks = await readiness(deps.db, deps.config.redisUrl);
    const failing = Object.entries(checks).filter(([, result]) => typeof result === 'object');
    if (failing.length > 0) {
      req.log.warn({ checks }, 'not ready');
      throw new AppError(503, 'health.notReady', { checks: failing.map(([name]) => name).join(', ') });
    }
    const passed = (result: CheckResult) => (result === 'off' ? ('off' as const) : ('ok' as const));
    return {
      data: {
        status: 'ready' as const,
        checks: {
          database: passed(checks.database),
          migrations: passed(checks.migrations),
          redis: passed(checks.redis),
        },
      },
    };
  },
});
