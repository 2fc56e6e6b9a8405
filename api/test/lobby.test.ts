// A lobby players can filter (issue 32, item 8): game search by word prefixes with Turkish letters
// folded either way (over game_search_words, a range scan on both engines), the provider filter,
// and "recently played" (the last 12 distinct games the player opened, newest first).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { call, register, removeDir, startApi, type Running } from './helpers.js';

let api: Running;
let base: string;

before(async () => {
  api = await startApi();
  base = api.base;
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
});

type G = { name: string; gameCode: string; providerName: string };
const search = async (search: string, extra: Record<string, unknown> = {}) => {
  const r = await call(base, 'POST', 'casino/games', { body: { search, take: 100, ...extra } });
  assert.equal(r.status, 200, r.message);
  return (r.data as G[][]).flat();
};
const names = (games: G[]) => games.map((g) => g.name);

test('search finds Turkish letters either way and words by their beginnings, in any order', async () => {
  for (const term of ['kizil', 'KIZIL', 'kızıl', 'Kizil ejd', 'ejderha kiz', 'KİZİL', 'kızılejd'])
    assert.deepEqual(names(await search(term)), ['Kızıl Ejderha'], term);
  for (const term of ['sweet bon', 'SWEET  BONANZA', 'bonanza sweet', 'candy', 'sweetbon'])
    assert.ok(names(await search(term, { live: true })).includes('Sweet Bonanza CandyLand'), term);
  for (const [term, name] of <[string, string][]>[
    ['gunesli', 'Güneşli Sahil'],
    ['öküz', 'Altın Öküz'],
    ['okuz altin', 'Altın Öküz'],
    ['cilgin', 'Çılgın Meyveler'],
    ['ISIKLI agac', 'Işıklı Ağaç'],
    ['istanbul', 'İstanbul Geceleri'],
    ['İSTANBUL gec', 'İstanbul Geceleri'],
  ])
    assert.equal(names(await search(term))[0], name, term);
  // Every word must begin a word of the name: a word from the middle of one finds nothing.
  assert.deepEqual(await search('zil'), []);
  assert.deepEqual(await search('kizil olympus'), []);
  // Separators and SQL-looking input are words like any other, not SQL.
  assert.deepEqual(await search("'; DROP TABLE games; --"), []);
  assert.deepEqual(await search('%'), []);
  assert.deepEqual(await search('_'), await search(''));
  assert.ok((await search('hi-lo')).some((g) => g.name === 'Hi-Lo'));
  const many = await search(Array.from({ length: 40 }, () => 'a').join(' '));
  assert.ok(Array.isArray(many));
});

test('the provider filter keeps only the chosen providers, together with the search', async () => {
  const all = await search('');
  const pragmatic = await search('', { providers: ['Pragmatic Play'] });
  assert.ok(pragmatic.length > 0);
  assert.ok(pragmatic.length < all.length);
  assert.ok(pragmatic.every((g) => g.providerName === 'Pragmatic Play'));
  const two = await search('', { providers: ['Pragmatic Play', 'Hub88'] });
  assert.deepEqual(new Set(two.map((g) => g.providerName)), new Set(['Pragmatic Play', 'Hub88']));
  // A footer provider without games in the catalogue: an empty list, not an error.
  assert.deepEqual(await search('', { providers: ['Evolution'] }), []);
  assert.deepEqual(await search('kizil', { providers: ['Hub88'] }), []);
  assert.deepEqual(names(await search('kizil', { providers: ['SoftGamings'] })), ['Kızıl Ejderha']);
  const bad = await call(base, 'POST', 'casino/games', {
    body: { providers: Array.from({ length: 21 }, (_, i) => `p${i}`) },
  });
  assert.equal(bad.status, 400);
  const notList = await call(base, 'POST', 'casino/games', { body: { providers: 'Hub88' } });
  assert.equal(notList.status, 400);
});

const LAUNCH: Record<string, (code: string) => [string, object]> = {
  Digitain: (code) => ['casino/dtlaunchurl', { code }],
  'Pragmatic Play': (code) => ['casino/pragmaticlaunchurl', { code }],
};

async function open(token: string, g: G) {
  const [path, body] = LAUNCH[g.providerName]!(g.gameCode);
  const r = await call(base, 'POST', path, { token, body });
  assert.equal(r.status, 200, r.message);
}

test('recently played: the last 12 distinct games opened, newest first, per player, from the server', async () => {
  const { token } = await register(base);
  const other = await register(base);
  const recent = (t: string) => call(base, 'GET', 'casino/recent', { token: t });
  assert.deepEqual((await recent(token)).data, []);
  assert.equal((await call(base, 'GET', 'casino/recent')).status, 401);
  assert.equal((await recent('forged-token')).status, 401);

  const games = (await search('', { providers: ['Digitain', 'Pragmatic Play'] })).slice(0, 14);
  assert.equal(games.length, 14);
  for (const g of games) await open(token, g);
  await open(token, games[3]!); // opened again: first, and once
  await open(other.token, games[0]!);

  const mine = (await recent(token)).data as G[];
  const expected = [
    games[3]!,
    ...games
      .slice(2)
      .reverse()
      .filter((g) => g !== games[3]),
  ].slice(0, 12);
  assert.deepEqual(
    mine.map((g) => g.gameCode),
    expected.map((g) => g.gameCode),
  );
  assert.deepEqual(
    ((await recent(other.token)).data as G[]).map((g) => g.gameCode),
    [games[0]!.gameCode],
  );
  // A launch that fails (unknown game) is not recorded.
  const bad = await call(base, 'POST', 'casino/dtlaunchurl', { token, body: { code: 'no-such-game' } });
  assert.equal(bad.status, 404);
  assert.equal(((await recent(token)).data as G[])[0]!.gameCode, games[3]!.gameCode);
});

test('the word search reads game_search_words through its primary key (index range scan)', async () => {
  const db = api.built.db;
  const plan = await db.tx(async (q) => {
    await q.query('SET LOCAL enable_seqscan = off');
    const rows = await q.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT game_id FROM game_search_words WHERE word >= 'kiz' COLLATE "C" AND word < ('kiz' || chr(1114111)) COLLATE "C"`,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
  assert.match(plan, /(Bitmap )?Index (Only )?Scan (using|on) game_search_words_pkey/, plan);
  assert.match(plan, /Index Cond/, plan);
});
