// Issue 16, items 6–8 (server defaults, data safety, input): each reproduction of the issue, replayed
// over real HTTP against a started API. PGlite's DATA_DIR checks: data-dir.test.ts.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { SIGNATURE_HEADER, sign } from '../src/integrations/signing.js';
import { call, pageViewToken, register, removeDir, startApi, type Running } from './helpers.js';

const tmp = (prefix: string) => mkdtempSync(path.join(tmpdir(), `playhub-hardening-${prefix}-`));
const secret = () => randomBytes(32).toString('hex');

/** A built site: a document with an inline and an external script, a hashed script, its source map. */
function makeSite(compositionEntry = '/mf/casino/1.0.0/mf-manifest.json'): string {
  const dir = tmp('site');
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>site</title><script id="startup">window.x=1</script>' +
      '<script defer="defer" src="main.1a2b3c4d.js"></script></head><body></body></html>',
  );
  writeFileSync(
    path.join(dir, 'main.1a2b3c4d.js'),
    'console.log(1)\n//# sourceMappingURL=main.1a2b3c4d.js.map',
  );
  writeFileSync(path.join(dir, 'main.1a2b3c4d.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(path.join(dir, 'main.1a2b3c4d.js.map.gz'), 'x');
  writeFileSync(path.join(dir, 'composition.json'), JSON.stringify({ casino: { entry: compositionEntry } }));
  return dir;
}

/** The directives of a CSP header by name. */
function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0]!, d] as [string, string]),
  );
}

const productionEnv = () => ({
  NODE_ENV: 'production',
  ALLOW_DEMO_INTEGRATIONS: 'true',
  OPERATOR_KEY: secret(),
  PAYMENT_CALLBACK_SECRET: secret(),
  GAME_WALLET_SECRET: secret(),
  SPORTSBOOK_TOKEN_SECRET: secret(),
  SITE_SIGNING_SECRET: secret(),
  TWO_FACTOR_SECRET: secret(),
});

