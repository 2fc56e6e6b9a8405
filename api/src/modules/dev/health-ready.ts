import { z } from 'zod';
import { AppError } from '../../errors.js';
import { defineRoute } from '../../http/route.js';
import { readiness, type CheckResult } from './readiness.js';

const state = z.enum(['ok', 'off']);

/**
 * GET /api/health/ready — whether this instance can serve: a read and a write in a rolled-back
 * transaction, a write that must take new disk space, every migration applied; 503 naming the
 * failing checks otherwise (the reasons go to the log, not to the public answer). Redis is reported
 * (`degraded` while it is away) but does not fail it: the API serves correctly without Redis. The
 * gateway and the container health checks use it; docs/architecture.md says what an orchestrator
 * does with each answer.
 */
export default defineRoute({
  method: 'GET',
  url: '/api/health/ready',
  tags: ['dev'],
  summary: 'Readiness check (503 when the database, its storage or the migrations fail)',
  data: z.object({
    status: z.literal('ready'),
    checks: z.object({
      database: state,
      storage: state,
      migrations: state,
      redis: z.enum(['ok', 'off', 'degraded']),
    }),
  }),
  async handler({ req, reply, deps }) {
    const { redis, ...checks } = await readiness(deps.db, deps.link);
    const failing = Object.entries(checks).filter(([, result]) => typeof result === 'object');
    if (redis === 'degraded') req.log.warn({ redis }, 'ready, degraded: Redis is away');
    if (failing.length > 0) {
      req.log.warn({ checks }, 'not ready');
      reply.header('Retry-After', '5');
      throw new AppError(503, 'health.notReady', { checks: failing.map(([name]) => name).join(', ') });
    }
    const passed = (result: CheckResult) => (result === 'off' ? ('off' as const) : ('ok' as const));
    return {
      data: {
        status: 'ready' as const,
        checks: {
          database: passed(checks.database),
          storage: passed(checks.storage),
          migrations: passed(checks.migrations),
          redis,
        },
      },
    };
  },
});
