// Demo provider pages: launch URLs per provider, the slot page and its spin endpoint.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { InjectOptions } from 'fastify';
import type { ProviderName } from '@playhub/shared/contracts';
import { createGameLaunch } from '../src/demo/index.js';
import { drawOutcome } from '../src/demo/spin.js';
import { register, removeDir, startApi, type Running } from './helpers.js';
import { depositConfirmed, userId } from './money-helpers.js';

const ORIGIN = 'http://api.test';
let api: Running;
let player: { id: number; token: string };
let poor: { id: number; token: string };

before(async () => {
  api = await startApi();
  const p = await register(api.base);
  await depositConfirmed(api.base, p.token, 100);
  player = { id: await userId(api.built.db, p.username), token: p.token };
  const q = await register(api.base);
  poor = { id: await userId(api.built.db, q.username), token: q.token };
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
});

/** The API's own HTTP interface, as in the other suites (`inject` keeps these tests fast). */
const app = { inject: (opts: InjectOptions) => api.built.app.inject(opts) };

const launch = (
  provider: ProviderName,
  extra: { lobbyUrl?: string; userId?: number; gameName?: string } = {},
) =>
  createGameLaunch(api.built.db, {
    userId: extra.userId ?? player.id,
    provider,
    gameCode: 'g-1',
    gameName: extra.gameName ?? 'Book of Demo',
    isMobile: false,
    language: 'en',
    lobbyUrl: extra.lobbyUrl,
    origin: ORIGIN,
  });

function urlOf(r: { url: string } | { html: string }): URL {
  assert.ok('url' in r, 'expected a launch URL');
  return new URL(r.url);
}

test("launch URLs carry each provider's own parameters", async () => {
  for (const p of ['Egt Digital', 'Amusnet'] as const) {
    const u = urlOf(await launch(p));
    assert.equal(u.origin, ORIGIN);
    assert.equal(u.searchParams.get('closeurl'), 'com.egt-bg.postMessage');
    assert.ok((u.searchParams.get('session') ?? '').length >= 32);
  }
  const hub88 = urlOf(await launch('Hub88', { lobbyUrl: 'http://site.test/casino/slot' }));
  assert.equal(hub88.pathname, '/api/demo/game/hub88');
  assert.equal(hub88.searchParams.get('lobby_url'), 'http://site.test/casino/slot');
  assert.equal(hub88.searchParams.get('platform'), 'GPL_DESKTOP');
  const pragmatic = urlOf(await launch('Pragmatic Play'));
  assert.equal(pragmatic.searchParams.get('lobbyUrl'), `${ORIGIN}/api/demo/lobby-exit`);
  for (const p of ['EveryMatrix', 'Digitain'] as const)
    assert.equal(urlOf(await launch(p)).searchParams.get('closeurl'), null);
});

// The phone's play dialog launches with each provider's mobile flag (mf-casino launch-request.ts);
// the browser suite opens one provider there, this holds for every one of them.
test('a launch from a phone is a mobile game session for every provider that takes the flag', async () => {
  const games = (
    await app.inject({
      method: 'POST',
      url: '/api/casino/categorygames',
      payload: { systemCategory: [1, 3, 7, 8] },
    })
  ).json().data as Array<{ providerName: string; gameCode: string; system?: string }>;
  const by = (p: string) => games.find((g) => g.providerName === p)!;
  const mobile: Array<[string, Record<string, unknown>]> = [
    ['amusnetlaunchurl', { code: by('Amusnet').gameCode, isMobile: true }],
    ['egtlaunchurl', { platform: 2, gameCode: by('Egt Digital').gameCode, language: 'en', lobbyUrl: ORIGIN }],
    ['hub88launchurl', { platform: 2, gameCode: by('Hub88').gameCode, language: 'en', lobbyUrl: ORIGIN }],
    [
      'softgamingslaunchurl',
      { system: by('SoftGamings').system, pageCode: by('SoftGamings').gameCode, isMobile: 1 },
    ],
  ];
  const mobileSessions = async () =>
    Number(
      (
        await api.built.db.query<{ n: string }>(
          'SELECT count(*)::text AS n FROM game_sessions WHERE user_id = $1 AND is_mobile',
          [player.id],
        )
      )[0]!.n,
    );
  for (const [route, payload] of mobile) {
    const before = await mobileSessions();
    const res = await app.inject({
      method: 'POST',
      url: `/api/casino/${route}`,
      headers: { authorization: `Bearer ${player.token}`, 'x-locale': 'en' },
      payload,
    });
    assert.equal(res.statusCode, 200, `${route}: ${res.body}`);
    assert.equal(await mobileSessions(), before + 1, `${route}: a mobile session`);
    if (route === 'hub88launchurl')
      assert.equal(new URL(res.json().data).searchParams.get('platform'), 'GPL_MOBILE');
  }
});

test('a javascript: lobby URL is never kept', async () => {
  const u = urlOf(await launch('Hub88', { lobbyUrl: 'javascript:alert(1)' }));
  assert.equal(u.searchParams.get('lobby_url'), `${ORIGIN}/api/demo/lobby-exit`);
});

