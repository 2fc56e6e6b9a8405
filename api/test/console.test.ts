// The operator console (issue 21, item 3): real operator login, CSRF and Origin checks, confirmed
// changes through the CLI's own code with an audit row each, and what attackers send (forged
// cookies, other origins, missing tokens, replayed and parallel confirmations, junk input).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { repoRoot } from '../src/config.js';
import { isMessageKey, t } from '../src/i18n/index.js';
import { consoleClient, cookieOf, hidden, type RequestInit } from './console-client.js';
import { call, removeDir, startApi, type Running } from './helpers.js';

const dir = mkdtempSync(path.join(tmpdir(), 'playhub-console-'));
const file = path.join(dir, 'composition.json');
const historyFile = path.join(dir, 'composition.history.jsonl');

/** A deployed version folder: its manifest, and (published) its integrity record. */
function deploy(vertical: string, version: string, published: boolean, shared: unknown[] = []) {
  mkdirSync(path.join(dir, 'mf', vertical, version), { recursive: true });
  writeFileSync(
    path.join(dir, 'mf', vertical, version, 'mf-manifest.json'),
    JSON.stringify({ name: vertical, shared }),
  );
  if (!published) return;
  mkdirSync(path.join(dir, 'releases', vertical), { recursive: true });
  writeFileSync(
    path.join(dir, 'releases', vertical, `${version}.json`),
    JSON.stringify({ vertical, version, integrity: { 'remoteEntry.js': `sha384-${version}` } }),
  );
}

const read = () => JSON.parse(readFileSync(file, 'utf8'));
const history = () =>
  readFileSync(historyFile, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

let api: Running;
before(async () => {
  for (const v of ['0.1.0', '0.2.0']) deploy('wallet', v, true);
  deploy('wallet', '0.3.0', false);
  // Built against a React the deployed host (its manifest beside composition.json) does not have.
  deploy('wallet', '0.4.0', false, [{ name: 'react', version: '99.0.0', requiredVersion: '^99.0.0' }]);
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'host',
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.0' }],
    }),
  );
  writeFileSync(
    file,
    JSON.stringify({
      casino: { entry: '/mf/casino/0.1.0/mf-manifest.json', version: '0.1.0' },
      wallet: { entry: '/mf/wallet/0.1.0/mf-manifest.json', version: '0.1.0' },
    }),
  );
  writeFileSync(historyFile, '');
  api = await startApi(undefined, {
    COMPOSITION_FILE: file,
    COMPOSITION_STORE: 'file',
    ROLLOUT_CHECK_SECONDS: '0',
  });
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
  removeDir(dir);
});

/** The console as a browser uses it (console-client.ts), at this suite's API. */
const request = (url: string, init?: RequestInit) => consoleClient(api.base).request(url, init);
/** Logs in through the form; resolves with the session cookie (English) and the page's CSRF token. */
const login = (username = 'operator', password = 'operator12345') =>
  consoleClient(api.base).login({ username, password });

