// The composition store on PostgreSQL (issue 30, item 2): two API replicas on one database and the
// operator CLI change one composition; every change is one version, none is lost, the other
// replica serves it within 2 s (Redis, or the cache's TTL while Redis is away); today's file moves
// in with `pnpm composition import`. Needs PostgreSQL (DATABASE_URL): run through
// api/test/run-postgres.sh (the test starts and stops its own Redis).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { ConfigError, configFromEnv, repoRoot } from '../src/config.js';
import type { CompositionSource } from '../src/services/rollout/composition.js';
import { Refusal, type CompositionFile } from '@playhub/composition/store';
import { startApi, type Running } from './helpers.js';
import { createEvidence, digestOf } from '@playhub/composition/evidence';
import { waitUntil } from './money-helpers.js';
import { OwnRedis } from './own-redis.js';

const run = promisify(execFile);
const skip =
  !process.env.DATABASE_URL && 'needs PostgreSQL (DATABASE_URL): run through api/test/run-postgres.sh';

const dir = mkdtempSync(path.join(tmpdir(), 'playhub-store-'));
const file = path.join(dir, 'composition.json');
const entry = (v: string, version: string) => `/mf/${v}/${version}/mf-manifest.json`;
const initial: CompositionFile = {
  casino: { entry: entry('casino', '0.1.0'), version: '0.1.0' },
  wallet: {
    entry: entry('wallet', '0.1.0'),
    version: '0.1.0',
    candidate: {
      entry: entry('wallet', '0.2.0'),
      version: '0.2.0',
      traffic: 10,
      since: '2026-01-01T00:00:00Z',
    },
  },
  notifications: { entry: entry('notifications', '0.1.0'), version: '0.1.0', routes: [] },
};
const fileHistory = [
  { at: '2026-01-01T00:00:00.000Z', user: 'ops', action: 'set', vertical: 'casino', from: null, to: 'a' },
  { at: '2026-01-02T00:00:00.000Z', user: 'ops', action: 'canary', vertical: 'wallet', from: 'a', to: 'b' },
];

let redis: OwnRedis;
let a: Running;
let b: Running;
const sourceOf = (api: Running): CompositionSource => api.built.composition!;

/** `pnpm composition …` on replica a's database, as an operator runs it. */
async function cli(...args: string[]): Promise<{ ok: boolean; out: string }> {
  try {
    const { stdout } = await run(
      process.execPath,
      [path.join(repoRoot, 'scripts/composition.mjs'), ...args],
      {
        env: {
          ...process.env,
          DATABASE_URL: a.databaseUrl,
          REDIS_URL: redis.url,
          COMPOSITION_FILE: file,
          COMPOSITION_STORE: '',
        },
      },
    );
    return { ok: true, out: stdout };
  } catch (error) {
    return { ok: false, out: String((error as { stderr?: string }).stderr ?? error) };
  }
}

/** What a player of bucket 99 (never in a canary of < 100 %) is served by `api`. */
async function served(api: Running): Promise<CompositionFile> {
  const res = await fetch(`${api.base}/composition.json`);
  assert.equal(res.status, 200);
  return (await res.json()) as CompositionFile;
}

/** A change of the notifications' routes through `api`'s store: visible in what every page gets. */
function setMarker(api: Running, marker: string) {
  return sourceOf(api).store.change((c) => {
    c.notifications = { ...c.notifications, routes: [marker] };
    return { action: 'routes', vertical: 'notifications', from: '', to: marker };
  }, 'test');
}

before(async () => {
  if (skip) return;
  writeFileSync(file, JSON.stringify(initial));
  writeFileSync(
    path.join(dir, 'composition.history.jsonl'),
    fileHistory.map((l) => JSON.stringify(l)).join('\n') + '\n',
  );
  redis = await OwnRedis.create();
  await redis.start();
  const env = {
    REDIS_URL: redis.url,
    COMPOSITION_FILE: file,
    COMPOSITION_STORE: 'database',
    ROLLOUT_CHECK_SECONDS: '0',
  };
  a = await startApi(undefined, env);
  // The second replica on the first one's database.
  b = await startApi(a.dataDir, env);
  // The CLI changes the wallet canary's traffic: the evidence gate (issue 30, item 5) wants a
  // published wallet 0.2.0 with a passing run and an approval in the market.
  const integrity = { 'remoteEntry.js': 'sha384-wallet-0.2.0' };
  mkdirSync(path.join(dir, 'releases', 'wallet'), { recursive: true });
  writeFileSync(path.join(dir, 'releases', 'wallet', '0.2.0.json'), JSON.stringify({ integrity }));
  const evidence = createEvidence(a.built.deps.db, { dir });
  await evidence.recordConformance({
    vertical: 'wallet',
    version: '0.2.0',
    integrity,
    result: 'passed',
    counts: { passed: 3, failed: 0 },
    actor: 'test',
  });
  await evidence.approve({
    vertical: 'wallet',
    version: '0.2.0',
    hashes: digestOf(integrity),
    reference: 'T-1',
    actor: 'test',
  });
});

