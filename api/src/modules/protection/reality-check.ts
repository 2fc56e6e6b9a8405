import { protectionStatus, realityCheckPayload } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { protectionStatus as readStatus, setRealityCheck } from '../../services/protection.js';

/** POST /api/protection/reality-check — minutes between reality checks (0: off, unless a session limit exists). */
export default defineRoute({
  method: 'POST',
  url: '/api/protection/reality-check',
  tags: ['protection'],
  summary: 'Set the reality-check interval',
  auth: true,
  body: realityCheckPayload,
  data: protectionStatus,
  async handler({ body, user, deps }) {
    await deps.db.tx((q) => setRealityCheck(q, user.userId, body.minutes));
    return {
      data: await readStatus(deps.db, user.userId, user.sessionId),
      message: 'protection.realityCheckSet',
    };
  },
});
