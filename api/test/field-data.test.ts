// Field data (issue 19, item 5): the host's web-vitals report, what junk it refuses, the operator's
// p75 read with the beacon's failure rates, and `pnpm composition health` printing them.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { configFromEnv, repoRoot } from '../src/config.js';
import { pruneTelemetry, startTelemetryRetention } from '../src/modules/telemetry/retention.js';
import { call, pageViewToken, removeDir, startApi, type Running } from './helpers.js';

const run = promisify(execFile);
const KEY = 'dev-operator-key';

let api: Running;
before(async () => {
  api = await startApi();
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
});

const report = (overrides: Record<string, unknown> = {}) => ({
  view: pageViewToken({ casino: ['2.0.0'] }, '/casino/slot'),
  route: '/casino/:category',
  vertical: 'casino',
  version: '2.0.0',
  device: 'phone',
  metrics: { LCP: 1200, INP: 80, CLS: 0.01, FCP: 700, TTFB: 90 },
  ...overrides,
});

/** One beacon from its own address (X-Forwarded-For is not believed: the limit is per socket). */
const send = (body: unknown) => call(api.base, 'POST', 'telemetry/vitals', { body });

describe('POST /api/telemetry/vitals', () => {
  test('a page view’s metrics are stored with the route template, vertical version and device only', async () => {
    const answer = await send(report());
    assert.equal(answer.status, 200, answer.message);
    const rows = await api.built.db.query<Record<string, unknown>>('SELECT * FROM web_vitals');
    assert.equal(rows.length, 1);
    const { id: _id, created_at: _at, view_id: viewId, ...row } = rows[0]!;
    assert.match(String(viewId), /^[A-Za-z0-9_-]{16}$/, 'kept once per page view');
    assert.deepEqual(row, {
      route: '/casino/:category',
      vertical: 'casino',
      version: '2.0.0',
      device: 'phone',
      lcp: 1200,
      inp: 80,
      cls: 0.01,
      fcp: 700,
      ttfb: 90,
    });
  });

  test('junk is refused: raw paths with ids, impossible values, unknown fields, no metric', async () => {
    const junk: Array<[string, unknown]> = [
      ['a path with an id', report({ route: '/casino/play/123456' })],
      ['a query string', report({ route: '/casino?user=42' })],
      ['not a path', report({ route: 'javascript:alert(1)' })],
      ['a long route', report({ route: `/${'a'.repeat(200)}` })],
      ['control characters', report({ route: '/casino/\u0000' })],
      ['an unknown vertical', report({ vertical: 'poker' })],
      ['a version that is not one', report({ version: '<script>' })],
      ['a device class of its own', report({ device: 'fridge' })],
      ['a negative LCP', report({ metrics: { LCP: -1 } })],
      ['an LCP of an hour', report({ metrics: { LCP: 3_600_000 } })],
      ['a CLS of a thousand', report({ metrics: { CLS: 1000 } })],
      ['a string for a number', report({ metrics: { INP: '80' } })],
      ['an unknown metric', report({ metrics: { FID: 10 } })],
      ['no metric', report({ metrics: {} })],
      ['an extra field', { ...report(), userId: 42 }],
      ['an array', [report()]],
    ];
    for (const [what, body] of junk) {
      const answer = await send(body);
      assert.equal(answer.status, 400, what);
    }
    const rows = await api.built.db.query('SELECT 1 FROM web_vitals');
    assert.equal(rows.length, 1, 'nothing more was stored');
  });

  test('one address is limited (noise, not a page view’s few reports)', async () => {
    let limited = 0;
    for (let i = 0; i < 130 && limited === 0; i++) if ((await send(report())).status === 429) limited++;
    assert.equal(limited, 1);
  });
});