after(async () => {
  if (skip) return;
  await b?.close();
  await a?.close();
  await redis.remove();
});

describe('the composition store on PostgreSQL', { skip }, () => {
  test('the deployment’s file and history move in once; again changes nothing; a newer state needs --force', async () => {
    const store = sourceOf(a).store;
    // The first start found an empty database and imported composition.json (both replicas tried).
    assert.equal(await store.version(), 1);
    assert.deepEqual(await store.read(), initial);
    const lines = await store.history();
    assert.deepEqual(
      lines.map((l) => [l.action, l.user, l.at, l.version]),
      [
        ['set', 'ops', '2026-01-01T00:00:00.000Z', undefined],
        ['canary', 'ops', '2026-01-02T00:00:00.000Z', undefined],
        ['import', 'api', lines[2]!.at, 1],
      ],
    );
    const again = await cli('import');
    assert.ok(again.ok, again.out);
    assert.match(again.out, /already the database's composition \(version 1\)/);
    assert.equal((await store.history()).length, 3, 'nothing added');

    await setMarker(a, '/one');
    const refused = await cli('import');
    assert.equal(refused.ok, false);
    assert.match(
      refused.out,
      /newer composition \(version 2, changed since the import of version 1\).*--force/,
    );
    assert.equal(await store.version(), 2);

    // Five operators import at once with --force: one import, the others find it done.
    const outs = await Promise.all([1, 2, 3, 4, 5].map(() => cli('import', '--force', '--file', file)));
    assert.ok(
      outs.every((o) => o.ok),
      outs.map((o) => o.out).join('\n'),
    );
    assert.equal(outs.filter((o) => /imported .* as version 3/.test(o.out)).length, 1);
    assert.equal(await store.version(), 3);
    assert.deepEqual(await store.read(), initial);
    // The file's two lines were not added twice.
    assert.equal((await store.history()).filter((l) => l.user === 'ops').length, 2);
  });

  test('100 changes at once from both replicas and the CLI: one linear history, no lost update', async () => {
    const start = await sourceOf(a).store.version();
    const bump = (api: Running) =>
      sourceOf(api).store.change((c) => {
        const n = Number(c.casino!.counter ?? 0);
        c.casino = { ...c.casino, counter: n + 1 };
        return { action: 'count', vertical: 'casino', from: String(n), to: String(n + 1) };
      }, 'test');
    const changes = [
      ...Array.from({ length: 45 }, () => bump(a)),
      ...Array.from({ length: 45 }, () => bump(b)),
      // The CLI, in processes of its own: the candidate's traffic, each to a new value.
      ...Array.from({ length: 10 }, (_, i) => cli('traffic', 'wallet', String(11 + i))),
    ];
    const results = await Promise.all(changes);
    for (const r of results) if (r && 'ok' in r) assert.ok(r.ok, String(r.out));
    const store = sourceOf(b).store;
    assert.equal(Number((await store.read()).casino!.counter), 90, 'no lost update');
    const history = (await store.history()).filter((l) => l.version !== undefined && l.version > start);
    assert.deepEqual(
      history.map((l) => l.version),
      Array.from({ length: 100 }, (_, i) => start + 1 + i),
      'versions without gaps, in order',
    );
    const counts = history.filter((l) => l.action === 'count');
    counts.forEach((l, i) => assert.deepEqual([l.from, l.to], [String(i), String(i + 1)]));
    const traffic = history.filter((l) => l.action === 'traffic');
    assert.equal(traffic.length, 10);
    for (let i = 1; i < traffic.length; i++) assert.equal(traffic[i]!.from, traffic[i - 1]!.to);
    assert.equal(`${(await store.read()).wallet!.candidate!.traffic}%`, traffic.at(-1)!.to);
  });

  test('a change on one replica is served by the other within 2 s, also while Redis is down', async () => {
    await setMarker(a, '/via-redis');
    await waitUntil(
      () => served(b),
      (c) => (c.notifications?.routes as string[] | undefined)?.[0] === '/via-redis',
      2000,
    );
    await redis.stop();
    try {
      await setMarker(b, '/via-ttl');
      await waitUntil(
        () => served(a),
        (c) => (c.notifications?.routes as string[] | undefined)?.[0] === '/via-ttl',
        2000,
      );
      // And the CLI's change, which only the database knows of.
      const out = await cli('traffic', 'wallet', '33');
      assert.ok(out.ok, out.out);
      await waitUntil(
        () => served(b),
        () => sourceOf(b).read()?.wallet?.candidate?.traffic === 33,
        2000,
      );
    } finally {
      await redis.start();
    }
  });

  test('attacks: a stale version, huge or malformed values, control characters, a bad import', async () => {
    const source = sourceOf(a);
    const version = await source.store.version();
    const stale = await source.actions
      .apply('traffic', 'wallet', { traffic: '44' }, { user: 'x', expectVersion: version - 1 })
      .then(
        () => null,
        (e: unknown) => e,
      );
    assert.ok(stale instanceof Refusal);
    assert.equal(stale.code, 'changedMeanwhile');
    assert.equal(await source.store.version(), version, 'nothing written');

    const huge = await source.actions
      .apply('abort', 'wallet', { reason: 'x'.repeat(100_000) }, { user: 'x' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    assert.ok(huge instanceof Refusal);
    assert.equal(huge.code, 'tooLarge');
    const bloated = await source.store
      .change((c) => {
        c.casino = { ...c.casino, padding: 'y'.repeat(600_000) };
        return { action: 'pad', vertical: 'casino', from: '', to: '' };
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    assert.equal((bloated as Refusal | null)?.code, 'tooLarge');
    assert.equal(await source.store.version(), version, 'nothing written');

    await source.actions.apply(
      'abort',
      'wallet',
      { reason: 'evil\u001b[31m\r\nline\u2028' },
      { user: 'op\u0000erator\n' },
    );
    const last = (await source.store.history()).at(-1)!;
    assert.equal(last.reason, 'evil [31m  line ');
    assert.equal(last.user, 'op erator ');

    const bad = path.join(dir, 'bad');
    mkdirSync(bad, { recursive: true });
    writeFileSync(path.join(bad, 'composition.json'), '{"casino":');
    const malformed = await cli('import', '--file', path.join(bad, 'composition.json'), '--force');
    assert.equal(malformed.ok, false);
    assert.match(malformed.out, /is not valid JSON/);
    writeFileSync(path.join(bad, 'composition.json'), '[1,2]');
    const array = await cli('import', '--file', path.join(bad, 'composition.json'), '--force');
    assert.match(array.out, /is not a JSON object/);
    assert.equal(await source.store.version(), version + 1, 'only the abort was written');
  });
});

test('where the composition lives: the database store needs PostgreSQL; production refuses the file on it', () => {
  const env = { NODE_ENV: 'test', COMPOSITION_FILE: '/tmp/c.json' };
  assert.equal(configFromEnv(env).rollout.store, 'file');
  assert.equal(configFromEnv({ ...env, DATABASE_URL: 'postgres://x/y' }).rollout.store, 'database');
  assert.throws(
    () => configFromEnv({ ...env, COMPOSITION_STORE: 'database' }),
    (e: unknown) =>
      e instanceof ConfigError && /COMPOSITION_STORE=database needs DATABASE_URL/.test(e.message),
  );
  const production = (extra: Record<string, string>) => {
    try {
      configFromEnv({ ...env, NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', ...extra });
      return '';
    } catch (e) {
      return (e as Error).message;
    }
  };
  assert.match(production({ COMPOSITION_STORE: 'file' }), /COMPOSITION_STORE=file with DATABASE_URL/);
  assert.doesNotMatch(
    production({ COMPOSITION_STORE: 'file', ALLOW_FILE_COMPOSITION: 'true' }),
    /COMPOSITION_STORE/,
  );
  assert.doesNotMatch(production({}), /COMPOSITION_STORE/);
  assert.throws(() => configFromEnv({ ...env, COMPOSITION_CACHE_MS: '5000' }), /COMPOSITION_CACHE_MS/);
});
