// Demo sportsbook frames: who is logged in, modes, the message protocol and the "never answers" mode.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { DEV_SECRETS } from '../src/config.js';
import { sportsbookAdapter } from '../src/integrations/sportsbook/index.js';
import { verifySportsbookSignature } from '../src/integrations/sportsbook/tokens.js';
import { call, removeDir, startApi, type Running } from './helpers.js';

let api: Running;
let port: number;
const secret = DEV_SECRETS.SPORTSBOOK_TOKEN_SECRET;

before(async () => {
  api = await startApi();
  port = Number(new URL(api.base).port);
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
});

const page = (path: string) => api.built.app.inject({ url: path });
const login = async () => {
  const r = await call(api.base, 'POST', 'auth/login', { body: { username: 'demo', password: 'demo12345' } });
  assert.equal(r.status, 200, r.message);
  return r.data as {
    token: string;
    betsyToken: string;
    betcoToken: string;
    betsyCid: string;
    betsyUrl: string;
  };
};

test('sportsbook sessions: signed per-brand tokens naming the login session; empty tokens for visitors', () => {
  const adapter = sportsbookAdapter({ kind: 'demo' }, secret);
  const s = adapter.session(7, 'http://api.test/');
  assert.equal(s.betsyUrl, 'http://api.test/api/demo/sportsbook/betsy');
  assert.equal(s.betcoUrl, 'http://api.test/api/demo/sportsbook/betco');
  assert.equal(verifySportsbookSignature(secret, 'betsy', s.betsyToken), 7);
  assert.equal(verifySportsbookSignature(secret, 'betco', s.betcoToken), 7);
  assert.equal(
    verifySportsbookSignature(secret, 'betco', s.betsyToken),
    null,
    'a betsy token is not a betco token',
  );
  assert.equal(
    verifySportsbookSignature('another-secret', 'betsy', s.betsyToken),
    null,
    'forged with another key',
  );
  const flipped = s.betsyToken.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  assert.equal(verifySportsbookSignature(secret, 'betsy', flipped), null);
  assert.equal(
    verifySportsbookSignature(secret, 'betsy', s.betsyToken, Date.now() + 13 * 3600_000),
    null,
    'expired',
  );
  const guest = adapter.session(null, 'http://api.test');
  assert.equal(guest.betsyToken, '');
  assert.equal(guest.betcoToken, '');
  assert.equal(guest.betsyCid, s.betsyCid);
});

test('a valid token shows the player until the login session ends; none shows Guest with a Log in button', async () => {
  const s = await login();
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
  const wrongBrand = await page(
    `/api/demo/sportsbook/betco?token=${encodeURIComponent(s.betsyToken)}&lang=en`,
  );
  assert.match(wrongBrand.body, /Guest/);
  assert.match(wrongBrand.body, /data-mode="esports"/, 'betco defaults to e-sports');
  const apiToken = await page(`/api/demo/sportsbook/betco?token=${encodeURIComponent(s.token)}&lang=tr`);
  assert.match(apiToken.body, /Misafir/, 'the API session token is never a sportsbook token');
  const tr = await page(`/api/demo/sportsbook/betco?token=${encodeURIComponent(s.betcoToken)}&lang=tr`);
  assert.match(tr.body, /Giriş yapan <strong>demo<\/strong>/);
  assert.equal((await page('/api/demo/sportsbook/other')).statusCode, 404);
  assert.equal((await call(api.base, 'GET', 'auth/logout', { token: s.token })).status, 200);
  const after = await page(`/api/demo/sportsbook/betsy?token=${encodeURIComponent(s.betsyToken)}&lang=en`);
  assert.match(after.body, /Guest/, 'logout ends the sportsbook token');
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
    api.built.app.inject({ method: 'POST', url: '/api/demo/sportsbook/mode', payload: { hang } });
  assert.equal((await set('yes')).statusCode, 400);
  assert.equal((await set(true)).statusCode, 200);
  assert.equal((await fetchStart('/api/demo/sportsbook/betco', 300)).ended, false);
  assert.equal((await set(false)).statusCode, 200);
  const ok = await fetchStart('/api/demo/sportsbook/betco', 300);
  assert.equal(ok.ended, true);
  assert.match(ok.first, /sportsbook:ready/);
});

// In production the mode switch is not registered at all: production-config.test.ts.