describe('the operator read and `pnpm composition health`', () => {
  before(async () => {
    // Figures written directly (the beacon's limit is per address and this is one address).
    const db = api.built.db;
    for (let i = 1; i <= 8; i++) {
      await db.query(
        `INSERT INTO web_vitals (route, vertical, version, device, lcp, inp, cls)
         VALUES ('/', 'casino', '1.0.0', 'desktop', $1, $2, $3), ('/', 'casino', '2.0.0', 'phone', $4, NULL, $5)`,
        [i * 100, i * 10, i / 100, i * 1000, i / 10],
      );
    }
    await db.query(`INSERT INTO web_vitals (route, vertical, version, device, lcp, created_at)
                    VALUES ('/', 'casino', '1.0.0', 'desktop', 99999, now() - interval '3 days')`);
    for (const [phase, n] of [
      ['loaded', 18],
      ['load', 1],
      ['render', 1],
      ['fallback', 1],
    ] as const) {
      for (let i = 0; i < n; i++)
        await db.query(
          `INSERT INTO remote_reports (vertical, version, entry, phase) VALUES ('casino', '2.0.0', '/mf/casino/2.0.0/mf-manifest.json', $1)`,
          [phase],
        );
    }
    await db.query(
      `INSERT INTO remote_reports (vertical, version, entry, phase) VALUES ('casino', '1.0.0', '/mf/casino/1.0.0/mf-manifest.json', 'render')`,
    );
  });

  test('GET /api/telemetry/health: p75 per route and version, failure rates per version', async () => {
    const denied = await call(api.base, 'GET', 'telemetry/health');
    assert.equal(denied.status, 403);
    const answer = await call(api.base, 'GET', 'telemetry/health?since=24h&vertical=casino', {
      headers: { 'x-operator-key': KEY },
    });
    assert.equal(answer.status, 200, answer.message);
    const v1 = answer.data.vitals.find((v: { version: string }) => v.version === '1.0.0');
    // percentile_cont over 100…800: the 75th percentile is 625 (the 3-day-old 99999 is outside).
    assert.deepEqual(
      { samples: v1.samples, lcp: v1.lcp, inp: v1.inp, cls: Number(v1.cls.toFixed(4)) },
      { samples: 8, lcp: 625, inp: 62.5, cls: 0.0625 },
    );
    const v2 = answer.data.versions.find((v: { version: string }) => v.version === '2.0.0');
    assert.deepEqual(v2, {
      vertical: 'casino',
      version: '2.0.0',
      tried: 19,
      loadFailures: 1,
      renderFailures: 1,
      fallbacks: 1,
      failureRate: (100 * 2) / 19,
    });
    const stable = answer.data.versions.find((v: { version: string }) => v.version === '1.0.0');
    assert.equal(stable.failureRate, null, 'no page loads counted for a stable version');
    const week = await call(api.base, 'GET', 'telemetry/health?since=7d', {
      headers: { 'x-operator-key': KEY },
    });
    assert.equal(week.data.vitals.find((v: { version: string }) => v.version === '1.0.0').samples, 9);
    for (const since of ['0h', '31d', '1y', 'forever', '-5m'])
      assert.equal(
        (
          await call(api.base, 'GET', `telemetry/health?since=${since}`, {
            headers: { 'x-operator-key': KEY },
          })
        ).status,
        400,
        since,
      );
  });

  const cli = (args: string[], env: Record<string, string>) =>
    run(process.execPath, [path.join(repoRoot, 'scripts/composition.mjs'), 'health', ...args], {
      env: { ...process.env, ...env },
    });

  test('the CLI prints the table from the API with the operator key', async () => {
    const { stdout } = await cli(['--since', '24h', 'casino'], { PLAYHUB_API: api.base, OPERATOR_KEY: KEY });
    const lines = stdout.split('\n');
    assert.match(lines[0]!, /^Field data since \S+ \(24h\)$/);
    assert.ok(
      lines.some((l) => /^\/\s+casino\s+1\.0\.0\s+8\s+625\s+63\s+0\.063$/.test(l)),
      stdout,
    );
    assert.ok(
      lines.some((l) => /^\/\s+casino\s+2\.0\.0\s+8\s+6250\s+—\s+0\.625$/.test(l)),
      stdout,
    );
    assert.ok(
      lines.some((l) => /^casino\s+2\.0\.0\s+19\s+1\s+1\s+10\.5%\s+1$/.test(l)),
      stdout,
    );
    assert.ok(
      lines.some((l) => /^casino\s+1\.0\.0\s+—\s+0\s+1\s+—\s+0$/.test(l)),
      stdout,
    );
  });

  test('the CLI refuses without a key, with a wrong key, and with a bad window', async () => {
    for (const [args, env, message] of [
      [[], { PLAYHUB_API: api.base, OPERATOR_KEY: '' }, /set OPERATOR_KEY/],
      [[], { PLAYHUB_API: api.base, OPERATOR_KEY: 'wrong' }, /answered HTTP 403/],
      [['--since', '2w'], { PLAYHUB_API: api.base, OPERATOR_KEY: KEY }, /a window is a number/],
      [[], { PLAYHUB_API: 'http://127.0.0.1:1', OPERATOR_KEY: KEY }, /unreachable/],
    ] as const) {
      await assert.rejects(cli([...args], env), (error: { stderr: string; code: number }) => {
        assert.match(error.stderr, message);
        assert.equal(error.code, 1);
        return true;
      });
    }
  });
});