describe('server defaults: security headers', () => {
  let api: Running;
  let siteDir: string;
  before(async () => {
    siteDir = makeSite('https://cdn.example:8443/mf/casino/1.0.0/mf-manifest.json');
    api = await startApi(undefined, {
      SITE_DIR: siteDir,
      // The test rewrites composition.json as an operator on the file store does.
      COMPOSITION_STORE: 'file',
      FRAME_ORIGINS: 'https://games.example, https://sports.example/path',
      MEDIA_ORIGINS: 'https://tv.example',
      TRUST_PROXY: '127.0.0.1',
    });
  });
  after(async () => {
    await api.close();
    removeDir(api.dataDir);
    removeDir(siteDir);
  });

  test("the document has the gateway's CSP, with a fresh nonce stamped on every script tag", async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/index.html', '/casino/slot', '/dashboard/profile?tab=1']) {
      const res = await fetch(api.base + url);
      assert.equal(res.status, 200, url);
      const csp = directives(res.headers.get('content-security-policy'));
      const nonce = /'nonce-([^']+)'/.exec(csp.get('script-src') ?? '')?.[1];
      assert.ok(nonce, `${url}: a nonce in script-src`);
      nonces.add(nonce);
      assert.equal(csp.get('script-src'), `script-src 'self' https://cdn.example:8443 'nonce-${nonce}'`);
      assert.equal(csp.get('default-src'), "default-src 'self'");
      assert.equal(csp.get('object-src'), "object-src 'none'");
      assert.equal(csp.get('base-uri'), "base-uri 'self'");
      assert.equal(csp.get('frame-ancestors'), "frame-ancestors 'self'");
      // The provider pages' origin (however it is configured), then FRAME_ORIGINS, reduced to origins.
      assert.match(
        csp.get('frame-src') ?? '',
        /^frame-src 'self' http:\/\/\S+ https:\/\/games\.example https:\/\/sports\.example$/,
      );
      assert.match(csp.get('img-src') ?? '', /https:\/\/tv\.example/);
      assert.match(csp.get('style-src') ?? '', /'unsafe-inline'/);
      const html = await res.text();
      const tags = html.match(/<script[^>]*>/g) ?? [];
      assert.equal(tags.length, 2);
      for (const tag of tags) assert.ok(tag.includes(`nonce="${nonce}"`), `${url}: ${tag}`);
      // Never stored by a shared cache, and revalidated by the browser every time (api/test/shell.test.ts:
      // a 304 sends no policy, so a stored page keeps the policy its nonce belongs to).
      assert.equal(res.headers.get('cache-control'), 'private, no-cache');
      assert.equal(res.headers.get('x-frame-options'), 'SAMEORIGIN');
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.match(res.headers.get('permissions-policy') ?? '', /camera=\(\)/);
    }
    assert.equal(nonces.size, 4, 'a new nonce on every response');
  });

  test('an operator switching a vertical to another origin is followed by the CSP', async () => {
    writeFileSync(
      path.join(siteDir, 'composition.json'),
      JSON.stringify({
        casino: { entry: 'https://cdn2.example/mf/casino/2.0.0/mf-manifest.json' },
        sports: { entry: '/mf/sports/1.0.0/mf-manifest.json', fallbackEntry: 'https://old.example/x.json' },
      }),
    );
    const csp = directives((await fetch(`${api.base}/`)).headers.get('content-security-policy'));
    assert.match(
      csp.get('script-src') ?? '',
      /^script-src 'self' https:\/\/cdn2\.example https:\/\/old\.example 'nonce-/,
    );
  });

  test('JSON answers, errors and media get nosniff, a referrer policy and no framing', async () => {
    for (const [url, status] of [
      ['/api/health', 200],
      ['/api/nothing-here', 404],
      ['/api/media/payment/1.svg', 200],
    ] as const) {
      const res = await fetch(api.base + url);
      assert.equal(res.status, status, url);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', url);
      assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', url);
      assert.equal(res.headers.get('x-frame-options'), 'SAMEORIGIN', url);
      assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'self'/, url);
    }
    const bad = await fetch(`${api.base}/api/cms/page`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.headers.get('x-content-type-options'), 'nosniff');
  });

  test('demo provider pages stay frameable from any origin (their own headers)', async () => {
    for (const url of [
      '/api/demo/game/egt?session=nope&lang=en',
      '/api/demo/lobby-exit',
      '/api/demo/sportsbook/betsy',
    ]) {
      const res = await fetch(api.base + url);
      assert.match(res.headers.get('content-type') ?? '', /text\/html/, url);
      assert.equal(res.headers.get('x-frame-options'), null, url);
      assert.doesNotMatch(res.headers.get('content-security-policy') ?? '', /frame-ancestors/, url);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', url);
    }
  });

  test('a forged Host header cannot add to the policy (the provider origin comes from it)', async () => {
    const port = Number(new URL(api.base).port);
    for (const host of ["evil.example;script-src 'unsafe-inline'", 'evil.example;report-uri', "a b'c"]) {
      const csp = await new Promise<string>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/', headers: { host } }, (res) => {
            res.resume();
            resolve(String(res.headers['content-security-policy'] ?? ''));
          })
          .on('error', reject);
      });
      const names = csp.split(';').map((d) => d.trim().split(' ')[0]);
      assert.equal(new Set(names).size, names.length, `no directive twice: ${csp}`);
      assert.doesNotMatch(csp, /evil|report-uri|unsafe-inline'[^;]*nonce/, csp);
      assert.match(directives(csp).get('frame-src') ?? '', /^frame-src 'self' https:\/\/games\.example/);
    }
  });

  test('HSTS only over TLS as reported by a trusted proxy', async () => {
    const plain = await fetch(`${api.base}/api/health`);
    assert.equal(plain.headers.get('strict-transport-security'), null);
    const tls = await fetch(`${api.base}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(tls.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains');
  });
});

describe('server defaults: production hides the docs and source maps', () => {
  let prod: Running;
  let dev: Running;
  let siteDir: string;
  before(async () => {
    siteDir = makeSite();
    [prod, dev] = await Promise.all([
      startApi(undefined, { ...productionEnv(), SITE_DIR: siteDir }),
      startApi('memory://', { SITE_DIR: siteDir }),
    ]);
  });
  after(async () => {
    await Promise.all([prod.close(), dev.close()]);
    removeDir(prod.dataDir);
    removeDir(siteDir);
  });

  test('production: /api/docs and *.map are 404, the rest of the site is served', async () => {
    for (const url of [
      '/api/docs',
      '/api/docs/',
      '/api/docs/json',
      '/api/docs/static/index.html',
      '/main.1a2b3c4d.js.map',
      '/main.1a2b3c4d.js.map.gz',
      '/main.1a2b3c4d.js.MAP',
      '/./main.1a2b3c4d.js.map',
      '/main.1a2b3c4d.js%2Emap',
      '/main.1a2b3c4d.js.%6Dap',
    ]) {
      const res = await fetch(prod.base + url);
      assert.equal(res.status, 404, url);
      assert.doesNotMatch(await res.text(), /secret\.ts|swagger|openapi/i, url);
    }
    assert.equal((await fetch(`${prod.base}/main.1a2b3c4d.js`)).status, 200);
    assert.equal((await fetch(`${prod.base}/`)).status, 200);
  });

  test('production: a forged X-Forwarded-Proto from an untrusted client gets no HSTS', async () => {
    const res = await fetch(`${prod.base}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(res.headers.get('strict-transport-security'), null);
  });

  test('development: docs and source maps stay available', async () => {
    assert.equal((await fetch(`${dev.base}/api/docs/json`)).status, 200);
    assert.equal((await fetch(`${dev.base}/main.1a2b3c4d.js.map`)).status, 200);
  });
});

