// Markets (issue 30, item 4): a market per request (host, trusted gateway header) and per account,
// each with its composition and player-protection profile. Runs on PGlite (the file store) and,
// through api/test/run-postgres.sh, on PostgreSQL (the database store).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyRequest, InjectOptions } from 'fastify';
import { createGameLaunch } from '../src/demo/index.js';
import { MARKET_COOKIE, visitorMarket } from '../src/services/markets.js';
import { newPlayer, removeDir, startApi, type Running } from './helpers.js';
import { depositConfirmed, userId } from './money-helpers.js';

const TEMPLATE =
  '<!doctype html><html lang="tr"><head><title>playhub</title><template data-playhub="preloads"></template>' +
  '</head><body><div id="root"></div><template data-playhub="data"></template></body></html>';

let api: Running;
const dataDir = mkdtempSync(path.join(tmpdir(), 'playhub-markets-data-'));
const siteDir = mkdtempSync(path.join(tmpdir(), 'playhub-markets-site-'));
const STRICT_HOST = 'strict.test';

before(async () => {
  writeFileSync(path.join(siteDir, 'index.html'), TEMPLATE);
  for (const version of ['1.0.0', '2.0.0']) {
    mkdirSync(path.join(siteDir, `mf/casino/${version}`), { recursive: true });
    writeFileSync(
      path.join(siteDir, `mf/casino/${version}/mf-manifest.json`),
      JSON.stringify({
        name: 'casino',
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      }),
    );
  }
  writeFileSync(
    path.join(siteDir, 'composition.json'),
    JSON.stringify({
      casino: { entry: '/mf/casino/1.0.0/mf-manifest.json', version: '1.0.0', routes: ['/', '/casino/*'] },
    }),
  );
  api = await startApi(dataDir, {
    SITE_DIR: siteDir,
    MARKET_HOSTS: `${STRICT_HOST}=strict,nowhere.test=nowhere`,
  });
});

after(async () => {
  await api.close();
  removeDir(dataDir);
  removeDir(siteDir);
});

const inject = (opts: InjectOptions) => api.built.app.inject(opts);

/** The bootstrap's market as the request gets it. */
async function bootstrapMarket(headers: Record<string, string>, remoteAddress?: string) {
  const res = await inject({
    method: 'GET',
    url: '/api/cms/grouped',
    headers: { 'x-locale': 'en', ...headers },
    remoteAddress,
  });
  assert.equal(res.statusCode, 200);
  return (res.json() as { data: { market?: { code: string } } }).data.market?.code;
}

/** Registers on `host`; resolves with the answer, the session token and the market cookie. */
async function registerOn(
  host: string,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const player = newPlayer(overrides);
  const res = await inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { host, 'x-locale': 'en', 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(player),
  });
  const body = res.json() as { success: boolean; message: string; data: { token: string } | null };
  const setCookie = [res.headers['set-cookie'] ?? []].flat();
  const cookie = setCookie.find((c) => c.startsWith(`${MARKET_COOKIE}=`))?.split(';')[0] ?? '';
  return { status: res.statusCode, body, token: body.data?.token ?? '', cookie, player };
}

const authed = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  'x-locale': 'en',
  'content-type': 'application/json',
  ...extra,
});

describe('the market of a request', () => {
  test('the host name chooses it; an unknown host or an unknown market is the default market', async () => {
    assert.equal(await bootstrapMarket({ host: STRICT_HOST }), 'strict');
    assert.equal(await bootstrapMarket({ host: 'site.test' }), 'tr');
    // MARKET_HOSTS names a market that does not exist: never served as such.
    assert.equal(await bootstrapMarket({ host: 'nowhere.test' }), 'tr');
  });

  test("a visitor's header is ignored unless the request comes from the gateway (TRUST_PROXY)", async () => {
    // Not behind a trusted gateway: the forged header changes nothing, in either direction.
    assert.equal(await bootstrapMarket({ host: 'site.test', 'x-playhub-market': 'strict' }), 'tr');
    assert.equal(await bootstrapMarket({ host: STRICT_HOST, 'x-playhub-market': 'tr' }), 'strict');
    const req = (peer: string, header: string) =>
      ({
        headers: { host: 'site.test', 'x-playhub-market': header },
        socket: { remoteAddress: peer },
      }) as unknown as FastifyRequest;
    const config = { trustProxy: ['10.0.0.0/8'], markets: { hosts: {} } };
    const known = new Set(['tr', 'strict']);
    assert.equal(visitorMarket(req('10.1.2.3', 'strict'), config, known), 'strict');
    assert.equal(visitorMarket(req('::ffff:10.1.2.3', 'STRICT '), config, known), 'strict');
    assert.equal(visitorMarket(req('192.0.2.7', 'strict'), config, known), 'tr');
    assert.equal(visitorMarket(req('10.1.2.3', 'nowhere'), config, known), 'tr');
    assert.equal(visitorMarket(req('10.1.2.3', 'strict\u0000'), config, known), 'tr');
    assert.equal(visitorMarket(req('10.1.2.3', 'strict'), { ...config, trustProxy: false }, known), 'tr');
  });
});

