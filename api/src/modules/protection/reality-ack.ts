import { protectionStatus } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { protectionStatus as readStatus } from '../../services/protection.js';

/**
 * POST /api/protection/reality-check/ack — the player answered the reality check ("Continue
 * playing") in this session. Stakes are refused once a check is due until this is called.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/protection/reality-check/ack',
  tags: ['protection'],
  summary: 'Answer the reality check: play may go on until the next one',
  auth: true,
  data: protectionStatus,
  async handler({ user, deps }) {
    await deps.db.query('UPDATE sessions SET reality_checked_at = now() WHERE id = $1', [user.sessionId]);
    return { data: await readStatus(deps.db, user.userId, user.sessionId) };
  },
});