describe('retention', () => {
  test('beyond TELEMETRY_MAX_ROWS the oldest rows go, whatever their age (a flood of real views)', async () => {
    const db = api.built.db;
    await db.query('DELETE FROM web_vitals');
    await db.query(
      `INSERT INTO web_vitals (route, vertical, version, device, lcp)
       SELECT '/', 'casino', '7.7.' || n, 'phone', n FROM generate_series(1, 1200) AS n`,
    );
    const removed = await pruneTelemetry(db, 31, new Date(), 1000);
    assert.equal(removed.web_vitals, 200);
    const [kept] = await db.query<{ n: string; low: number }>(
      'SELECT count(*) AS n, min(lcp) AS low FROM web_vitals',
    );
    assert.equal(Number(kept!.n), 1000);
    assert.equal(Number(kept!.low), 201, 'the newest stay');
    assert.equal(api.built.deps.config.rollout.telemetryMaxRows, 5_000_000);
    await db.query('DELETE FROM web_vitals');
  });

  const count = async (table: string, where = 'true') =>
    Number(
      (await api.built.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`))[0]!.n,
    );

  test('field data older than TELEMETRY_RETENTION_DAYS goes, in batches; the rest stays', async () => {
    const db = api.built.db;
    assert.equal(
      api.built.deps.config.rollout.telemetryRetentionDays,
      31,
      'the default outlasts the 30-day window',
    );
    // 5,003 old beacon rows (more than one batch), one just inside the window, and old and new vitals.
    await db.query(
      `INSERT INTO remote_reports (vertical, version, entry, phase, error, created_at)
       SELECT 'wallet', '0.1.0', '/mf/wallet/x', 'load', '', now() - interval '40 days' FROM generate_series(1, 5003)`,
    );
    await db.query(
      `INSERT INTO remote_reports (vertical, version, entry, phase, error, created_at)
       VALUES ('wallet', '0.1.0', '/mf/wallet/x', 'load', 'kept', now() - interval '30 days')`,
    );
    for (const age of ['40 days', '1 hour']) {
      await db.query(
        `INSERT INTO web_vitals (route, vertical, version, device, lcp, created_at)
         VALUES ('/', 'casino', '9.9.9', 'phone', 1000, now() - $1::interval)`,
        [age],
      );
    }
    const reportsBefore = await count('remote_reports');
    const vitalsBefore = await count('web_vitals');

    const removed = await pruneTelemetry(db, 31);
    assert.deepEqual(removed, { remote_reports: 5003, web_vitals: 1 });
    assert.equal(await count('remote_reports'), reportsBefore - 5003);
    assert.equal(await count('remote_reports', "error = 'kept'"), 1);
    assert.equal(await count('web_vitals'), vitalsBefore - 1);
    assert.equal(await count('web_vitals', "version = '9.9.9'"), 1);
    // Nothing left to remove: a second run changes nothing.
    assert.deepEqual(await pruneTelemetry(db, 31), { remote_reports: 0, web_vitals: 0 });
  });

  test('the job runs at once and then on its interval, until stopped', async () => {
    const db = api.built.db;
    // 10 days old, and a job keeping 1 day: the API's own job (31 days) never takes these rows.
    const old = () =>
      db.query(
        `INSERT INTO web_vitals (route, vertical, version, device, lcp, created_at)
         VALUES ('/', 'casino', '7.7.7', 'phone', 1000, now() - interval '10 days')`,
      );
    const left = () => count('web_vitals', "version = '7.7.7'");
    const logged: unknown[] = [];
    const log = { info: (o: unknown) => logged.push(o), error: (o: unknown) => logged.push(o) };
    await old();
    const stop = startTelemetryRetention(db, 1, log as unknown as FastifyBaseLogger, 0.05);
    try {
      // Each removal is logged once its run has ended (after the rows are gone).
      await waitUntil(async () => (await left()) === 0 && logged.length >= 1);
      await old();
      await waitUntil(async () => (await left()) === 0 && logged.length >= 2);
    } finally {
      // Settles once a run in progress has ended (it could otherwise remove the row added next).
      await stop();
    }
    await old();
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(await left(), 1, 'stopped: nothing more is removed');
    await db.query(`DELETE FROM web_vitals WHERE version = '7.7.7'`);
  });

  test('TELEMETRY_RETENTION_DAYS: 31 by default, 0 keeps field data for ever, junk is refused', () => {
    const env = (days?: string) => ({ ...process.env, NODE_ENV: 'test', TELEMETRY_RETENTION_DAYS: days });
    assert.equal(configFromEnv(env()).rollout.telemetryRetentionDays, 31);
    assert.equal(configFromEnv(env('0')).rollout.telemetryRetentionDays, 0);
    for (const junk of ['-1', '1.5', 'forever', '99999']) {
      assert.throws(() => configFromEnv(env(junk)), /TELEMETRY_RETENTION_DAYS/, junk);
    }
  });
});

async function waitUntil(done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.fail('not within 5 s');
}
