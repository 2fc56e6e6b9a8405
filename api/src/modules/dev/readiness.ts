import { Redis } from 'ioredis';
import type { Db } from '../../db/index.js';
import { migrationVersions } from '../../db/migrate.js';

/** 'ok', 'off' (not configured) or why the check failed. */
export type CheckResult = 'ok' | 'off' | { failed: string };

/** Longest a single check may take before it counts as failed (a hung database is not ready). */
const CHECK_TIMEOUT_MS = 3000;
/** Tables the money and login paths read on every request. */
const READ_TABLES = ['users', 'sessions', 'ledger', 'games', 'settings'];

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
 * unreadable table, a read-only or full database fails it; nothing is left behind.
 */
function database(db: Db): Promise<CheckResult> {
  return run('the database', async () => {
    try {
      await db.tx(async (q) => {
        for (const table of READ_TABLES) await q.query(`SELECT 1 FROM ${table} LIMIT 1`);
        await q.query(
          `INSERT INTO settings (key, value) VALUES ('health.probe', $1)
           ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
          [JSON.stringify(new Date().toISOString())],
        );
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

/** Redis answers PING, when REDIS_URL is set (a short-lived connection of its own). */
function redis(url: string | undefined): Promise<CheckResult> {
  if (!url) return Promise.resolve('off');
  return run('Redis', async () => {
    const client = new Redis(url, {
      lazyConnect: true,
      connectTimeout: CHECK_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      enableReadyCheck: false,
      retryStrategy: () => null,
    });
    client.on('error', () => undefined); // reported through the rejected calls below
    try {
      await client.connect();
      const pong = await client.ping();
      return pong === 'PONG' ? 'ok' : { failed: `PING answered ${pong}` };
    } finally {
      client.disconnect();
    }
  });
}

async function runAll(db: Db, redisUrl: string | undefined) {
  const [databaseCheck, migrationsCheck, redisCheck] = await Promise.all([
    database(db),
    migrations(db),
    redis(redisUrl),
  ]);
  return { database: databaseCheck, migrations: migrationsCheck, redis: redisCheck };
}

/**
 * Requests arriving while a run is under way share it: the endpoint is public and its checks
 * write, so a flood of requests costs one run at a time, not one each.
 */
const running = new WeakMap<Db, { redisUrl?: string; result: ReturnType<typeof runAll> }>();

/** The readiness checks, run together. */
export function readiness(db: Db, redisUrl: string | undefined): ReturnType<typeof runAll> {
  const current = running.get(db);
  if (current && current.redisUrl === redisUrl) return current.result;
  const result = runAll(db, redisUrl).finally(() => running.delete(db));
  running.set(db, { redisUrl, result });
  return result;
}
