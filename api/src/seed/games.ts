import type { Queryable } from '../db/index.js';
import { foldSearch } from '../repo/games.js';
import { CATEGORIES, LIVE_CATEGORY_ID, PROVIDERS, providerId, seedGames } from './catalogue.js';

/** Providers, categories, games, category membership and top winners. Returns the game codes. */
export async function seedCatalogue(q: Queryable): Promise<{ code: string; name: string }[]> {
  for (const [i, name] of PROVIDERS.entries())
    await q.query('INSERT INTO providers (id, name, sort) VALUES ($1, $2, $1)', [providerId(i), name]);
  for (const [i, c] of CATEGORIES.entries()) {
    await q.query(
      'INSERT INTO categories (id, name_en, name_tr, slugs, image, sort) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        c.id,
        c.en,
        c.tr,
        c.slugs,
        // No words in the picture: the tile shows the name in the reader's language beside it.
        `/api/media/art/category-${c.id}.svg?w=96&h=96`,
        i,
      ],
    );
  }
  const games = seedGames();
  const ids: number[] = [];
  for (const g of games) {
    const rows = await q.query<{ id: number }>(
      `INSERT INTO games (code, name, search_name, provider_id, product_id, system, category_id, is_live, live_category, popularity)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        g.code,
        g.name,
        foldSearch(g.name),
        providerId(g.providerIndex),
        g.productId,
        g.system,
        g.categoryId,
        g.categoryId === 2,
        g.liveCategory,
        g.popularity,
      ],
    );
    ids.push(rows[0]!.id);
  }
  const member = (cat: number, gameId: number, sort: number) =>
    q.query(
      'INSERT INTO category_games (category_id, game_id, sort) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [cat, gameId, sort],
    );
  for (const [i, g] of games.entries()) {
    await member(g.categoryId, ids[i]!, -g.popularity);
    if (g.liveCategory) await member(LIVE_CATEGORY_ID[g.liveCategory], ids[i]!, -g.popularity);
  }
  const byPopularity = games
    .map((g, i) => ({ g, id: ids[i]! }))
    .filter((x) => x.g.categoryId !== 2)
    .sort((a, b) => b.g.popularity - a.g.popularity);
  for (const [i, x] of byPopularity.slice(0, 30).entries()) await member(7, x.id, i);
  for (const [i, x] of byPopularity.slice(-24).entries()) await member(8, x.id, i);

  const names = [
    'ah***t',
    'me***e',
    'ka***n',
    'se***a',
    'bu***k',
    'ay***e',
    'em***e',
    'ca***n',
    'de***z',
    'ha***n',
  ];
  const pick = (live: boolean) => games.filter((g) => (g.categoryId === 2) === live);
  for (const live of [false, true]) {
    const pool = pick(live);
    for (let i = 0; i < (live ? 20 : 40); i++) {
      const g = pool[(i * 7) % pool.length]!;
      await q.query(
        'INSERT INTO top_winners (game_code, game_name, name, amount, is_live, sort) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          g.code,
          g.name,
          names[i % names.length],
          BigInt(250_000 - i * 5_300 + (i % 3) * 1_150) * 10n,
          live,
          i,
        ],
      );
    }
  }
  return games.map((g) => ({ code: g.code, name: g.name }));
}