describe('login', () => {
  test('the pages are strict: no script may run, never framed, never stored', async () => {
    const page = await request('/operator/login');
    assert.equal(page.status, 200);
    const csp = page.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /script-src 'none'/);
    assert.match(csp, /style-src 'sha256-[A-Za-z0-9+/=]+'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /form-action 'self'/);
    assert.equal(page.headers.get('x-frame-options'), 'DENY');
    // `no-referrer` would make browsers send `Origin: null` with the forms, which the check refuses.
    assert.equal(page.headers.get('referrer-policy'), 'same-origin');
    assert.equal(page.headers.get('cache-control'), 'no-store');
    assert.doesNotMatch(page.html, /<script/i);
    assert.match(page.html, /<html lang="tr"/, 'Turkish by default');
    assert.match(page.html, /<label>Kullanıcı adı<input/);
  });

  test('the session is an HttpOnly, SameSite=Strict cookie for /operator only, never in the page', async () => {
    const { done, cookie } = await login();
    const set = done.cookies.find((c) => c.startsWith('playhub_operator='));
    assert.match(set ?? '', /; Max-Age=28800; Path=\/operator; HttpOnly; SameSite=Strict$/);
    const token = cookie.split(';')[0]!.split('=')[1]!;
    const dashboard = await request('/operator/', { cookie });
    assert.ok(!dashboard.html.includes(token), 'the token is not in the page');
    assert.match(dashboard.html, /Logged in as operator/);
  });

  test('a wrong password, a missing or foreign CSRF token, another origin: refused', async () => {
    const page = await request('/operator/login');
    const loginCookie = cookieOf(page, 'playhub_operator_login');
    const csrf = hidden(page.html, 'csrf');
    const wrong = await request('/operator/login', {
      cookie: loginCookie,
      form: { csrf, username: 'operator', password: 'not-the-password' },
      headers: { 'accept-language': 'en' },
    });
    assert.equal(wrong.status, 401);
    assert.match(wrong.html, /Wrong username or password/);
    assert.equal(cookieOf(wrong, 'playhub_operator'), '');
    // Issue 30: a failed operator login is in the audit log, with why.
    const [failed] = await api.built.db.query<{ actor: string; target: string; detail: unknown }>(
      `SELECT actor, target, detail FROM operator_audit WHERE action = 'login.failed' ORDER BY id DESC LIMIT 1`,
    );
    assert.equal(failed?.actor, 'operator-login');
    assert.equal(failed?.target, 'operator');
    assert.match(JSON.stringify(failed?.detail), /wrong password/);

    const good = { username: 'operator', password: 'operator12345' };
    for (const [what, init] of [
      ['no token', { cookie: loginCookie, form: good }],
      ['no cookie', { form: { ...good, csrf } }],
      ['another token', { cookie: 'playhub_operator_login=' + 'A'.repeat(43), form: { ...good, csrf } }],
      [
        'another origin',
        { cookie: loginCookie, form: { ...good, csrf }, headers: { origin: 'https://evil.example' } },
      ],
      [
        'cross-site fetch',
        { cookie: loginCookie, form: { ...good, csrf }, headers: { 'sec-fetch-site': 'cross-site' } },
      ],
    ] as const) {
      const answer = await request('/operator/login', init);
      assert.equal(answer.status, 403, what);
      assert.equal(cookieOf(answer, 'playhub_operator'), '', what);
    }
    const noOrigin = await fetch(`${api.base}/operator/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: loginCookie },
      body: new URLSearchParams({ ...good, csrf }).toString(),
      redirect: 'manual',
    });
    assert.equal(noOrigin.status, 403, 'no Origin header');
  });

  test('without a live session every page leads to the login; a forged cookie is nobody', async () => {
    for (const cookie of [
      undefined,
      'playhub_operator=' + 'x'.repeat(43),
      'playhub_operator=../../etc',
      'playhub_operator=' + 'x'.repeat(5000),
    ]) {
      const answer = await request('/operator/', { cookie });
      assert.equal(answer.status, 303);
      assert.equal(answer.location, '/operator/login');
    }
    const post = await request('/operator/verticals/wallet/confirm', {
      cookie: 'playhub_operator=' + 'x'.repeat(43),
      form: { csrf: 'x', action: 'promote' },
    });
    assert.equal(post.status, 401);
  });

  test('logout ends the session everywhere: the old cookie is nobody afterwards', async () => {
    const { cookie, csrf } = await login();
    const out = await request('/operator/logout', { cookie, form: { csrf } });
    assert.equal(out.status, 303);
    assert.match(out.cookies.join('\n'), /playhub_operator=; Max-Age=0; Path=\/operator/);
    assert.equal((await request('/operator/', { cookie })).status, 303);
  });

  test('languages: ?lang= is remembered, Accept-Language is followed', async () => {
    const en = await request('/operator/login', { headers: { 'accept-language': 'en-GB,en;q=0.8' } });
    assert.match(en.html, /<html lang="en"/);
    const tr = await request('/operator/login?lang=tr', { headers: { 'accept-language': 'en' } });
    assert.match(tr.html, /Operatör girişi/);
    assert.match(
      tr.cookies.join('\n'),
      /playhub_operator_lang=tr; .*Path=\/operator; HttpOnly; SameSite=Strict/,
    );
  });
});

describe('changes', () => {
  let session: { cookie: string; csrf: string };
  before(async () => {
    session = await login();
  });

  const confirm = (form: Record<string, string>, vertical = 'wallet') =>
    request(`/operator/verticals/${vertical}/confirm`, {
      cookie: session.cookie,
      form: { csrf: session.csrf, ...form },
    });
  const apply = (form: Record<string, string>, vertical = 'wallet') =>
    request(`/operator/verticals/${vertical}/apply`, {
      cookie: session.cookie,
      form: { csrf: session.csrf, ...form },
    });

  test('a form without the session’s CSRF token, or from another origin, changes nothing', async () => {
    const before = readFileSync(file, 'utf8');
    const form = { action: 'canary', version: '0.2.0', traffic: '5' };
    for (const [what, answer] of [
      ['no token', await request('/operator/verticals/wallet/confirm', { cookie: session.cookie, form })],
      [
        'another session’s token',
        await request('/operator/verticals/wallet/confirm', {
          cookie: session.cookie,
          form: { ...form, csrf: 'A'.repeat(43) },
        }),
      ],
      [
        'another origin',
        await request('/operator/verticals/wallet/apply', {
          cookie: session.cookie,
          form: { ...form, csrf: session.csrf, expect: 'A'.repeat(43) },
          headers: { origin: 'http://127.0.0.1:1' },
        }),
      ],
      [
        'JSON, not a form',
        await request('/operator/verticals/wallet/apply', {
          cookie: session.cookie,
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: api.base },
        }),
      ],
    ] as const) {
      assert.ok([403, 415].includes(answer.status), `${what}: ${answer.status}`);
    }
    assert.equal(readFileSync(file, 'utf8'), before);
  });

  test('bad input is refused with the field named, never a 500', async () => {
    const cases: Array<[Record<string, string>, number]> = [
      [{ action: 'canary', version: '0.2.0', traffic: 'abc' }, 400],
      [{ action: 'canary', version: '0.2.0', traffic: '101' }, 422],
      [{ action: 'canary', version: '0.2.0' }, 400],
      [{ action: 'canary', version: 'https://evil.example/mf-manifest.json', traffic: '5' }, 400],
      [{ action: 'set', version: '0.2.0\u0000' }, 400],
      [{ action: 'set', version: '1'.repeat(70) }, 400],
      [{ action: 'abort', reason: 'line\nbreak' }, 400],
      [{ action: 'explode' }, 400],
      [{ action: 'set', version: '0.2.0', reason: 'x'.repeat(20_000) }, 413],
    ];
    for (const [form, status] of cases) {
      const answer = await confirm(form);
      assert.equal(answer.status, status, `${JSON.stringify(form).slice(0, 80)}: ${answer.html.slice(-300)}`);
      assert.match(answer.headers.get('content-type') ?? '', /text\/html/);
    }
    const unknown = await confirm({ action: 'promote' }, 'poker');
    assert.equal(unknown.status, 404);
    assert.match(unknown.html, /No vertical is called &quot;poker&quot;/);
    assert.equal((await request('/operator/verticals/%3Cscript%3E', { cookie: session.cookie })).status, 404);
  });

  test('a version with no published integrity record is refused with a clear message', async () => {
    const answer = await confirm({ action: 'canary', version: '0.3.0', traffic: '5' });
    assert.equal(answer.status, 422);
    assert.match(answer.html, /wallet 0\.3\.0 has no published integrity record/);
    assert.match(answer.html, /pnpm composition publish wallet 0\.3\.0/);
    assert.doesNotMatch(answer.html, /--force/);
    assert.equal(read().wallet.candidate, undefined);
    // In the operator's language (the refusal's code, not the CLI's English).
    const tr = await request('/operator/verticals/wallet/confirm', {
      cookie: `${session.cookie}; playhub_operator_lang=tr`,
      form: { csrf: session.csrf, action: 'canary', version: '0.3.0', traffic: '5' },
    });
    assert.equal(tr.status, 422);
    assert.match(tr.html, /Reddedildi: wallet 0\.3\.0 için yayımlanmış bütünlük kaydı yok/);
    assert.doesNotMatch(tr.html, /no published integrity record/);
  });

  test('a version the deployed host cannot run (a newer React) is refused by the page’s own rule, in the operator’s language', async () => {
    const en = await confirm({ action: 'set', version: '0.4.0' });
    assert.equal(en.status, 422, en.html.slice(-300));
    assert.match(en.html, /needs react \^99\.0\.0, but the deployed host has react 19\.3\.1/);
    const tr = await request('/operator/verticals/wallet/confirm', {
      cookie: `${session.cookie}; playhub_operator_lang=tr`,
      form: { csrf: session.csrf, action: 'set', version: '0.4.0' },
    });
    assert.equal(tr.status, 422);
    assert.match(tr.html, /için react \^99\.0\.0 gerekiyor ama yayındaki ana uygulamada react 19\.3\.1 var/);
    assert.doesNotMatch(tr.html, /the host has/);
    assert.equal(read().wallet.version, '0.1.0');
  });

  test('a composition.json the server cannot read: the change is refused in the operator’s language, nothing written', async () => {
    const good = readFileSync(file, 'utf8');
    try {
      writeFileSync(file, '{ "casino": ');
      const tr = await request('/operator/verticals/wallet/confirm', {
        cookie: `${session.cookie}; playhub_operator_lang=tr`,
        form: { csrf: session.csrf, action: 'canary', version: '0.2.0', traffic: '5' },
      });
      assert.ok(tr.status >= 400 && tr.status < 500, `${tr.status}`);
      assert.match(tr.html, /Sunucudaki composition\.json okunamıyor/);
      assert.doesNotMatch(tr.html, new RegExp(dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      assert.equal(readFileSync(file, 'utf8'), '{ "casino": ');
    } finally {
      writeFileSync(file, good);
    }
  });

  test('every refusal a change can give has its words in both languages', () => {
    const dir = path.join(repoRoot, 'composition/src');
    const codes = new Set<string>();
    for (const name of readdirSync(dir).filter(
      (n) => /\.(mjs|ts)$/.test(n) && !n.endsWith('.d.mts') && !n.includes('.test.'),
    )) {
      const source = readFileSync(path.join(dir, name), 'utf8');
      for (const m of source.matchAll(/\bfail\(\s*(?:`(?:[^`\\]|\\.)*`|'(?:[^'\\]|\\.)*'),\s*'(\w+)'/g))
        codes.add(m[1]!);
    }
    assert.ok(codes.size >= 18, [...codes].join(' '));
    for (const code of codes) {
      const key = `console.refusal.${code}`;
      assert.ok(isMessageKey(key), key);
      assert.notEqual(t('tr', key), t('en', key), key);
    }
  });

  test('a canary: reviewed, confirmed, written with the operator’s name and audited', async () => {
    const review = await confirm({ action: 'canary', version: '0.2.0', traffic: '10' });
    assert.equal(review.status, 200, review.html);
    assert.match(
      review.html,
      /<tr data-changed="true"><th scope="row">Candidate traffic<\/th><td class="mono">none<\/td><td class="mono"><strong>10%<\/strong>/,
    );
    assert.equal(read().wallet.candidate, undefined, 'nothing is written by the review');
    const expect = hidden(review.html, 'expect');
    const seal = hidden(review.html, 'seal');
    // The values the page showed are sealed: a confirmation edited on the way (90 %) is refused.
    const edited = await apply({ action: 'canary', version: '0.2.0', traffic: '90', expect, seal });
    assert.equal(edited.status, 403);
    assert.equal(read().wallet.candidate, undefined);
    const done = await apply({ action: 'canary', version: '0.2.0', traffic: '10', expect, seal });
    assert.equal(done.status, 303, done.html);
    assert.equal(done.location, '/operator/verticals/wallet?done=canary');
    assert.deepEqual(
      { version: read().wallet.candidate.version, traffic: read().wallet.candidate.traffic },
      { version: '0.2.0', traffic: 10 },
    );
    assert.deepEqual(read().wallet.candidate.integrity, { 'remoteEntry.js': 'sha384-0.2.0' });
    assert.deepEqual(history().at(-1), {
      ...history().at(-1),
      action: 'canary',
      vertical: 'wallet',
      user: 'operator',
      to: '/mf/wallet/0.2.0/mf-manifest.json',
    });
    const audit = await auditRows();
    assert.deepEqual(
      { actor: audit[0].actor, action: audit[0].action, target: audit[0].target, detail: audit[0].detail },
      {
        actor: 'operator:operator',
        action: 'composition.canary',
        target: 'wallet',
        detail: {
          from: '/mf/wallet/0.1.0/mf-manifest.json',
          to: '/mf/wallet/0.2.0/mf-manifest.json',
          version: '0.2.0',
          traffic: '10',
        },
      },
    );
    const page = await request(done.location!, { cookie: session.cookie });
    assert.match(page.html, /Done: Start a canary/);
    assert.match(page.html, /0\.2\.0 · 10%/);

    // The same confirmation again (a replay, a double click): the vertical changed since, refused.
    const again = await apply({ action: 'canary', version: '0.2.0', traffic: '10', expect, seal });
    assert.equal(again.status, 409);
    assert.match(again.html, /changed since this change was reviewed/);
    assert.equal(history().filter((h) => h.action === 'canary').length, 1);
    // Without the review's fingerprint, nothing is applied.
    assert.equal((await apply({ action: 'promote' })).status, 400);
  });

  test('parallel confirmations of one review: exactly one is applied', async () => {
    const review = await confirm({ action: 'traffic', traffic: '40' });
    const sealed = { expect: hidden(review.html, 'expect'), seal: hidden(review.html, 'seal') };
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => apply({ action: 'traffic', traffic: '40', ...sealed })),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [303, 409, 409, 409]);
    assert.equal(history().filter((h) => h.action === 'traffic').length, 1);
    const audits = (await auditRows()).filter((r: { action: string }) => r.action === 'composition.traffic');
    assert.equal(audits.length, 1);
  });

  test('another vertical changed after the review: "changed meanwhile", nothing applied; a new review applies', async () => {
    const review = await confirm({ action: 'traffic', traffic: '45' });
    const sealed = { expect: hidden(review.html, 'expect'), seal: hidden(review.html, 'seal') };
    // Another operator (the other replica, the CLI) changes casino meanwhile.
    await api.built.composition!.store.change((c) => {
      c.casino = { ...c.casino, timeoutMs: 9000 };
      return { action: 'set', vertical: 'casino', from: 'x', to: 'y' };
    }, 'other');
    const refused = await apply({ action: 'traffic', traffic: '45', ...sealed });
    assert.equal(refused.status, 409);
    assert.match(refused.html, /The composition changed meanwhile .*Open the vertical again/);
    assert.equal(read().wallet.candidate.traffic, 40);
    const again = await confirm({ action: 'traffic', traffic: '45' });
    const resealed = { expect: hidden(again.html, 'expect'), seal: hidden(again.html, 'seal') };
    assert.equal((await apply({ action: 'traffic', traffic: '45', ...resealed })).status, 303);
    assert.equal(read().wallet.candidate.traffic, 45);
  });

  test('promote, then roll back: the CLI’s own rules (set is refused during a canary)', async () => {
    const during = await confirm({ action: 'set', version: '0.2.0' });
    assert.equal(during.status, 422);
    assert.match(during.html, /has a canary of 0\.2\.0/);
    const review = await confirm({ action: 'promote' });
    assert.equal(review.status, 200);
    const reviewed = (html: string) => ({ expect: hidden(html, 'expect'), seal: hidden(html, 'seal') });
    assert.equal((await apply({ action: 'promote', ...reviewed(review.html) })).status, 303);
    assert.equal(read().wallet.version, '0.2.0');
    assert.equal(read().wallet.fallbackEntry, '/mf/wallet/0.1.0/mf-manifest.json');
    const back = await confirm({ action: 'rollback' });
    assert.equal(back.status, 200);
    assert.equal((await apply({ action: 'rollback', ...reviewed(back.html) })).status, 303);
    assert.equal(read().wallet.version, '0.1.0');
    const actions = (await auditRows()).map((r: { action: string }) => r.action);
    assert.deepEqual(actions.slice(0, 2), ['composition.rollback', 'composition.promote']);
  });

  test('the dashboard and the history show the verticals and the changes, newest first', async () => {
    const dashboard = await request('/operator/', { cookie: session.cookie });
    assert.match(dashboard.html, /<tr data-vertical="wallet">/);
    assert.match(dashboard.html, /<th scope="col">Stable version<\/th>/);
    const rows = [...dashboard.html.matchAll(/data-history-action="(\w+)"/g)].map((m) => m[1]);
    assert.deepEqual(rows.slice(0, 5), ['rollback', 'promote', 'traffic', 'set', 'traffic']);
    const page2 = await request('/operator/history?page=2', { cookie: session.cookie });
    assert.equal(page2.status, 200);
    assert.equal((await request('/operator/history?page=-1', { cookie: session.cookie })).status, 200);
  });
});