describe('server defaults: slow clients are cut off', () => {
  let api: Running;
  let port: number;
  before(async () => {
    api = await startApi('memory://', {
      HEADERS_TIMEOUT_MS: '500',
      REQUEST_TIMEOUT_MS: '1000',
      KEEP_ALIVE_TIMEOUT_MS: '500',
    });
    port = Number(new URL(api.base).port);
  });
  after(() => api.close());

  /**
   * Opens a socket, lets `behave` talk through it, and resolves with what the server sent once the
   * server closes it; rejects if it is still open after `deadlineMs` (many times the timeouts).
   */
  function until(behave: (s: net.Socket) => void, deadlineMs = 8000): Promise<string> {
    return new Promise((resolve, reject) => {
      let got = '';
      const s = net.connect(port, '127.0.0.1', () => behave(s));
      const timer = setTimeout(() => {
        s.destroy();
        reject(
          new Error(`socket still open after ${deadlineMs} ms; got ${JSON.stringify(got.slice(0, 80))}`),
        );
      }, deadlineMs);
      s.on('data', (d) => (got += d.toString()));
      s.on('error', () => undefined);
      s.on('close', () => {
        clearTimeout(timer);
        resolve(got);
      });
    });
  }
  /** Writes one of `chunks` every 100 ms while the socket is open. */
  const drip = (s: net.Socket, chunk: string) => {
    const t = setInterval(() => (s.destroyed ? clearInterval(t) : s.write(chunk)), 100);
  };

  test('slowloris: sockets sending headers a line at a time are closed (408)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        until((s) => {
          s.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
          drip(s, 'X-Slow: 1\r\n');
        }),
      ),
    );
    for (const a of answers) assert.match(a, /^HTTP\/1\.1 408/);
  });

  test('a body sent a byte at a time is cut off; so is a socket that never speaks', async () => {
    const [slowBody, silent] = await Promise.all([
      until((s) => {
        s.write(
          'POST /api/cms/page HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
        );
        drip(s, ' ');
      }),
      until(() => undefined),
    ]);
    assert.match(slowBody, /^HTTP\/1\.1 408/);
    assert.doesNotMatch(silent, /200 OK/);
  });

  test('an idle keep-alive socket is closed after its answer', async () => {
    const got = await until((s) => s.write('GET /api/health/live HTTP/1.1\r\nHost: x\r\n\r\n'));
    assert.match(got, /^HTTP\/1\.1 200/);
  });

  test('a normal request still works with these timeouts', async () => {
    assert.equal((await call(api.base, 'GET', 'health/live')).status, 200);
  });
});

