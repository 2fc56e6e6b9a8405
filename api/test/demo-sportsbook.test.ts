// Demo sportsbook frames: who is logged in, modes, the message protocol and the "never answers" mode.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { openPglite } from '../src/db/pglite.js';
import type { Db } from '../src/db/index.js';
import { registerDemo, sportsbookSession, verifySportsbookToken } from '../src/demo/index.js';

let db: Db;
let app: FastifyInstance;
let port: number;

before(async () => {
  db = await openPglite('memory://');
  await db.exec('CREATE TABLE users (id serial PRIMARY KEY, username text NOT NULL)');
  await db.exec(readFileSync(new URL('../src/db/migrations/0100_demo.sql', import.meta.url), 'utf8'));
  await db.query("INSERT INTO users (username) VALUES ('demo')");
  app = Fastify({ logger: false });
  const money = {
    balance: async () => 0n,
    bet: async () => ({ balanceMinor: 0n }),
    win: async () => ({ balanceMinor: 0n }),
  };
  await registerDemo(app, {
    db,
    money,
    sportsbook: { hangMaxMs: 5_000, authenticate: async (t) => (t === 'api-session-token' ? 1 : null) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const a = app.server.address();
  assert.ok(a && typeof a === 'object');
  port = a.port;
});
after(async () => {
  await app.close();
  await db.close();
});

const page = (path: string) => app.inject({ url: path });

test('sportsbookSession: signed per-brand tokens for players, empty tokens for visitors', () => {
  const s = sportsbookSession(1, 'http://api.test/');
  assert.equal(s.betsyUrl, 'http://api.test/api/demo/sportsbook/betsy');
  assert.equal(s.betcoUrl, 'http://api.test/api/demo/sportsbook/betco');
  assert.equal(verifySportsbookToken('betsy', s.betsyToken), 1);
  assert.equal(verifySportsbookToken('betco', s.betcoToken), 1);
  assert.equal(verifySportsbookToken('betco', s.betsyToken), null, 'a betsy token is not a betco token');
  assert.equal(
    verifySportsbookToken(
      'betsy',
      s.betsyToken.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    ),
    null,
  );
  assert.equal(
    verifySportsbookToken('betsy', s.betsyToken, Date.now() + 31 * 24 * 3600_000),
    null,
    'expired',
  );
  const guest = sportsbookSession(null, 'http://api.test');
  assert.equal(guest.betsyToken, '');
  assert.equal(guest.betcoToken, '');
  assert.equal(guest.betsyCid, s.betsyCid);
});

test('a valid token shows the player; none shows Guest with a Log in button', async () => {
  const s = sportsbookSession(1, 'http://api.test');
  const player = await page(
    `/api/demo/sportsbook/betsy?token=${encodeURIComponent(s.betsyToken)}&cid=${s.betsyCid}&lang=en&mode=live`,
  );
  assert.equal(player.statusCode, 200);
  assert.equal(player.headers['x-frame-options'], undefined);
  assert.match(player.body, /Logged in as <strong>demo<\/strong>/);
  assert.doesNotMatch(player.body, /<button type="button" data-testid="sportsbook-login"/);
  assert.match(player.body, /data-mode="live"/);
  const guest = await page('/api/demo/sportsbook/betsy?lang=en&mode=prematch');
  assert.match(guest.body, /data-testid="sportsbook-user">Guest/);
  assert.match(guest.body, /<button type="button" data-testid="sportsbook-login"/);
  const forged = await page(`/api/demo/sportsbook/betco?token=${encodeURIComponent(s.betsyToken)}&lang=en`);
  assert.match(forged.body, /Guest/);
  assert.match(forged.body, /data-mode="esports"/, 'betco defaults to e-sports');
  const session = await page('/api/demo/sportsbook/betco?token=api-session-token&lang=tr');
  assert.match(session.body, /Giriş yapan <strong>demo<\/strong>/);
  assert.equal((await page('/api/demo/sportsbook/other')).statusCode, 404);
});

test('the page speaks the documented message protocol', async () => {
  const body = (await page('/api/demo/sportsbook/betsy')).body;
  for (const type of ['sportsbook:login', 'sportsbook:deposit', 'sportsbook:height', 'sportsbook:ready']) {
    assert.ok(body.includes(`type: '${type}'`), type);
  }
  assert.match(body, /document\.body\.scrollHeight/);
});

/** Reads the start of a page over real HTTP and reports whether the response ever finished. */
function fetchStart(
  path: string,
  waitMs: number,
): Promise<{ status: number; first: string; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path }, (res) => {
      let first = '';
      let ended = false;
      res.setEncoding('utf8');
      res.on('data', (c: string) => (first += c));
      res.on('end', () => (ended = true));
      setTimeout(() => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, first, ended });
      }, waitMs);
    });
    req.on('error', reject);
  });
}

test('hang=1 starts a page and never finishes it', async () => {
  const r = await fetchStart('/api/demo/sportsbook/betsy?hang=1&lang=en', 400);
  assert.equal(r.status, 200);
  assert.match(r.first, /Loading/);
  assert.equal(r.ended, false);
});

test('the operator mode makes every page hang until switched back', async () => {
  const set = (hang: unknown) =>
    app.inject({ method: 'POST', url: '/api/demo/sportsbook/mode', payload: { hang } });
  assert.equal((await set('yes')).statusCode, 400);
  assert.equal((await set(true)).statusCode, 200);
  assert.equal((await fetchStart('/api/demo/sportsbook/betco', 300)).ended, false);
  assert.equal((await set(false)).statusCode, 200);
  const ok = await fetchStart('/api/demo/sportsbook/betco', 300);
  assert.equal(ok.ended, true);
  assert.match(ok.first, /sportsbook:ready/);
});

test('the mode switch is refused in production', async () => {
  const prev = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/api/demo/sportsbook/mode',
      payload: { hang: true },
    });
    assert.equal(res.statusCode, 404);
    assert.equal((res.json() as { success: boolean }).success, false);
  } finally {
    process.env.NODE_ENV = prev;
  }
});
