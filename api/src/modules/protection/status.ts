import { protectionStatus } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { protectionStatus as readStatus } from '../../services/protection.js';

/** GET /api/protection — the caller's limits, reality check, exclusion and current session. */
export default defineRoute({
  method: 'GET',
  url: '/api/protection',
  tags: ['protection'],
  summary: 'Player protection: limits (in force, used, waiting changes), reality check, exclusion, session',
  auth: true,
  duringExclusion: true,
  data: protectionStatus,
  async handler({ user, deps }) {
    return { data: await readStatus(deps.db, user.userId, user.sessionId) };
  },
});
