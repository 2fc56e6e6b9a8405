// Canary releases (issue 21): /composition.json resolved per player by a sticky bucket cookie, the
// automatic abort judged from the beacon, and what attackers can send (forged or huge cookies,
// parallel writers).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { DEV_SECRETS, repoRoot } from '../src/config.js';
import { checkCanaries } from '../src/services/rollout/auto-abort.js';
import { CompositionSource } from '../src/services/rollout/composition.js';
import { signBucket, signView, verifyView } from '../src/services/rollout/signed-views.js';
import { removeDir, startApi, type Running } from './helpers.js';

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), 'playhub-rollout-'));
const file = path.join(dir, 'composition.json');
const stable = {
  entry: '/mf/wallet/0.1.0/mf-manifest.json',
  version: '0.1.0',
  integrity: { 'remoteEntry.js': 'sha384-old' },
};
const since = new Date(Date.now() - 60_000).toISOString();

function writeComposition(traffic: number, candidateSince = since) {
  writeFileSync(
    file,
    JSON.stringify({
      casino: { entry: '/mf/casino/0.1.0/mf-manifest.json', version: '0.1.0' },
      wallet: {
        ...stable,
        criticality: 'degradable',
        candidate: {
          entry: '/mf/wallet/0.2.0/mf-manifest.json',
          version: '0.2.0',
          traffic,
          integrity: { 'remoteEntry.js': 'sha384-new' },
          since: candidateSince,
        },
      },
    }),
  );
}

