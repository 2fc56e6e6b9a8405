import { categoryGamesPayload, gameList } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { gamesOfCategories } from '../../repo/games.js';

/** POST /api/casino/categorygames — `{ systemCategory: number[] }` → the games of those categories (deduplicated). */
export default defineRoute({
  method: 'POST',
  url: '/api/casino/categorygames',
  tags: ['casino'],
  summary: 'Games of the given category ids',
  body: categoryGamesPayload,
  data: gameList,
  async handler({ body, deps }) {
    const byCat = await gamesOfCategories(deps.db, [...new Set(body.systemCategory)]);
    const seen = new Set<string>();
    const games = [...byCat.values()].flat().filter((g) => !seen.has(g.gameCode) && seen.add(g.gameCode));
    return { data: games };
  },
});
