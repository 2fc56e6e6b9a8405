import pg from 'pg';
import { DatabaseSetupError } from './data-dir.js';
import { classify, isRetryable, isUnavailable, retryDelay, RETRY } from './errors.js';
import { toParams, type Db, type DbLog, type Queryable, type Row } from './types.js';

/** DATABASE_URL as it may be logged: without its password. */
export function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(not a URL)';
  }
}

/** Pool settings (DATABASE_POOL_MAX; the rest are fixed here). */
export interface PostgresOptions {
  /** Connections per API instance. */
  max?: number;
  log?: DbLog;
}

/** A wait for a free connection or a new one longer than this answers 503, not a hung request. */
const CONNECT_TIMEOUT_MS = 5000;
/**
 * A transaction left open (an instance frozen mid-request) would hold the player's row lock for
 * ever: the server ends it after this long. Requests finish in milliseconds.
 */
const IDLE_IN_TRANSACTION_MS = 30_000;

/**
 * Connects a pool to PostgreSQL at `url`; a failure names DATABASE_URL (without its password).
 *
 * Failover: the pool's `'error'` event (an idle connection ended by a restart, a failover or
 * `pg_terminate_backend`) is logged, never left to crash the process; a connection that fails
 * inside a transaction is destroyed, not handed to the next request. While the server is away every
 * call throws {@link DatabaseUnavailable} (503 with Retry-After) and the pool reconnects by itself.
 */
export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Db> {
  const log = opts.log;
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    options: `-c idle_in_transaction_session_timeout=${IDLE_IN_TRANSACTION_MS}`,
  });
  let warnedAt = 0;
  pool.on('error', (err) => {
    // An idle client's connection ended: the pool has dropped it and will connect anew.
    if (Date.now() - warnedAt > 5000) {
      warnedAt = Date.now();
      log?.warn({ err: { message: err.message, code: codeOf(err) } }, 'database connection lost (idle)');
    }
  });
  try {
    await pool.query('select 1');
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw new DatabaseSetupError(
      `DATABASE_URL ${redactedUrl(url)}: cannot connect (${err instanceof Error ? err.message : String(err)}).`,
    );
  }

  async function once<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    // A connection that ends while checked out emits 'error' on the client: without a listener
    // that is an uncaught exception. The query in flight rejects too, which is what we act on.
    let broken: unknown = null;
    const onError = (err: Error) => {
      broken = err;
    };
    client.on('error', onError);
    const q: Queryable = {
      async query<R extends Row>(sql: string, params?: readonly unknown[]) {
        return (await client.query(sql, toParams(params))).rows as R[];
      },
    };
    try {
      await client.query('BEGIN');
      const out = await fn(q);
      await client.query('COMMIT');
      return out;
    } catch (err) {
      if (!broken && !isUnavailable(err)) {
        // The connection is fine: roll back and it can serve the next request. If even the
        // rollback fails, the connection is in an unknown state and is destroyed below.
        await client.query('ROLLBACK').catch((rollbackErr: unknown) => {
          broken = rollbackErr;
        });
      } else broken ??= err;
      throw err;
    } finally {
      client.off('error', onError);
      // release(err) destroys the client instead of returning it to the pool.
      client.release(broken ? (broken instanceof Error ? broken : new Error(String(broken))) : undefined);
    }
  }

  return {
    kind: 'postgres',
    async query<T extends Row>(sql: string, params?: readonly unknown[]) {
      try {
        return (await pool.query(sql, toParams(params))).rows as T[];
      } catch (err) {
        throw classify(err);
      }
    },
    async tx(fn) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await once(fn);
        } catch (err) {
          if (isRetryable(err) && attempt < RETRY.attempts) {
            log?.debug?.({ code: codeOf(err), attempt }, 'transaction retried');
            await new Promise((r) => setTimeout(r, retryDelay(attempt)));
            continue;
          }
          throw classify(err);
        }
      }
    },
    async exec(sql) {
      try {
        await pool.query(sql);
      } catch (err) {
        throw classify(err);
      }
    },
    close: () => pool.end(),
  };
}

function codeOf(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