const read = () => JSON.parse(readFileSync(file, 'utf8'));
const history = () =>
  readFileSync(path.join(dir, 'composition.history.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

let api: Running;
before(async () => {
  writeComposition(100);
  api = await startApi(undefined, {
    COMPOSITION_FILE: file,
    COMPOSITION_STORE: 'file',
    ROLLOUT_ABORT_FAILURE_PERCENT: '5',
    ROLLOUT_MIN_SAMPLE: '20',
    ROLLOUT_WINDOW_SECONDS: '600',
    ROLLOUT_CHECK_SECONDS: '0',
  });
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
  removeDir(dir);
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON the endpoint answers
type Served = Record<string, any>;

/** The bucket cookie the server would have set for bucket `n`. */
const bucket = (n: number) => `playhub_bucket=${signBucket(n, DEV_SECRETS.SITE_SIGNING_SECRET)}`;
const COOKIE =
  /^playhub_bucket=(\d{1,2})\.[A-Za-z0-9_-]{22}; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly$/;

async function get(cookie?: string) {
  const res = await fetch(`${api.base}/composition.json`, cookie ? { headers: { cookie } } : {});
  return {
    res,
    body: (res.status === 200 ? await res.json() : null) as Served,
    setCookie: res.headers.get('set-cookie'),
  };
}

describe('the bucket cookie', () => {
  test('a new player gets a bucket 0–99, long-lived, HttpOnly and SameSite=Lax; never cached', async () => {
    const { res, setCookie } = await get();
    assert.equal(res.status, 200);
    assert.match(setCookie ?? '', COOKIE);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.match(res.headers.get('vary') ?? '', /Cookie/);
  });

  test('the same cookie gets the same composition on every request, and no new cookie', async () => {
    writeComposition(30);
    for (const n of [0, 29, 30, 99]) {
      const answers = await Promise.all(Array.from({ length: 5 }, () => get(bucket(n))));
      for (const { body, setCookie } of answers) {
        assert.equal(setCookie, null);
        assert.equal(body.wallet.version, n < 30 ? '0.2.0' : '0.1.0', `bucket ${n}`);
      }
    }
  });

  test('forged, garbage and ambiguous cookies are replaced by a fresh bucket, never trusted', async () => {
    const signed = signBucket(7, DEV_SECRETS.SITE_SIGNING_SECRET);
    const forged = [
      // A bucket chosen by hand (the probe's `playhub_bucket=0`), or signed with another key.
      '0',
      '42',
      `0.${signed.split('.')[1]}`,
      signBucket(0, 'another-secret'),
      `${signed}x`,
      `07.${signed.split('.')[1]}`,
      '100',
      '-1',
      '1e1',
      '07',
      '5.0',
      ' 5x',
      'abc',
      '%35',
      'x'.repeat(8000),
      '99999999999999999999',
    ];
    for (const value of forged) {
      const { res, setCookie, body } = await get(`playhub_bucket=${value}`);
      assert.equal(res.status, 200, value.slice(0, 20));
      assert.match(setCookie ?? '', COOKIE, value.slice(0, 20));
      assert.ok(body.wallet.entry);
    }
    const twice = await get(`${bucket(1)}; ${bucket(98)}`);
    assert.match(twice.setCookie ?? '', COOKIE);
    const other = await get(`theme=dark; ${bucket(42)}; lang=en`);
    assert.equal(other.setCookie, null, 'a valid bucket among other cookies is kept');
  });

  test('a cookie header beyond the server limit is refused cleanly and the server keeps serving', async () => {
    const res = await fetch(`${api.base}/composition.json`, {
      headers: { cookie: `playhub_bucket=${'9'.repeat(70_000)}` },
    }).catch((error: unknown) => error);
    if (res instanceof Response) assert.equal(res.status, 431);
    assert.equal((await get(bucket(3))).res.status, 200);
  });
});

describe('the resolved composition', () => {
  test('a candidate at 100 % serves the candidate with the stable version as its fallback', async () => {
    writeComposition(100);
    const { body } = await get(bucket(99));
    assert.deepEqual(body.wallet, {
      entry: '/mf/wallet/0.2.0/mf-manifest.json',
      version: '0.2.0',
      integrity: { 'remoteEntry.js': 'sha384-new' },
      criticality: 'degradable',
      fallbackEntry: stable.entry,
      fallbackIntegrity: stable.integrity,
      canary: true,
    });
    assert.deepEqual(body.casino, { entry: '/mf/casino/0.1.0/mf-manifest.json', version: '0.1.0' });
  });

  test('at 0 % everyone gets the stable entry, and no page ever sees the candidate field', async () => {
    writeComposition(0);
    const { body } = await get(bucket(0));
    assert.deepEqual(body.wallet, { ...stable, criticality: 'degradable' });
    assert.equal(JSON.stringify(body).includes('candidate'), false);
  });

  test('a file broken by a hand edit keeps the last good one in service', async () => {
    writeComposition(0);
    assert.equal((await get(bucket(1))).body.wallet.version, '0.1.0');
    writeFileSync(file, '{ "wallet": ');
    const { res, body } = await get(bucket(1));
    assert.equal(res.status, 200);
    assert.equal(body.wallet.version, '0.1.0');
  });
});

/** The page-view token composition.json carries for a player of bucket `n`. */
async function viewFor(n: number, path = '/'): Promise<string> {
  const res = await fetch(`${api.base}/composition.json`, {
    headers: { cookie: bucket(n), referer: `http://site.test${path}` },
  });
  const token = res.headers.get('x-playhub-view');
  assert.ok(token, 'composition.json carries a page-view token');
  return token;
}

/** Posts a beacon report for wallet (version 0.2.0, the candidate, unless told). */
function report(fields: Record<string, unknown>) {
  return fetch(`${api.base}/api/telemetry/remote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      vertical: 'wallet',
      version: '0.2.0',
      entry: '/mf/wallet/0.2.0/mf-manifest.json',
      phase: 'load',
      error: 'Loading script failed',
      ...fields,
    }),
  });
}

describe('the automatic abort', () => {
  const source = () => new CompositionSource(file);
  const settings = () => api.built.deps.config.rollout;

  async function beacon(phase: string, count: number, version = '0.2.0') {
    for (let i = 0; i < count; i++) {
      await api.built.db.query(
        `INSERT INTO remote_reports (vertical, version, entry, phase, error) VALUES ('wallet', $1, '/mf/wallet/x', $2, '')`,
        [version, phase],
      );
    }
  }

  beforeEach(async () => {
    await api.built.db.query('DELETE FROM remote_reports');
    writeComposition(10);
    writeFileSync(path.join(dir, 'composition.history.jsonl'), '');
  });

  test('the beacon endpoint takes the new phases (loaded, integrity) from a served page', async () => {
    const view = await viewFor(0);
    for (const phase of ['loaded', 'integrity']) {
      const res = await report({ view, phase });
      assert.equal(res.status, 200, phase);
    }
  });

  test('one failure of one load decides nothing (minimum sample)', async () => {
    await beacon('load', 1);
    assert.deepEqual(await checkCanaries(api.built.db, source(), settings()), []);
    assert.equal(read().wallet.candidate.version, '0.2.0');
  });

  test('at the threshold the canary stays; above it, it is aborted once, with the reason in the history', async () => {
    await beacon('loaded', 19);
    await beacon('render', 1); // 1 failure in 19 loads...
    await beacon('load', 0);
    assert.deepEqual(await checkCanaries(api.built.db, source(), settings()), []);
    await beacon('loaded', 1);
    await beacon('integrity', 1); // 2 of 21 = 9.5 %
    const [aborted, again] = await Promise.all([
      checkCanaries(api.built.db, source(), settings()),
      checkCanaries(api.built.db, source(), settings()),
    ]);
    assert.equal(aborted!.length + again!.length, 1, 'two instances checking at once abort once');
    assert.equal(read().wallet.candidate, undefined);
    assert.deepEqual(read().wallet.integrity, stable.integrity);
    const [line] = history();
    assert.equal(line.action, 'abort');
    assert.equal(line.user, 'auto-abort');
    assert.equal(line.from, '/mf/wallet/0.2.0/mf-manifest.json');
    assert.equal(line.to, stable.entry);
    assert.match(line.reason, /^automatic: 9\.5% of 21 page loads failed \(.*integrity 1.*render 1.*\)/);
    assert.equal((await get(bucket(0))).body.wallet.version, '0.1.0');
  });

  test('reports outside the window, before the canary started or of another version do not count', async () => {
    await beacon('load', 30, '0.1.0');
    await beacon('load', 30);
    await api.built.db.query(`UPDATE remote_reports SET created_at = now() - interval '20 minutes'`);
    await beacon('loaded', 25);
    assert.deepEqual(await checkCanaries(api.built.db, source(), settings()), []);
    // The same failures after the start of a newer canary of the same version: not counted either.
    await api.built.db.query('DELETE FROM remote_reports');
    await beacon('load', 30);
    writeComposition(10, new Date(Date.now() + 1000).toISOString());
    assert.deepEqual(await checkCanaries(api.built.db, source(), settings()), []);
  });

  test('the job runs by itself on an interval', async () => {
    await beacon('load', 25);
    const other = await startApi(undefined, {
      COMPOSITION_FILE: file,
      COMPOSITION_STORE: 'file',
      ROLLOUT_CHECK_SECONDS: '1',
    });
    try {
      // The other instance reads its own database: give it the same reports.
      for (let i = 0; i < 25; i++)
        await other.built.db.query(
          `INSERT INTO remote_reports (vertical, version, entry, phase) VALUES ('wallet', '0.2.0', '/x', 'load')`,
        );
      for (let i = 0; i < 100 && read().wallet.candidate; i++) await new Promise((r) => setTimeout(r, 100));
      assert.equal(read().wallet.candidate, undefined);
      assert.equal(history()[0].user, 'auto-abort');
    } finally {
      await other.close();
      removeDir(other.dataDir);
    }
  });
});

describe('signals an attacker cannot forge (issue 30)', () => {
  const source = () => new CompositionSource(file);
  const settings = () => api.built.deps.config.rollout;
  const rows = async () =>
    (await api.built.db.query<{ n: number | string }>('SELECT count(*) AS n FROM remote_reports'))[0]!.n;

  beforeEach(async () => {
    await api.built.db.query('DELETE FROM remote_reports');
    await api.built.db.query('DELETE FROM web_vitals');
    writeComposition(10);
    writeFileSync(path.join(dir, 'composition.history.jsonl'), '');
  });

  test('the probe: anonymous reports without a served page count for nothing, and abort nothing', async () => {
    const secret = DEV_SECRETS.SITE_SIGNING_SECRET;
    const real = verifyView(await viewFor(0), secret);
    assert.ok('view' in real);
    const forged = [
      undefined,
      '',
      'x'.repeat(3000),
      'not.a-token',
      // Signed with another key, or ours with the body changed (another version served).
      signView(real.view, 'another-secret'),
      `${Buffer.from(JSON.stringify({ ...real.view, served: { wallet: ['9.9.9'] } })).toString('base64url')}.${(await viewFor(0)).split('.')[1]}`,
      // Ours, but issued five hours ago.
      signView({ ...real.view, at: Math.floor(Date.now() / 1000) - 5 * 3600 }, secret),
    ];
    for (const view of forged) {
      const res = await report({ view });
      assert.ok([400, 403].includes(res.status), `${String(view).slice(0, 30)}: ${res.status}`);
    }
    // 21 anonymous "load" failures (the probe aborted a 5 % canary with them): nothing stored.
    for (let i = 0; i < 21; i++) assert.equal((await report({})).status, 403);
    assert.equal(Number(await rows()), 0);
    assert.deepEqual(await checkCanaries(api.built.db, source(), settings()), []);
    assert.equal(read().wallet.candidate.version, '0.2.0');
  });

  test('a page the browser reused gets a token of its own, for its path and its bucket', async () => {
    const ask = async (path: string, n: number) => {
      const res = await fetch(`${api.base}/api/telemetry/view?path=${encodeURIComponent(path)}`, {
        headers: { cookie: bucket(n) },
      });
      assert.equal(res.headers.get('cache-control'), 'no-store');
      const checked = verifyView(
        ((await res.json()) as { data: { view: string } }).data.view,
        DEV_SECRETS.SITE_SIGNING_SECRET,
      );
      assert.ok('view' in checked);
      return checked.view;
    };
    const candidate = await ask('/casino/slot', 0);
    assert.equal(candidate.path, '/casino/slot');
    assert.deepEqual(candidate.served.wallet, ['0.2.0', '0.1.0']);
    assert.notEqual((await ask('/casino/slot', 0)).id, candidate.id, 'one id per page view');
    assert.deepEqual((await ask('/', 50)).served.wallet, ['0.1.0']);
    for (const junk of ['', 'casino', `/${'a'.repeat(600)}`, '/a b', '//evil.example'])
      assert.equal((await ask(junk, 50)).path, '/', junk.slice(0, 20));
  });

  test('a report counts only for a version its page was served, once per page view and phase', async () => {
    const candidateView = await viewFor(0); // bucket 0 < 10 %: the candidate, 0.1.0 as its fallback
    const stableView = await viewFor(50); // the stable version only
    assert.equal((await report({ view: stableView })).status, 403, '0.2.0 was not served to that page');
    assert.equal((await report({ view: stableView, version: '0.1.0' })).status, 200);
    assert.equal((await report({ view: candidateView, version: '0.1.0', phase: 'fallback' })).status, 200);
    assert.equal((await report({ view: candidateView, version: '3.0.0' })).status, 403);
    assert.equal((await report({ view: candidateView, vertical: 'sports', version: null })).status, 403);
    // 960 "loaded" from one page (the probe kept a failing canary running with them): one row.
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        report({ view: candidateView, phase: 'loaded' }).then(
          (r) => r.json() as Promise<{ data: { id: number | null } }>,
        ),
      ),
    );
    assert.equal(answers.filter((a) => a.data.id !== null).length, 1);
    assert.equal(Number(await rows()), 3);
    // What is stored is ours: the failure's class, the browser family, no text as sent.
    await report({ view: candidateView, error: '<img src=x onerror=alert(1)> Loading chunk 7 failed' });
    const stored = await api.built.db.query<{ error: string | null; user_agent: string }>(
      `SELECT error, user_agent FROM remote_reports WHERE phase = 'load' AND version = '0.2.0'`,
    );
    assert.deepEqual(
      stored.map((r) => r.error),
      ['network'],
    );
    assert.match(stored[0]!.user_agent, /^(other|node|[A-Za-z]+)( mobile)?$/);
  });

  test('a candidate failing no more than the stable version over the same window stays', async () => {
    // Each row one page view's report, as the beacon stores them (its route is tested above; the
    // per-address limit would stop one address sending this many).
    const views = async (count: number, version: string, failing: number) => {
      for (let i = 0; i < count; i++)
        await api.built.db.query(
          `INSERT INTO remote_reports (vertical, version, entry, phase, view_id) VALUES ('wallet', $1, '', $2, $3)`,
          [version, i < failing ? 'load' : 'loaded', `view-${version}-${Math.random()}`],
        );
    };
    // 25 page views each side; both fail 20 % (a provider outage, not the candidate).
    await views(25, '0.2.0', 5);
    await views(25, '0.1.0', 5);
    assert.deepEqual(await checkCanaries(api.built.db, source(), settings()), []);
    // The stable side recovers over 75 more views; the candidate keeps failing: aborted, and audited.
    await views(75, '0.1.0', 0);
    const [aborted] = await checkCanaries(api.built.db, source(), settings());
    assert.match(
      aborted!.abortReason ?? '',
      /^automatic: 20\.0% of 25 page loads failed .*; stable 0\.1\.0: 5\.0% of 100$/,
    );
    const audit = await api.built.db.query<{ actor: string; action: string; target: string }>(
      `SELECT actor, action, target FROM operator_audit WHERE action = 'canary.abort'`,
    );
    assert.deepEqual(audit.at(-1), { actor: 'auto-abort', action: 'canary.abort', target: 'wallet' });
  });

  test('web vitals count once per served page view, for the path that page was painted for', async () => {
    const vitals = (view: string | undefined, fields: Record<string, unknown> = {}) =>
      fetch(`${api.base}/api/telemetry/vitals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          view,
          route: '/dashboard/deposit',
          vertical: 'wallet',
          version: '0.1.0',
          device: 'phone',
          metrics: { LCP: 120_000 },
          ...fields,
        }),
      });
    const view = await viewFor(50, '/dashboard/deposit');
    assert.equal((await vitals(undefined)).status, 403);
    assert.equal((await vitals(view, { route: '/casino/slot' })).status, 403, 'not the page painted');
    assert.equal((await vitals(view, { version: '0.2.0' })).status, 403, 'not the version served');
    // 120 reports from one page view (the probe moved a p75 LCP from 2 s to 120 s with them): one row.
    const answers = await Promise.all(Array.from({ length: 120 }, () => vitals(view)));
    // Beyond the per-address limit the rest are refused (429) before they are even read.
    assert.ok(answers.every((r) => r.status === 200 || r.status === 429));
    assert.ok(answers.some((r) => r.status === 200));
    const [row] = await api.built.db.query<{ n: number | string }>('SELECT count(*) AS n FROM web_vitals');
    assert.equal(Number(row!.n), 1);
  });
});