test('SoftGamings answers HTML whose script frames the demo game and relays its messages', async () => {
  const r = await launch('SoftGamings');
  assert.ok('html' in r);
  assert.match(r.html, /<script>/);
  assert.match(r.html, /api\/demo\/game\/softgamings\?session=/);
  assert.match(r.html, /window\.parent\.postMessage\(event\.data/);
});

test('the game page is frameable, escapes the game name and embeds the exit style', async () => {
  const u = urlOf(await launch('Egt Digital', { gameName: '<img src=x onerror=alert(1)>' }));
  const res = await app.inject({ url: `${u.pathname}${u.search}` });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['x-frame-options'], undefined);
  assert.equal(
    res.headers['content-security-policy'],
    undefined,
    'a sandboxed srcdoc ancestor has an opaque origin',
  );
  assert.doesNotMatch(res.body, /<img src=x/);
  assert.match(res.body, /&lt;img src=x/);
  for (const id of ['demo-spin', 'demo-exit', 'demo-reload', 'demo-balance', 'demo-stake'])
    assert.match(res.body, new RegExp(`data-testid="${id}"`));
  assert.match(res.body, /"exit":"egt"/);
  assert.match(res.body, /"balance":\d+/);
  assert.match(res.body, /com\.egt-bg\.exit/);
  const everyMatrix = urlOf(await launch('EveryMatrix'));
  const em = await app.inject({ url: `${everyMatrix.pathname}${everyMatrix.search}` });
  assert.match(em.body, /"exit":"string"/);
  assert.match(em.body, /post\('exit'\)/);
});

test('the page is in Turkish for lang=tr and refuses bad sessions and providers', async () => {
  const u = urlOf(await launch('Digitain'));
  u.searchParams.set('lang', 'tr');
  assert.match((await app.inject({ url: `${u.pathname}${u.search}` })).body, /Çevir/);
  assert.equal((await app.inject({ url: '/api/demo/game/digitain?session=nope' })).statusCode, 401);
  assert.equal(
    (await app.inject({ url: `/api/demo/game/egt${u.search}` })).statusCode,
    401,
    'session of another provider',
  );
  assert.equal((await app.inject({ url: '/api/demo/game/unknown?session=x' })).statusCode, 404);
});

test('a spin takes the stake through the seamless wallet and maybe pays a win', async () => {
  const session = urlOf(await launch('Digitain')).searchParams.get('session');
  const res = await app.inject({
    method: 'POST',
    url: '/api/demo/game/spin',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: JSON.stringify({ session, stake: 5 }),
  });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['access-control-allow-origin'], '*');
  const body = res.json() as { success: boolean; data: { balance: number; win: number; reels: string[] } };
  assert.equal(body.success, true);
  assert.equal(body.data.balance, 100 - 5 + body.data.win);
  assert.equal(body.data.reels.length, 3);
  const moves = await api.built.db.query<{ kind: string; amount: string; game_code: string; status: string }>(
    `SELECT kind, amount::text AS amount, game_code, status FROM game_transactions
     WHERE user_id = $1 AND provider = 'Digitain' ORDER BY id`,
    [player.id],
  );
  assert.deepEqual(
    moves.map((m) => [m.kind, m.amount, m.game_code, m.status]),
    [
      ['debit', '500', 'g-1', 'ok'],
      ['credit', String(body.data.win * 100), 'g-1', 'ok'],
    ],
  );
});

test('spin failures: stake, session, insufficient balance', async () => {
  const session = urlOf(await launch('Digitain', { userId: poor.id })).searchParams.get('session');
  const spin = (payload: object) => app.inject({ method: 'POST', url: '/api/demo/game/spin', payload });
  assert.equal((await spin({ session, stake: 3 })).statusCode, 400);
  assert.equal((await spin({ stake: 1 })).statusCode, 400);
  assert.equal((await spin({ session: 'nope', stake: 1 })).statusCode, 401);
  const broke = await spin({ session, stake: 1 });
  assert.equal(broke.statusCode, 422);
  assert.match((broke.json() as { message: string }).message, /Insufficient balance/);
  assert.equal((broke.json() as { data: { balance: number } }).data.balance, 0);
});

test('the lobby exit page posts { command: "exit" } to its parent', async () => {
  const res = await app.inject({ url: '/api/demo/lobby-exit' });
  assert.equal(res.statusCode, 200);
  assert.match(res.body, /postMessage\(\{ command: 'exit' \}/);
});

test('outcomes: a win shows three alike of its paytable symbol, a loss never does', () => {
  const seq = (values: number[]) => () => values.shift() ?? 0;
  assert.deepEqual(drawOutcome(seq([0])), { multiplier: 10, reels: ['7', '7', '7'] });
  assert.deepEqual(drawOutcome(seq([100])), { multiplier: 5, reels: ['★', '★', '★'] });
  const loss = drawOutcome(seq([9_999, 2, 2, 2]));
  assert.equal(loss.multiplier, 0);
  assert.notEqual(new Set(loss.reels).size, 1);
});