describe('CMS HTML is sanitised by the API', () => {
  let api: Running;
  const evil =
    '<h2 onclick="x()">Title</h2><p style="width:expression(alert(1))">Body <strong>bold</strong></p>' +
    '<script>alert(1)</script><img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
    '<a href="javascript:alert(1)">js</a><a href=" JaVaScRiPt:alert(1)">js2</a><a href="/pages/2">terms</a>' +
    '<a href="https://ok.example" target="_self">out</a><a href="mailto:help@example.com">mail</a>' +
    '<svg onload="alert(1)"></svg><form action="https://evil.example"><input name=x></form><style>*{}</style>';
  const assertClean = (html: string) => {
    assert.doesNotMatch(
      html,
      /<script|onerror|onclick|onload|javascript:|<iframe|<svg|<form|<input|<style|style=|expression/i,
    );
    assert.match(html, /<h2>Title<\/h2>/);
    assert.match(html, /<strong>bold<\/strong>/);
    assert.match(html, /<a href="\/pages\/2">terms<\/a>/);
    assert.match(html, /<a href="https:\/\/ok\.example" target="_blank" rel="noopener noreferrer">out<\/a>/);
    assert.match(html, /<a href="mailto:help@example\.com">mail<\/a>/);
  };
  before(async () => {
    api = await startApi('memory://');
    const db = api.built.db;
    await db.query(
      `INSERT INTO content_pages (id, category_id, link_group, title_en, title_tr, content_en, content_tr, sort)
       VALUES (900, 1, 'Footer', 'Evil', 'Evil', $1, $1, 900)`,
      [evil],
    );
    await db.query(
      `INSERT INTO promotions (title_en, title_tr, description_en, description_tr, images, sort)
       VALUES ('Evil', 'Evil', $1, $1, '[]', 900)`,
      [evil],
    );
    await db.query(
      `INSERT INTO bonuses (title_en, title_tr, description_en, description_tr, image, amount)
       VALUES ('Evil', 'Evil', $1, $1, '/x.svg', NULL)`,
      [evil],
    );
  });
  after(() => api.close());

  test('content pages, promotions and bonus offers lose scripts, handlers, frames, styles and javascript: links', async () => {
    const page = await call(api.base, 'POST', 'cms/page', { body: { id: 900 } });
    assert.equal(page.status, 200);
    assertClean(page.data.content);
    const promos = await call(api.base, 'GET', 'cms/promotions');
    assertClean(promos.data.find((p: { title: string }) => p.title === 'Evil').description);
    const bonuses = await call(api.base, 'GET', 'bonus/list', { locale: 'tr' });
    assertClean(bonuses.data.find((b: { title: string }) => b.title === 'Evil').description);
  });

  test('the seeded content comes through unchanged', async () => {
    const [stored] = await api.built.db.query<{ content_en: string }>(
      'SELECT content_en FROM content_pages WHERE id = 1',
    );
    const page = await call(api.base, 'POST', 'cms/page', { body: { id: 1 } });
    assert.equal(page.data.content, stored!.content_en);
    const [promo] = await api.built.db.query<{ description_en: string }>(
      'SELECT description_en FROM promotions ORDER BY sort, id LIMIT 1',
    );
    assert.equal((await call(api.base, 'GET', 'cms/promotions')).data[0].description, promo!.description_en);
  });
});

