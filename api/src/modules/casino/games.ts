import { gamesSearchPayload, gamesSearchResult, type Game } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import {
  foldSearch,
  GAME_COLS,
  GAME_FROM,
  gamesMatchingWords,
  searchWords,
  toGame,
  type GameRow,
} from '../../repo/games.js';

/**
 * POST /api/casino/games — `{ live, search, providers, skip, take }` → games grouped per provider
 * (list of lists). Every word of the search must begin a word of the name (Turkish letters folded
 * either way: "sweet bon" finds Sweet Bonanza, "kizil" Kızıl…); best match first: exact name, then
 * prefix, then the rest; popularity breaks ties. `providers` (when not empty) keeps only theirs.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/casino/games',
  tags: ['casino'],
  summary: 'Search games (Turkish-aware case folding); data is a list of per-provider lists',
  body: gamesSearchPayload,
  data: gamesSearchResult,
  async handler({ body, deps }) {
    const term = foldSearch(body.search.trim());
    const words = searchWords(term);
    const rows = await deps.db.query<GameRow>(
      `SELECT ${GAME_COLS} FROM ${GAME_FROM}
       WHERE g.is_live = $1
         AND (cardinality($5::text[]) = 0 OR g.id IN (${gamesMatchingWords('$5')}))
         AND (cardinality($6::text[]) = 0 OR p.name = ANY($6::text[]))
       ORDER BY CASE WHEN g.search_name = $2 THEN 0 WHEN left(g.search_name, length($2)) = $2 THEN 1 ELSE 2 END,
                g.popularity DESC, g.id
       OFFSET $3 LIMIT $4`,
      [body.live, term, body.skip, body.take, words, body.providers],
    );
    const groups = new Map<string, Game[]>();
    for (const r of rows) {
      const list = groups.get(r.provider_name) ?? [];
      list.push(toGame(r));
      groups.set(r.provider_name, list);
    }
    return { data: [...groups.values()] };
  },
});
