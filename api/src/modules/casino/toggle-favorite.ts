import { toggleFavoritePayload, toggleFavoriteResult } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { notFound } from '../../errors.js';

/** POST /api/casino/togglefavorite — `{ code, providerId }`; adds or removes; data `{ favorite }`. */
export default defineRoute({
  method: 'POST',
  url: '/api/casino/togglefavorite',
  tags: ['casino'],
  summary: "Toggle a game in the player's favourites",
  auth: true,
  body: toggleFavoritePayload,
  data: toggleFavoriteResult,
  async handler({ body, user, deps }) {
    const game = await deps.db.query('SELECT 1 FROM games WHERE code = $1', [body.code]);
    if (game.length === 0) throw notFound('casino.gameNotFound');
    const favorite = await deps.db.tx(async (q) => {
      const removed = await q.query(
        'DELETE FROM favorites WHERE user_id = $1 AND game_code = $2 RETURNING game_code',
        [user.userId, body.code],
      );
      if (removed.length > 0) return false;
      await q.query(
        'INSERT INTO favorites (user_id, game_code, provider_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [user.userId, body.code, body.providerId],
      );
      return true;
    });
    return { data: { favorite }, message: favorite ? 'casino.favAdded' : 'casino.favRemoved' };
  },
});