describe('data safety: health', () => {
  let api: Running;
  before(async () => {
    api = await startApi('memory://');
  });
  after(() => api.close());

  const ready = () => call(api.base, 'GET', 'health/ready');

  test('live, ready and the summary answer on a healthy instance', async () => {
    assert.deepEqual((await call(api.base, 'GET', 'health/live')).data, { status: 'live' });
    const r = await ready();
    assert.equal(r.status, 200);
    // Redis is checked when the suite runs with it (api/test/with-redis.sh), else reported off.
    const redis = process.env.REDIS_URL ? 'ok' : 'off';
    assert.deepEqual(r.data, {
      status: 'ready',
      checks: { database: 'ok', storage: 'ok', migrations: 'ok', redis },
    });
    const summary = await call(api.base, 'GET', 'health');
    assert.equal(summary.data.status, 'ok');
    assert.ok(Array.isArray(summary.data.demoIntegrations));
  });

  test('a missing (corrupt, renamed) table makes ready fail, naming the database', async () => {
    await api.built.db.query('ALTER TABLE ledger_entries RENAME TO ledger_gone');
    try {
      const r = await ready();
      assert.equal(r.status, 503);
      assert.equal(r.success, false);
      assert.match(r.message, /database/);
    } finally {
      await api.built.db.query('ALTER TABLE ledger_gone RENAME TO ledger_entries');
    }
    assert.equal((await ready()).status, 200);
  });

  test('a write that fails (full disk) makes ready fail, and the probe leaves nothing behind', async () => {
    const db = api.built.db;
    await db.exec(`CREATE FUNCTION hardening_full_disk() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file "base/5/16384": No space left on device'; END $$`);
    await db.exec(`CREATE TRIGGER hardening_full_disk BEFORE INSERT OR UPDATE ON settings
      FOR EACH ROW EXECUTE FUNCTION hardening_full_disk()`);
    try {
      const r = await ready();
      assert.equal(r.status, 503);
      assert.match(r.message, /database/);
    } finally {
      await db.exec('DROP TRIGGER hardening_full_disk ON settings; DROP FUNCTION hardening_full_disk()');
    }
    assert.equal((await ready()).status, 200);
    assert.equal((await db.query("SELECT 1 FROM settings WHERE key = 'health.probe'")).length, 0);
  });

  test('no space for new data (full volume) makes ready fail, naming storage; writes answer 503, not 500', async () => {
    const db = api.built.db;
    // What PostgreSQL raises when a file cannot grow: SQLSTATE 53100 (disk_full). The storage probe
    // needs a new file; a deposit needs a new row.
    await db.exec(`CREATE FUNCTION hardening_no_space() RETURNS event_trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = '53100'; END $$`);
    await db.exec(`CREATE EVENT TRIGGER hardening_no_space ON ddl_command_start WHEN TAG IN ('CREATE TABLE')
      EXECUTE FUNCTION hardening_no_space()`);
    await db.exec(`CREATE FUNCTION hardening_no_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = '53100'; END $$`);
    await db.exec(`CREATE TRIGGER hardening_no_row BEFORE INSERT ON transactions
      FOR EACH ROW EXECUTE FUNCTION hardening_no_row()`);
    try {
      const r = await ready();
      assert.equal(r.status, 503);
      assert.match(r.message, /storage/);
      assert.doesNotMatch(r.message, /database|migrations/);
      const { token } = await register(api.base);
      const deposit = await call(api.base, 'POST', 'payment/deposit', {
        token,
        locale: 'tr',
        body: { id: 4, target: 'pay', detail: { accountNo: '1234567890', amount: 50 } },
      });
      assert.equal(deposit.status, 503);
      assert.match(deposit.message, /tekrar deneyin/);
    } finally {
      await db.exec(`DROP EVENT TRIGGER hardening_no_space; DROP FUNCTION hardening_no_space();
        DROP TRIGGER hardening_no_row ON transactions; DROP FUNCTION hardening_no_row()`);
    }
    assert.equal((await ready()).status, 200);
  });

  test('a flood of ready checks shares runs and stays correct', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => ready()));
    for (const r of answers) assert.equal(r.status, 200);
  });

  test('a migration not recorded makes ready fail, naming migrations', async () => {
    const [last] = await api.built.db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version DESC LIMIT 1',
    );
    await api.built.db.query('DELETE FROM schema_migrations WHERE version = $1', [last!.version]);
    try {
      const r = await ready();
      assert.equal(r.status, 503);
      assert.match(r.message, /migrations/);
      assert.doesNotMatch(r.message, /database/);
    } finally {
      await api.built.db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [last!.version]);
    }
  });

  test('with Redis away, ready stays 200 and says degraded (the API serves without it)', async () => {
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const closedPort = (closed.address() as net.AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const away = await startApi('memory://', { REDIS_URL: `redis://127.0.0.1:${closedPort}` });
    try {
      const r = await call(away.base, 'GET', 'health/ready');
      assert.equal(r.status, 200, r.message);
      assert.deepEqual(r.data.checks, { database: 'ok', storage: 'ok', migrations: 'ok', redis: 'degraded' });
    } finally {
      await away.close();
    }
  });
});

