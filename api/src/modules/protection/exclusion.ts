import { z } from 'zod';
import { exclusionPayload } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { exclude, formatWhen } from '../../services/protection.js';

/**
 * POST /api/protection/exclusion — a time-out (24 hours to 30 days) or a self-exclusion (6 months,
 * 1 or 5 years, indefinite), from now. It cannot be ended early: every session of the player ends at
 * once (all devices, their hub sockets and game sessions), and login, deposits and games are refused
 * until it ends and its cooling-off has passed. Data is the end (null: indefinite).
 */
export default defineRoute({
  method: 'POST',
  url: '/api/protection/exclusion',
  tags: ['protection'],
  summary: 'Take a time-out or exclude yourself; logs you out everywhere',
  auth: true,
  body: exclusionPayload,
  data: z.object({ endsAt: z.string().nullable() }),
  async handler({ body, user, deps, locale }) {
    const endsAt = await deps.db.tx((q) => exclude(q, user.userId, body));
    await deps.auth.revokeOthers(user.userId, null);
    const until = endsAt ? formatWhen(locale, new Date(`${endsAt}Z`)) : '';
    const message =
      body.kind === 'timeout'
        ? 'protection.timeoutStarted'
        : endsAt
          ? 'protection.exclusionStarted'
          : 'protection.exclusionStartedIndefinite';
    return { data: { endsAt }, message, params: { until } };
  },
});
