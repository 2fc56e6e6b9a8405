import { playSession as playSessionData } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { playSession } from '../../services/play-figures.js';

/**
 * GET /api/protection/play-session — the caller's gaming session (the login session) as the play
 * header shows it: its start, the seconds it has run and its games' stakes, wins and net position.
 * The hub says `PlaySession` when a round of the player moved these figures.
 */
export default defineRoute({
  method: 'GET',
  url: '/api/protection/play-session',
  tags: ['protection'],
  summary: 'Play clock: time and net position (wins − stakes) of the current session',
  auth: true,
  data: playSessionData,
  async handler({ user, deps }) {
    return { data: await playSession(deps.db, user.userId, user.sessionId) };
  },
});
