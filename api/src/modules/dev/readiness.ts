import type { Db, Queryable } from '../../db/index.js';
import type { RedisLink } from '../../services/redis-link.js';
import { migrationVersions } from '../../db/migrate.js';

/** 'ok', 'off' (not configured) or why the check failed. */
export type CheckResult = 'ok' | 'off' | { failed: string };
/** Redis: answering, not configured, or away (the API serves without it, degraded). */
export type RedisState = 'ok' | 'off' | 'degraded';

/** Longest a single check may take before it counts as failed (a hung database is not ready). */
const CHECK_TIMEOUT_MS = 3000;
/** Tables the money and login paths read on every request. */
const READ_TABLES = ['users', 'sessions', 'ledger_entries', 'games', 'settings'];

class Rollback extends Error {}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function run(what: string, check: () => Promise<CheckResult>): Promise<CheckResult> {
  try {
    return await withTimeout(check(), what);
  } catch (err) {
    return { failed: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * A read of the core tables and a write, in a transaction that is always rolled back: a missing or
 * unreadable table or a read-only database fails it; nothing is left behind.
 */
function database(db: Db): Promise<CheckResult> {
  return probe(db, 'the database', async (q) => {
    for (const table of READ_TABLES) await q.query(`SELECT 1 FROM ${table} LIMIT 1`);
    await q.query(
      `INSERT INTO settings (key, value) VALUES ('health.probe', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [JSON.stringify(new Date().toISOString())],
    );
  });
}

/**
 * A write that must take new space on disk: a row in a table created for the probe, whose first
 * page the server allocates in a new file at once. A full volume fails it ("could not extend
 * file"), where re-writing one existing row (the database check) reuses its page and succeeds —
 * readiness stayed 200 while every deposit failed with "No space left on device".
 */
function storage(db: Db): Promise<CheckResult> {
  return probe(db, 'the storage', async (q) => {
    await q.query('CREATE TEMPORARY TABLE health_storage_probe (b text) ON COMMIT DROP');
    await q.query("INSERT INTO health_storage_probe VALUES (repeat('x', 100))");
  });
}

async function probe(db: Db, what: string, work: (q: Queryable) => Promise<void>): Promise<CheckResult> {
  return run(what, async () => {
    try {
      await db.tx(async (q) => {
        await work(q);
        throw new Rollback();
      });
    } catch (err) {
      if (!(err instanceof Rollback)) throw err;
    }
    return 'ok';
  });
}

/** Every migration file of this build is recorded as applied. */
function migrations(db: Db): Promise<CheckResult> {
  return run('the migration table', async () => {
    const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((r) => r.version));
    const missing = migrationVersions().filter((v) => !applied.has(v));
    return missing.length === 0 ? 'ok' : { failed: `not applied: ${missing.join(', ')}` };
  });
}

/**
 * Redis answers PING over this instance's link, when REDIS_URL is set. Not a failure: without
 * Redis the API still serves correctly (sessions checked in the database, limits counted there,
 * messages kept in the outbox), so the instance stays in rotation and reports itself degraded.
 */
function redis(link: RedisLink | null): Promise<RedisState> {
  if (!link) return Promise.resolve('off');
  return run('Redis', async () =>
    (await link.ping()) && link.receiving ? 'ok' : { failed: 'no answer' },
  ).then((r) => (r === 'ok' ? 'ok' : 'degraded'));
}

async function runAll(db: Db, link: RedisLink | null) {
  const [databaseCheck, storageCheck, migrationsCheck, redisCheck] = await Promise.all([
    database(db),
    storage(db),
    migrations(db),
    redis(link),
  ]);
  return { database: databaseCheck, storage: storageCheck, migrations: migrationsCheck, redis: redisCheck };
}

/**
 * Requests arriving while a run is under way share it: the endpoint is public and its checks
 * write, so a flood of requests costs one run at a time, not one each.
 */
const running = new WeakMap<Db, ReturnType<typeof runAll>>();

/** The readiness checks, run together. */
export function readiness(db: Db, link: RedisLink | null): ReturnType<typeof runAll> {
  const current = running.get(db);
  if (current) return current;
  const result = runAll(db, link).finally(() => running.delete(db));
  running.set(db, result);
  return result;
}