describe('writers', () => {
  test('parallel CLI changes all land, one at a time,, in a file that always parses', async () => {
    writeComposition(10);
    writeFileSync(path.join(dir, 'composition.history.jsonl'), '');
    const cli = (...args: string[]) =>
      run(process.execPath, [path.join(repoRoot, 'scripts/composition.mjs'), ...args], {
        env: { ...process.env, COMPOSITION_FILE: file, COMPOSITION_STORE: 'file' },
      });
    const reader = setInterval(() => JSON.parse(readFileSync(file, 'utf8')), 2);
    try {
      await Promise.all([11, 12, 13, 14, 15, 16].map((n) => cli('traffic', 'wallet', String(n))));
    } finally {
      clearInterval(reader);
    }
    const lines = history();
    assert.equal(lines.length, 6);
    assert.equal(read().wallet.candidate.traffic, Number(lines.at(-1).to.replace('%', '')));
    // Each change saw the one before it: the "from" of each is the "to" of the previous.
    for (let i = 1; i < lines.length; i++) assert.equal(lines[i].from, lines[i - 1].to);
  });

  test('the CLI refuses bad input with a reason', async () => {
    writeComposition(10);
    const refusal = async (...args: string[]) => {
      try {
        await run(process.execPath, [path.join(repoRoot, 'scripts/composition.mjs'), ...args], {
          env: { ...process.env, COMPOSITION_FILE: file, COMPOSITION_STORE: 'file' },
        });
        return 'accepted';
      } catch (error) {
        return String((error as { stderr?: string }).stderr);
      }
    };
    assert.match(await refusal('canary', 'poker', '1.0.0', '--traffic', '5'), /unknown vertical "poker"/);
    assert.match(await refusal('traffic', 'wallet', '101'), /whole percentage 0–100, not "101"/);
    assert.match(await refusal('traffic', 'wallet', '2.5'), /whole percentage/);
    assert.match(await refusal('promote', 'casino'), /casino has no canary/);
    assert.match(await refusal('abort', 'casino'), /casino has no canary/);
    assert.match(await refusal('canary', 'wallet', '0.1.0', '--traffic', '5'), /already the stable version/);
    assert.match(await refusal('canary', 'wallet', '0.3.0'), /--traffic N/);
    assert.match(
      await refusal('canary', 'wallet', '0.3.0', '--traffic', '5'),
      /no deployed \/mf\/wallet\/0\.3\.0/,
    );
    assert.match(
      await refusal('set', 'wallet', '0.3.0'),
      /canary of 0\.2\.0 at 10%: promote or abort it first/,
    );
  });
});
