import { gameList } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { recentGames } from '../../repo/games.js';

/** GET /api/casino/recent — the last 12 distinct games the caller opened, newest first. */
export default defineRoute({
  method: 'GET',
  url: '/api/casino/recent',
  tags: ['casino'],
  summary: 'Recently played: the last 12 distinct games the player opened, newest first',
  auth: true,
  data: gameList,
  async handler({ user, deps }) {
    return { data: await recentGames(deps.db, user.userId) };
  },
});