describe('input: control characters and prototype keys', () => {
  let api: Running;
  let token: string;
  before(async () => {
    api = await startApi('memory://');
    token = (await register(api.base)).token;
  });
  after(() => api.close());

  const NUL = '\u0000';
  /** The issue's 500s: a NUL in a string that reaches PostgreSQL. [method, url, body or query, needs login] */
  const reproductions: [string, string, Record<string, unknown>, boolean][] = [
    ['POST', 'auth/login', { username: `de${NUL}mo`, password: 'demo12345' }, false],
    ['POST', 'auth/sendresetpassword', { username: `de${NUL}mo` }, false],
    ['POST', 'auth/checkresetcode', { username: `de${NUL}mo`, code: '123456' }, false],
    [
      'POST',
      'auth/changepasswordwithcode',
      { username: `de${NUL}mo`, code: '123456', password: 'abcdef', password2: 'abcdef' },
      false,
    ],
    ['POST', 'casino/games', { search: `sweet${NUL}` }, false],
    [
      'POST',
      'cms/callme',
      { name: 'Ayşe Yılmaz', message: `call me${NUL}`, contacts: [{ type: 1, contact: '905551112233' }] },
      false,
    ],
    [
      'POST',
      'telemetry/remote',
      { vertical: 'casino', version: `1.0${NUL}`, phase: 'load', error: 'x' },
      false,
    ],
    ['POST', 'operator/login', { username: `op${NUL}`, password: 'secret' }, false],
    [
      'POST',
      'customer/changepassword',
      { oldPassword: `sec${NUL}ret1`, password: 'abcdef', confirmPassword: 'abcdef' },
      true,
    ],
    ['POST', 'casino/togglefavorite', { code: `x${NUL}`, providerId: 1 }, true],
    ['POST', 'casino/dtlaunchurl', { code: `x${NUL}` }, true],
    ['POST', 'casino/pragmaticlaunchurl', { code: `x${NUL}` }, true],
    ['POST', 'casino/emlaunchurl', { code: `x${NUL}`, productId: 1 }, true],
    ['POST', 'casino/amusnetlaunchurl', { code: `x${NUL}`, isMobile: false }, true],
    ['POST', 'casino/softgamingslaunchurl', { system: `9${NUL}`, pageCode: 'x', isMobile: 0 }, true],
    ['POST', 'bonus/request', { bonusId: 1, note: `please${NUL}` }, true],
    [
      'POST',
      'payment/deposit',
      { id: 4, target: 'pay', detail: { accountNo: `12${NUL}34567890`, amount: 100 } },
      true,
    ],
    [
      'POST',
      'payment/withdraw',
      { id: 4, target: 'pay', detail: { accountNo: `12${NUL}34567890`, amount: 100 } },
      true,
    ],
    ['GET', 'dev/outbox', { to: `x${NUL}` }, false],
    ['GET', 'payment/methods', { type: `1${NUL}` }, false],
  ];

  const send = (method: string, url: string, input: Record<string, unknown>, auth: boolean) =>
    method === 'GET'
      ? call(api.base, 'GET', `${url}?${new URLSearchParams(input as Record<string, string>)}`, {
          token: auth ? token : undefined,
        })
      : call(api.base, 'POST', url, { body: input, token: auth ? token : undefined });

  test('a NUL in any string of a body or query is a 400 naming the field, on every endpoint', async () => {
    for (const [method, url, input, auth] of reproductions) {
      const r = await send(method, url, input, auth);
      assert.equal(r.status, 400, `${method} ${url}: ${r.status} ${r.message}`);
      assert.equal(r.success, false);
      assert.match(r.message, /control character/, `${url}: ${r.message}`);
    }
    const nested = await call(api.base, 'POST', 'payment/deposit', {
      token,
      body: { id: 4, target: 'pay', detail: { accountNo: `1${NUL}` } },
    });
    assert.match(nested.message, /^detail\.accountNo: /);
  });

  test('a NUL in a path parameter or a demo page query is a 400, not a 500', async () => {
    for (const url of [
      '/api/media/game/%00.svg',
      '/api/demo/game/egt?session=%00',
      '/api/demo/sportsbook/betsy?token=%00',
    ]) {
      const res = await fetch(api.base + url);
      assert.equal(res.status, 400, url);
    }
  });

  test('bodies kept as text (a signed wallet call, a demo spin) are judged decoded, as the route reads them', async () => {
    const raw = JSON.stringify({ provider: 'Hub88', session: `ab${NUL}cd` });
    const signed = await fetch(`${api.base}/api/gamewallet/balance`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: sign(api.built.deps.config.secrets.gameWallet, raw),
      },
      body: raw,
    });
    assert.equal(signed.status, 400);
    const spin = await fetch(`${api.base}/api/demo/game/spin`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ session: `ab${NUL}cd`, bet: 1 }),
    });
    assert.equal(spin.status, 400);
    // Pretty-printed JSON (line breaks between tokens) is still fine.
    const pretty = JSON.stringify({ provider: 'Hub88', session: 'nope' }, null, 2);
    const ok = await fetch(`${api.base}/api/gamewallet/balance`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: sign(api.built.deps.config.secrets.gameWallet, pretty),
      },
      body: pretty,
    });
    assert.notEqual(ok.status, 400);
    assert.notEqual(ok.status, 500);
  });

  test('other control characters too; tabs and line breaks only in free text', async () => {
    for (const ch of ['\u0001', '\u0008', '\u000B', '\u001B', '\u007F', '\u0085', '\u009B']) {
      const r = await call(api.base, 'POST', 'auth/login', {
        body: { username: `de${ch}mo`, password: 'demo12345' },
      });
      assert.equal(r.status, 400, JSON.stringify(ch));
    }
    for (const ch of ['\t', '\n', '\r']) {
      const r = await call(api.base, 'POST', 'auth/login', {
        body: { username: `de${ch}mo`, password: 'demo12345' },
      });
      assert.equal(r.status, 400, `a username never holds ${JSON.stringify(ch)}`);
      const q = await call(api.base, 'GET', `payment/methods?type=1${encodeURIComponent(ch)}`);
      assert.equal(q.status, 400, `a query never holds ${JSON.stringify(ch)}`);
    }
    const note = await call(api.base, 'POST', 'telemetry/remote', {
      body: {
        view: pageViewToken({ casino: ['1.0.0'] }),
        vertical: 'casino',
        version: '1.0.0',
        phase: 'render',
        error: 'TypeError: x\n    at a (b.js:1:2)\tz',
      },
    });
    assert.equal(note.status, 200, note.message);
    const callme = await call(api.base, 'POST', 'cms/callme', {
      body: {
        name: 'Ayşe Yılmaz',
        message: 'Call me\nafter 6 pm',
        contacts: [{ type: 1, contact: '905551112233' }],
      },
    });
    assert.equal(callme.status, 200, callme.message);
  });

  test('broken text (a lone surrogate), prototype keys and absurd nesting are refused', async () => {
    const lone = await call(api.base, 'POST', 'auth/login', {
      raw: '{"username":"de\\ud800mo","password":"demo12345"}',
    });
    assert.equal(lone.status, 400);
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const r = await call(api.base, 'POST', 'casino/games', {
        raw: `{"search":"a","${key}":{"isAdmin":true}}`,
      });
      assert.equal(r.status, 400, key);
      assert.match(r.message, new RegExp(`^${key}: `));
    }
    const deep = await call(api.base, 'POST', 'casino/games', { raw: '['.repeat(5000) + ']'.repeat(5000) });
    assert.equal(deep.status, 400);
  });

  test('parallel hostile requests all get 400s and the instance stays ready', async () => {
    const hostile = Array.from({ length: 60 }, (_, i) =>
      call(api.base, 'POST', reproductions[i % 8]![1], { body: reproductions[i % 8]![2] }),
    );
    const fine = Array.from({ length: 20 }, () =>
      call(api.base, 'POST', 'casino/games', { body: { search: 'sweet' } }),
    );
    const [bad, good] = await Promise.all([Promise.all(hostile), Promise.all(fine)]);
    for (const r of bad) assert.equal(r.status, 400, r.message);
    for (const r of good) assert.equal(r.status, 200);
    assert.equal((await call(api.base, 'GET', 'health/ready')).status, 200);
  });

  test('a game picture has no words: the page writes the name beside it (decisions.md)', async () => {
    const res = await fetch(`${api.base}/api/media/game/pp-golden-legends.svg`);
    assert.equal(res.status, 200);
    const body = await res.text();
    assert.match(body, /^<svg [^>]*aria-hidden="true"/);
    assert.doesNotMatch(body, /<text/);
  });

  test('request-supplied keys never reach object prototypes (media, demo pages, locale)', async () => {
    const keys = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
    for (const key of keys) {
      for (const url of [
        `/api/media/payment/${key}.svg`,
        `/api/media/game/${key}.svg`,
        `/api/media/provider/${key}.svg`,
        `/api/media/art/${key}.svg?t=${key}&s=${key}&w=${key}&h=${key}`,
      ]) {
        const res = await fetch(api.base + url);
        assert.equal(res.status, 200, url);
        assert.match(res.headers.get('content-type') ?? '', /image\/svg\+xml/, url);
        assert.match(await res.text(), /^<svg /, url);
      }
      // As a query key: refused when it names a prototype, ignored otherwise.
      const asKey = await fetch(`${api.base}/api/media/art/x.svg?${key}=1`);
      assert.equal(asKey.status, ['__proto__', 'constructor'].includes(key) ? 400 : 200, `?${key}=1`);
      for (const url of [`/api/demo/game/${key}?session=x`, `/api/demo/sportsbook/${key}`]) {
        const res = await fetch(api.base + url);
        assert.ok(res.status >= 400 && res.status < 500, `${url}: ${res.status}`);
      }
      const r = await call(api.base, 'GET', 'cms/promotions', { locale: key });
      assert.equal(r.status, 200, `x-locale: ${key}`);
    }
  });
});