describe('what the console shows (issue 33, item 11)', () => {
  let cookie: string;
  before(async () => {
    cookie = (await login()).cookie;
    const db = api.built.db;
    await db.query('DELETE FROM remote_reports');
    await db.query('DELETE FROM web_vitals');
    // A stable version sends its failures, never its loads: one load failure is no "100 %".
    await db.query(
      `INSERT INTO remote_reports (vertical, version, entry, phase, error) VALUES ('casino', '0.1.0', '/x', 'load', '')`,
    );
    // A version that reports its loads: 1 failure in 4 loads.
    for (const phase of ['loaded', 'loaded', 'loaded', 'load'])
      await db.query(
        `INSERT INTO remote_reports (vertical, version, entry, phase, error) VALUES ('wallet', '0.2.0', '/x', $1, '')`,
        [phase],
      );
    await db.query(
      `INSERT INTO web_vitals (route, vertical, version, device, lcp, inp, cls) VALUES
         ('/', 'casino', '0.1.0', 'phone', 3100, 150, 0.02),
         ('/wallet', 'wallet', '0.1.0', 'phone', 1800, 260, 0.15)`,
    );
  });

  test('a stable version’s failure rate is "not measured", not 100 %; a measured one is its share', async () => {
    const page = await request('/operator/?lang=en', { cookie });
    assert.equal(page.status, 200);
    assert.doesNotMatch(page.html, /100\.0%/);
    assert.match(
      page.html,
      /<th scope="row">casino<\/th><td>0\.1\.0<\/td><td class="num">—<\/td><td class="num">1<\/td><td class="num">0<\/td><td class="num"><span class="muted">not measured<\/span><\/td>/,
    );
    assert.match(
      page.html,
      /<th scope="row">wallet<\/th><td>0\.2\.0<\/td><td class="num">4<\/td><td class="num">1<\/td><td class="num">0<\/td><td class="num">25\.0%<\/td>/,
    );
  });

  test('web vitals over their targets are flagged in words: LCP > 2500 ms, INP > 200 ms, CLS > 0.1', async () => {
    const en = await request('/operator/?lang=en', { cookie });
    const flagged = [...en.html.matchAll(/data-over="(\w+)">([^<]+) <small>\(over target\)/g)].map((m) => [
      m[1],
      m[2]!.trim(),
    ]);
    assert.deepEqual(flagged.sort(), [
      ['cls', '0.150'],
      ['inp', '260'],
      ['lcp', '3100'],
    ]);
    // Figures at or under the target are not flagged.
    assert.match(en.html, /<td class="num">1800<\/td>/);
    assert.match(en.html, /<td class="num">150<\/td>/);
    const tr = await request('/operator/?lang=tr', { cookie });
    assert.match(tr.html, /\(hedefin üstünde\)/);
  });

  test('the window is in the page’s language: "24h" is "son 24 saat" in Turkish', async () => {
    const tr = await request('/operator/?lang=tr', { cookie });
    assert.match(tr.html, /Saha verisi, son 24 saat/);
    assert.doesNotMatch(tr.html, /24h/);
    const en = await request('/operator/?lang=en&since=7d', { cookie });
    assert.match(en.html, /Field data, last 7 days/);
    assert.match((await request('/operator/?since=1h', { cookie })).html, /Field data, last hour/);
  });

  test('a vertical’s published versions are listed, newest first, and offered to pick from', async () => {
    deploy('wallet', '0.10.0', true);
    const page = await request('/operator/verticals/wallet?lang=en', { cookie });
    assert.equal(page.status, 200);
    const listed = [...page.html.matchAll(/data-published="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(listed, ['0.10.0', '0.2.0', '0.1.0'], 'published only (0.3.0 is not), newest first');
    assert.match(
      page.html,
      /data-published="0\.1\.0"><th scope="row" class="mono">0\.1\.0<\/th><td>—<\/td><td>Stable version<\/td>/,
    );
    // The version field is a choice of the published versions other than the stable one.
    const options = [...page.html.matchAll(/<option value="([^"]+)">/g)].map((m) => m[1]);
    assert.deepEqual([...new Set(options)], ['0.10.0', '0.2.0']);
    assert.match(page.html, /<select name="version" required="">/);
    assert.doesNotMatch(page.html, /<input[^>]*name="version"/);
    // A vertical without records keeps the typed field.
    const casino = await request('/operator/verticals/casino?lang=en', { cookie });
    assert.match(casino.html, /No published versions/);
    assert.match(casino.html, /<input[^>]*name="version"/);
  });

  test('the audit log page: read only, newest first, filtered, paged; operators only', async () => {
    const db = api.built.db;
    for (let i = 0; i < 30; i++)
      await db.query(
        `INSERT INTO operator_audit (actor, action, target, detail) VALUES ('operator:auditor', 'test.step', $1, '{}')`,
        [`item-${i}`],
      );
    await db.query(
      `INSERT INTO operator_audit (actor, action, target, detail) VALUES ('system', 'test.100%_done', 'x', '{"a":1}')`,
    );
    const away = await request('/operator/audit');
    assert.equal(away.status, 303);
    assert.equal(away.location, '/operator/login');
    const first = await request('/operator/audit?lang=en', { cookie });
    assert.equal(first.status, 200);
    assert.doesNotMatch(first.html, /<form[^>]*method="post"[^>]*action="\/operator\/audit/);
    const actions = [...first.html.matchAll(/data-audit-action="([^"]+)"/g)].map((m) => m[1]);
    assert.equal(actions.length, 25);
    assert.equal(actions[0], 'test.100%_done', 'newest first');
    const filtered = await request('/operator/audit?lang=en&actor=AUDITOR&action=test.step', { cookie });
    const targets = [...filtered.html.matchAll(/<td class="mono">(item-\d+)<\/td>/g)].map((m) => m[1]);
    assert.equal(targets.length, 25);
    assert.equal(targets[0], 'item-29');
    assert.match(filtered.html, /30 entries · page 1 of 2/);
    assert.match(
      filtered.html,
      /href="\/operator\/audit\?actor=AUDITOR&amp;action=test.step&amp;page=2">Older/,
    );
    const second = await request('/operator/audit?lang=en&actor=AUDITOR&action=test.step&page=2', { cookie });
    const rest = [...second.html.matchAll(/<td class="mono">(item-\d+)<\/td>/g)].map((m) => m[1]);
    assert.deepEqual(rest, ['item-4', 'item-3', 'item-2', 'item-1', 'item-0']);
    // A filter's % and _ are text, not patterns.
    const literal = await request(`/operator/audit?lang=en&action=${encodeURIComponent('100%_')}`, {
      cookie,
    });
    assert.match(literal.html, /1 entries · page 1 of 1/);
    const none = await request(`/operator/audit?lang=tr&action=${encodeURIComponent('%')}x`, { cookie });
    assert.match(none.html, /Eşleşen kayıt yok/);
    // Junk in the query is a first page, never an error.
    assert.equal((await request('/operator/audit?page=-3&actor=' + 'x'.repeat(300), { cookie })).status, 200);
  });
});

async function auditRows() {
  const answer = await call(api.base, 'POST', 'operator/login', {
    body: { username: 'operator', password: 'operator12345' },
  });
  assert.equal(answer.status, 200, answer.message);
  const token = answer.data.token as string;
  return (await call(api.base, 'GET', 'operator/audit?take=20', { token })).data.filter(
    (r: { action: string }) => r.action.startsWith('composition.'),
  );
}