describe('registration', () => {
  test('the strict market refuses an account without a deposit limit; the default market does not', async () => {
    const refused = await registerOn(STRICT_HOST);
    assert.equal(refused.status, 422);
    assert.match(refused.body.message, /deposit limit/);
    assert.equal(
      await api.built.db
        .query('SELECT 1 FROM users WHERE username = $1', [refused.player.username])
        .then((r) => r.length),
      0,
    );

    const tr = await registerOn('site.test');
    assert.equal(tr.status, 200, tr.body.message);
    const rows = await api.built.db.query<{ market: string }>(
      'SELECT market FROM users WHERE username = $1',
      [tr.player.username],
    );
    assert.equal(rows[0]?.market, 'tr');
  });

  test('a strict account keeps its limit from the start, and huge or malformed limits are refused', async () => {
    for (const depositLimit of [
      { period: 'day', value: 1e12 },
      { period: 'year', value: 100 },
      { period: 'day', value: -5 },
      { period: 'day', value: '100' },
    ]) {
      const r = await registerOn(STRICT_HOST, { depositLimit });
      assert.equal(r.status, 400, JSON.stringify(depositLimit));
    }
    const ok = await registerOn(STRICT_HOST, { depositLimit: { period: 'week', value: 250 } });
    assert.equal(ok.status, 200, ok.body.message);
    const status = await inject({ method: 'GET', url: '/api/protection', headers: authed(ok.token) });
    const limits = (status.json() as { data: { limits: { kind: string; period: string; value: number }[] } })
      .data.limits;
    assert.deepEqual(
      limits.filter((l) => l.kind === 'deposit').map((l) => [l.period, l.value]),
      [['week', 250]],
    );
  });

  test("a cookie of another market's login does not choose a newcomer's market", async () => {
    const tr = await registerOn('site.test');
    // On the strict host with the tr player's signed cookie: still the strict market's rules.
    const r = await registerOn(STRICT_HOST, {}, { cookie: tr.cookie });
    assert.equal(r.status, 422);
  });
});

describe("a strict player's protection follows the account", () => {
  let token = '';
  let cookie = '';
  before(async () => {
    const r = await registerOn(STRICT_HOST, { depositLimit: { period: 'day', value: 100 } });
    assert.equal(r.status, 200, r.body.message);
    token = r.token;
    cookie = r.cookie;
  });

  const reality = (minutes: number, headers: Record<string, string> = {}) =>
    inject({
      method: 'POST',
      url: '/api/protection/reality-check',
      headers: authed(token, { host: 'site.test', ...headers }),
      payload: JSON.stringify({ minutes }),
    });

  test('a reality check longer than the market allows, or none, is refused', async () => {
    assert.equal((await reality(0)).statusCode, 422);
    assert.equal((await reality(120)).statusCode, 422);
    assert.match((await reality(90)).json().message, /at least every 60 minutes/);
    assert.equal((await reality(30)).statusCode, 200);
    assert.equal((await reality(60)).statusCode, 200);
  });

  test('neither the host, a forged header nor a forged cookie moves the player to the laxer market', async () => {
    for (const headers of <Record<string, string>[]>[
      { host: 'site.test' },
      { 'x-playhub-market': 'tr' },
      { cookie: `${MARKET_COOKIE}=tr.AAAAAAAAAAAAAAAAAAAAAA` },
    ]) {
      assert.equal((await reality(0, headers)).statusCode, 422, JSON.stringify(headers));
      assert.equal((await reality(120, headers)).statusCode, 422, JSON.stringify(headers));
    }
    // Only the account's column counts, and the player has no way to write it.
    const edit = await inject({
      method: 'POST',
      url: '/api/customer/update',
      headers: authed(token),
      payload: JSON.stringify({ market: 'tr' }),
    });
    assert.notEqual(edit.statusCode, 200);
  });

  test("the signed cookie paints the player's market on any host; a forged one is ignored", async () => {
    assert.equal(cookie.startsWith(`${MARKET_COOKIE}=strict.`), true, cookie);
    assert.equal(await bootstrapMarket({ host: 'site.test', cookie }), 'strict');
    assert.equal(
      await bootstrapMarket({ host: STRICT_HOST, cookie: `${MARKET_COOKIE}=tr.${cookie.split('.')[1]}` }),
      'strict',
    );
  });

  test('a tr player may turn the reality check off', async () => {
    const tr = await registerOn('site.test');
    const r = await inject({
      method: 'POST',
      url: '/api/protection/reality-check',
      headers: authed(tr.token),
      payload: JSON.stringify({ minutes: 0 }),
    });
    assert.equal(r.statusCode, 200);
  });
});

