import { protectionStatus, setLimitPayload } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { formatWhen, protectionStatus as readStatus, setLimit } from '../../services/protection.js';

/**
 * POST /api/protection/limit — sets or (value null) removes one limit. Lowering applies at once;
 * raising or removing takes effect after 24 hours (the message says when).
 */
export default defineRoute({
  method: 'POST',
  url: '/api/protection/limit',
  tags: ['protection'],
  summary: 'Set or remove a deposit, loss, wager or session-time limit',
  auth: true,
  body: setLimitPayload,
  data: protectionStatus,
  async handler({ body, user, deps, locale }) {
    const change = await deps.db.tx((q) => setLimit(q, user.userId, body));
    const data = await readStatus(deps.db, user.userId, user.sessionId);
    if (!change.now)
      return {
        data,
        message: 'protection.limitPending',
        params: { at: formatWhen(locale, new Date(`${change.effectiveAt}Z`)) },
      };
    return { data, message: body.value === null ? 'protection.limitRemoved' : 'protection.limitSet' };
  },
});
