// Demo provider pages: launch URLs per provider, the slot page and its spin endpoint.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ProviderName } from '@playhub/shared/contracts';
import { openPglite } from '../src/db/pglite.js';
import type { Db } from '../src/db/index.js';
import { createGameLaunch, registerDemo, type DemoMoney } from '../src/demo/index.js';
import { drawOutcome } from '../src/demo/spin.js';

const ORIGIN = 'http://api.test';
let db: Db;
let app: FastifyInstance;
const balances = new Map<number, bigint>();
const moves: { kind: string; userId: number; amount: bigint; ref: string; game?: { name?: string } }[] = [];

// A wallet like API-core's: 422 AppError-like failure when the stake is not covered.
const money: DemoMoney = {
  async balance(userId) {
    return balances.get(userId) ?? 0n;
  },
  async bet(userId, amount, ref, game) {
    const b = balances.get(userId) ?? 0n;
    if (b < amount) throw Object.assign(new Error('payment.insufficient'), { status: 422 });
    balances.set(userId, b - amount);
    moves.push({ kind: 'bet', userId, amount, ref, game });
    return { balanceMinor: b - amount };
  },
  async win(userId, amount, ref, game) {
    const b = (balances.get(userId) ?? 0n) + amount;
    balances.set(userId, b);
    moves.push({ kind: 'win', userId, amount, ref, game });
    return { balanceMinor: b };
  },
};

before(async () => {
  db = await openPglite('memory://');
  // Only what the demo tables need from API-core's schema, so these tests stand alone.
  await db.exec('CREATE TABLE users (id serial PRIMARY KEY, username text NOT NULL)');
  await db.exec(readFileSync(new URL('../src/db/migrations/0100_demo.sql', import.meta.url), 'utf8'));
  await db.query("INSERT INTO users (username) VALUES ('demo'), ('broke')");
  balances.set(1, 10_000n);
  balances.set(2, 50n);
  app = Fastify({ logger: false });
  await registerDemo(app, { db, money });
  await app.ready();
});
after(async () => {
  await app.close();
  await db.close();
});

const launch = (
  provider: ProviderName,
  extra: { lobbyUrl?: string; userId?: number; gameName?: string } = {},
) =>
  createGameLaunch(db, {
    userId: extra.userId ?? 1,
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
  assert.match(res.body, /"balance":100/);
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

test('a spin takes the stake through the wallet and maybe pays a win', async () => {
  const session = urlOf(await launch('Digitain')).searchParams.get('session');
  const before = balances.get(1) ?? 0n;
  moves.length = 0;
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
  assert.equal(moves[0]?.kind, 'bet');
  assert.equal(moves[0]?.amount, 500n);
  assert.equal(moves[0]?.game?.name, 'Book of Demo');
  assert.equal(body.data.balance, Number(before - 500n) / 100 + body.data.win);
  assert.equal(body.data.reels.length, 3);
  if (body.data.win > 0) assert.equal(moves[1]?.ref, moves[0]?.ref);
});

test('spin failures: stake, session, insufficient balance', async () => {
  const session = urlOf(await launch('Digitain', { userId: 2 })).searchParams.get('session');
  const spin = (payload: object) => app.inject({ method: 'POST', url: '/api/demo/game/spin', payload });
  assert.equal((await spin({ session, stake: 3 })).statusCode, 400);
  assert.equal((await spin({ stake: 1 })).statusCode, 400);
  assert.equal((await spin({ session: 'nope', stake: 1 })).statusCode, 401);
  const poor = await spin({ session, stake: 1 });
  assert.equal(poor.statusCode, 422);
  assert.match((poor.json() as { message: string }).message, /Insufficient balance/);
  assert.equal((poor.json() as { data: { balance: number } }).data.balance, 0.5);
});

test('the lobby exit page posts { command: "exit" } to its parent', async () => {
  const res = await app.inject({ url: '/api/demo/lobby-exit' });
  assert.equal(res.statusCode, 200);
  assert.match(res.body, /postMessage\(\{ command: 'exit' \}/);
});

test('outcomes: a win shows three alike, a loss never does', () => {
  const seq = (values: number[]) => () => values.shift() ?? 0;
  assert.deepEqual(drawOutcome(seq([10, 6])), { multiplier: 10, reels: ['7', '7', '7'] });
  const loss = drawOutcome(seq([50, 2, 2, 2]));
  assert.equal(loss.multiplier, 0);
  assert.notEqual(new Set(loss.reels).size, 1);
});
