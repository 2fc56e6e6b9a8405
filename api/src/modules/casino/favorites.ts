import { favorites } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { GAME_COLS, GAME_FROM, toGame, type GameRow } from '../../repo/games.js';

/** GET /api/casino/favorites — `{ codes, games }` of the caller, most recent first. */
export default defineRoute({
  method: 'GET',
  url: '/api/casino/favorites',
  tags: ['casino'],
  summary: "The player's favourite game codes and games",
  auth: true,
  data: favorites,
  async handler({ user, deps }) {
    const rows = await deps.db.query<GameRow>(
      `SELECT ${GAME_COLS} FROM favorites f JOIN ${GAME_FROM} ON g.code = f.game_code WHERE f.user_id = $1 ORDER BY f.created_at DESC, g.id`,
      [user.userId],
    );
    return { data: { codes: rows.map((r) => r.code), games: rows.map(toGame) } };
  },
});