describe('autoplay', () => {
  async function gameFor(host: string, overrides: Record<string, unknown>) {
    const r = await registerOn(host, overrides);
    assert.equal(r.status, 200, r.body.message);
    await depositConfirmed(api.base, r.token, 50);
    const id = await userId(api.built.db, r.player.username);
    const launch = await createGameLaunch(api.built.db, {
      userId: id,
      provider: 'Hub88',
      gameCode: 'g-1',
      gameName: 'Book of Demo',
      isMobile: false,
      language: 'en',
      origin: 'http://api.test',
    });
    assert.ok('url' in launch);
    const url = new URL(launch.url);
    return {
      page: await inject({ method: 'GET', url: url.pathname + url.search }),
      session: url.searchParams.get('session')!,
    };
  }
  const spin = (session: string, auto: boolean) =>
    inject({
      method: 'POST',
      url: '/api/demo/game/spin',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ session, stake: 1, auto }),
    });

  test('the strict market offers no autoplay and the wallet refuses an autoplay round', async () => {
    const strict = await gameFor(STRICT_HOST, { depositLimit: { period: 'day', value: 100 } });
    assert.equal(strict.page.statusCode, 200);
    assert.doesNotMatch(strict.page.body, /data-testid="demo-autoplay"/);
    const refused = await spin(strict.session, true);
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().message, /Autoplay is not available/);
    // Replayed by hand, the same: and a spin the player starts is played.
    assert.equal((await spin(strict.session, true)).statusCode, 403);
    assert.equal((await spin(strict.session, false)).statusCode, 200);

    const tr = await gameFor('site.test', {});
    assert.match(tr.page.body, /data-testid="demo-autoplay"/);
    assert.equal((await spin(tr.session, true)).statusCode, 200);
  });
});

describe('a composition per market', () => {
  /** The casino version the painted page of `host` carries. */
  async function paintedCasino(host: string, cookie = '') {
    const res = await inject({ method: 'GET', url: '/', headers: { host, ...(cookie ? { cookie } : {}) } });
    assert.equal(res.statusCode, 200);
    const data = /<script type="application\/json"[^>]*>([^<]*)<\/script>/.exec(res.body)?.[1] ?? res.body;
    return /"casino":\{"entry":"\/mf\/casino\/([\d.]+)\//.exec(data)?.[1] ?? null;
  }
  async function servedCasino(host: string) {
    const res = await inject({ method: 'GET', url: '/composition.json', headers: { host } });
    assert.equal(res.statusCode, 200);
    return (res.json() as { casino: { version: string } }).casino.version;
  }

  test("a canary in one market is served to that market's visitors only", async () => {
    const compositions = api.built.compositions!;
    assert.equal(await paintedCasino(STRICT_HOST), '1.0.0');
    const strict = compositions.for('strict');
    assert.equal(strict.market, 'strict');
    const line = await strict.store.change((composition) => {
      composition.casino!.candidate = {
        entry: '/mf/casino/2.0.0/mf-manifest.json',
        version: '2.0.0',
        traffic: 100,
        since: new Date().toISOString(),
      };
      return { action: 'canary', vertical: 'casino', from: '1.0.0', to: '2.0.0' };
    }, 'test');
    assert.ok(line);
    await strict.refresh();
    assert.equal(await paintedCasino(STRICT_HOST), '2.0.0');
    assert.equal(await servedCasino(STRICT_HOST), '2.0.0');
    assert.equal(await paintedCasino('site.test'), '1.0.0');
    assert.equal(await servedCasino('site.test'), '1.0.0');
    // The default market's history has no line of it.
    assert.equal(
      (await compositions.default.history()).some((h) => h.to === '2.0.0'),
      false,
    );
    // A strict player on the default market's host gets the strict composition.
    const player = await registerOn(STRICT_HOST, { depositLimit: { period: 'day', value: 100 } });
    assert.equal(await paintedCasino('site.test', player.cookie), '2.0.0');
  });
});

describe("the console's markets", () => {
  /** An answer of the console (its pages are HTML; a redirect is not followed). */
  async function page(url: string, init: { cookie?: string; form?: Record<string, string> } = {}) {
    const res = await fetch(`${api.base}${url}`, {
      method: init.form ? 'POST' : 'GET',
      headers: {
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded', origin: api.base } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    });
    return { status: res.status, html: await res.text(), cookies: res.headers.getSetCookie() };
  }
  const cookieOf = (cookies: string[], name: string) =>
    cookies.find((c) => c.startsWith(`${name}=`))?.split(';')[0] ?? '';
  const hidden = (html: string, name: string) =>
    new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

  let cookie = '';
  before(async () => {
    const login = await page('/operator/login?lang=en');
    const done = await page('/operator/login', {
      cookie: cookieOf(login.cookies, 'playhub_operator_login'),
      form: { csrf: hidden(login.html, 'csrf'), username: 'operator', password: 'operator12345' },
    });
    assert.equal(done.status, 303, done.html);
    cookie = `${cookieOf(done.cookies, 'playhub_operator')}; playhub_operator_lang=en`;
  });

  test('the markets page lists each profile and composition; an unknown market is refused', async () => {
    const markets = await page('/operator/markets', { cookie });
    assert.equal(markets.status, 200);
    assert.match(markets.html, /data-market="tr"/);
    assert.match(markets.html, /data-market="strict"[\s\S]*At least every 60 minutes; cannot be turned off/);
    for (const market of ['nowhere', '../tr', 'x'.repeat(500), 'TR']) {
      const refused = await page(`/operator/?market=${encodeURIComponent(market)}`, { cookie });
      assert.equal(refused.status, 404, market);
      assert.match(refused.html, /There is no market/);
    }
    // A control character never reaches the page as a market.
    assert.equal((await page('/operator/?market=tr%00', { cookie })).status, 400);
  });

  test("a change reviewed in one market is never applied to another's composition", async () => {
    const compositions = api.built.compositions!;
    assert.ok(compositions.for('strict').read()?.casino?.candidate, 'the strict canary of the test above');
    const vertical = await page('/operator/verticals/casino?market=strict', { cookie });
    const csrf = hidden(vertical.html, 'csrf');
    const review = await page('/operator/verticals/casino/confirm?market=strict', {
      cookie,
      form: { csrf, action: 'abort', reason: 'markets test' },
    });
    assert.equal(review.status, 200, review.html);
    assert.match(review.html, /applies to the composition of market strict only/);
    const form = {
      csrf,
      action: 'abort',
      reason: 'markets test',
      expect: hidden(review.html, 'expect'),
      seal: hidden(review.html, 'seal'),
    };
    // Replayed against the default market: refused by the seal, before anything is read.
    assert.equal((await page('/operator/verticals/casino/apply', { cookie, form })).status, 403);
    const applied = await page('/operator/verticals/casino/apply?market=strict', { cookie, form });
    assert.equal(applied.status, 303, applied.html);
    await compositions.for('strict').refresh();
    assert.equal(compositions.for('strict').read()?.casino?.candidate, undefined);
    assert.equal(
      (await compositions.default.history()).some((h) => h.reason === 'markets test'),
      false,
    );
  });
});
