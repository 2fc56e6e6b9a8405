// The composition store on PostgreSQL (issue 30, item 2): what several API replicas and the
// operator CLI share. The composition of each market is one row with a version every change
// increments; its history is one row per change (who, when, what, why: the audit of the control
// plane). A change runs in one transaction that first takes the market's advisory lock, so writers
// are serialised whoever they are (a console on either replica, the CLI, the automatic abort); a
// change reviewed against an older version is refused ("changed meanwhile") instead of lost.
// `db` is the API's database (api/src/db: `tx` retries serialization failures and deadlocks) or
// the CLI's ({@link openDatabase}, the same rules).
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import {
  DEFAULT_MARKET,
  changedMeanwhile,
  checkComposition,
  cleanLine,
  fail,
  type CompositionFile,
  type CompositionStore,
  type HistoryLine,
  type StoredLine,
} from './store';

/** A query function: the API's `Db.query` or a transaction's. */
type Query = <T extends Record<string, unknown> = Record<string, unknown>>(
  sql: string,
  params?: readonly unknown[],
) => Promise<T[]>;

/** What the store needs of a database: the API's `Db` or the CLI's {@link openDatabase}. */
export interface StoreDb {
  query: Query;
  tx<T>(fn: (q: { query: Query }) => Promise<T>): Promise<T>;
}

/** The composition of one market in the database. */
export interface DatabaseStore extends CompositionStore {
  readonly kind: 'database';
  readonly market: string;
  /**
   * Moves a file store's composition and history in; idempotent; refuses (`newerState`) to replace
   * a state changed since the last import unless `force`.
   */
  importFrom(
    composition: CompositionFile,
    lines: StoredLine[],
    options?: { user?: string; force?: boolean; source?: string },
  ): Promise<{ done: 'imported' | 'unchanged'; version: number }>;
}

type Q = { query: Query };
type StateRow = { version: string | number; composition: CompositionFile };
type HistoryRow = {
  version: string | number | null;
  actor: string;
  line: HistoryLine & { at?: string };
  at: string;
};

/** The advisory lock's first key (the second is the market's hash): composition changes. */
const LOCK_CLASS = 727030;
/** The default market (issue 30, item 4; migration 0820 renamed the `default` rows to it). */
export { DEFAULT_MARKET };

const lock = (q: Q, market: string) =>
  q.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_CLASS, market]);

async function stateOf(
  q: Q,
  market: string,
): Promise<{ version: number; composition: CompositionFile } | null> {
  const rows = await q.query<StateRow>(
    'SELECT version, composition FROM composition_state WHERE market = $1',
    [market],
  );
  return rows[0] ? { version: Number(rows[0].version), composition: rows[0].composition } : null;
}

async function historyOf(q: Q, market: string): Promise<StoredLine[]> {
  const rows = await q.query<HistoryRow>(
    `SELECT version, actor, line, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
     FROM composition_history WHERE market = $1 ORDER BY id`,
    [market],
  );
  return rows.map((r) => ({
    ...r.line,
    at: r.line.at ?? r.at,
    user: r.actor,
    ...(r.version === null ? {} : { version: Number(r.version) }),
  }));
}

async function insertLine(
  q: Q,
  market: string,
  version: number | null,
  line: HistoryLine,
  user?: string,
  at?: string | null,
): Promise<void> {
  const { out, user: who } = cleanLine(line, user);
  await q.query(
    `INSERT INTO composition_history (market, version, actor, action, vertical, line, at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, coalesce($7::timestamptz, now()))`,
    [
      market,
      version,
      who,
      String(out.action ?? ''),
      String(out.vertical ?? ''),
      JSON.stringify(out),
      at ?? null,
    ],
  );
}

/**
 * The store of `market` on `db`. `dir`: where the deployed site's manifests and release records
 * are (the folder of COMPOSITION_FILE), which the changes' checks read. `onChange(version)` runs
 * after every committed change (the API publishes an invalidation to the other replicas).
 */
export function openDatabaseStore(
  db: StoreDb,
  {
    dir,
    market = DEFAULT_MARKET,
    onChange,
  }: { dir?: string; market?: string; onChange?: (version: number) => void | Promise<void> } = {},
): DatabaseStore {
  // One writer of this process at a time: the others wait here, not on the advisory lock with a
  // connection each (a burst of changes would take the pool the players' requests need).
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  };

  async function read(): Promise<CompositionFile> {
    const state = await stateOf(db, market);
    if (!state)
      fail(
        `there is no composition in the database yet (market ${market}): import one with \`pnpm composition import\``,
        'compositionUnreadable',
      );
    return state.composition;
  }

  const change: CompositionStore['change'] = async (fn, user, { expectVersion } = {}) => {
    const result = await serial(() =>
      db.tx(async (q) => {
        await lock(q, market);
        const state = await stateOf(q, market);
        if (!state)
          fail(
            `there is no composition in the database yet (market ${market}): import one with \`pnpm composition import\``,
            'compositionUnreadable',
          );
        if (expectVersion !== undefined && expectVersion !== state.version)
          changedMeanwhile(expectVersion, state.version);
        const composition = state.composition;
        const line = await fn(composition, { history: () => historyOf(q, market), version: state.version });
        if (!line) return null;
        checkComposition(composition);
        const version = state.version + 1;
        await q.query(
          `UPDATE composition_state SET version = $2, composition = $3::jsonb, updated_at = now(), updated_by = $4
         WHERE market = $1`,
          [market, version, JSON.stringify(composition), cleanLine(line, user).user],
        );
        await insertLine(q, market, version, line, user);
        return { ...line, version };
      }),
    );
    if (result) await onChange?.(result.version);
    return result;
  };

  /** The first composition when the market has none (a seed); resolves false when there is one. */
  async function init(composition: CompositionFile, line: HistoryLine, user?: string): Promise<boolean> {
    checkComposition(composition);
    const done = await serial(() =>
      db.tx(async (q) => {
        await lock(q, market);
        if (await stateOf(q, market)) return false;
        await q.query(
          `INSERT INTO composition_state (market, version, composition, updated_by) VALUES ($1, 1, $2::jsonb, $3)`,
          [market, JSON.stringify(composition), cleanLine(line, user).user],
        );
        await insertLine(q, market, 1, line, user);
        return true;
      }),
    );
    if (done) await onChange?.(1);
    return done;
  }

  /**
   * Moves a file store's composition and history in (`pnpm composition import`). Idempotent: the
   * same file again changes nothing. Refuses to replace a database state that changed since the
   * last import of this market (or that was never imported) unless `force`. Resolves with what it
   * did: `imported` (with the version), or `unchanged`.
   */
  const importFrom: DatabaseStore['importFrom'] = async (
    composition,
    lines,
    { user, force = false, source = '' } = {},
  ) => {
    checkComposition(composition);
    const digest = createHash('sha256').update(JSON.stringify(composition)).digest('hex').slice(0, 16);
    const outcome = await serial<{ done: 'imported' | 'unchanged'; version: number }>(() =>
      db.tx(async (q) => {
        await lock(q, market);
        const state = await stateOf(q, market);
        const imports = await q.query<{ version: string | number; digest: string }>(
          `SELECT version, line->>'to' AS digest FROM composition_history
         WHERE market = $1 AND action = 'import' AND version IS NOT NULL ORDER BY id DESC LIMIT 1`,
          [market],
        );
        const last = imports[0] ? { version: Number(imports[0].version), digest: imports[0].digest } : null;
        if (state && last?.version === state.version && last.digest === digest)
          return { done: 'unchanged', version: state.version };
        if (state && !force && last?.version !== state.version)
          fail(
            `the database has a newer composition (version ${state.version}${last ? `, changed since the import of version ${last.version}` : ', never imported'}): importing would overwrite it; --force to replace it`,
            'newerState',
            { version: state.version },
          );
        // The file's history, once: a line already in the database is not added again.
        for (const raw of lines) {
          if (!raw || typeof raw !== 'object' || Array.isArray(raw)) continue;
          const { at, user: who, version: _version, ...line } = raw;
          const { out } = cleanLine({ ...(line as HistoryLine), imported: true }, who);
          const seen = await q.query(
            'SELECT 1 FROM composition_history WHERE market = $1 AND line = $2::jsonb LIMIT 1',
            [market, JSON.stringify(out)],
          );
          if (seen.length) continue;
          const when = typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? at : null;
          await insertLine(q, market, null, out, who ?? 'import', when);
        }
        const version = (state?.version ?? 0) + 1;
        if (state)
          await q.query(
            `UPDATE composition_state SET version = $2, composition = $3::jsonb, updated_at = now(), updated_by = $4
           WHERE market = $1`,
            [market, version, JSON.stringify(composition), cleanLine({} as HistoryLine, user).user],
          );
        else
          await q.query(
            `INSERT INTO composition_state (market, version, composition, updated_by) VALUES ($1, $2, $3::jsonb, $4)`,
            [market, version, JSON.stringify(composition), cleanLine({} as HistoryLine, user).user],
          );
        await insertLine(
          q,
          market,
          version,
          {
            action: 'import',
            vertical: '*',
            from: state ? String(state.version) : null,
            to: digest,
            reason: source,
          },
          user,
        );
        return { done: 'imported', version };
      }),
    );
    if (outcome.done === 'imported') await onChange?.(outcome.version);
    return outcome;
  };

  return {
    kind: 'database' as const,
    market,
    dir: resolve(dir ?? '.'),
    read,
    history: () => historyOf(db, market),
    async version() {
      return (await stateOf(db, market))?.version ?? 0;
    },
    /** Adds a line that changes nothing in the composition (`publish`). */
    record: (line: HistoryLine, user?: string) => insertLine(db, market, null, line, user),
    change,
    init,
    importFrom,
    close: async () => undefined,
  };
}

/** SQLSTATEs after which a whole transaction may run again (as api/src/db/errors.ts). */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 6;

/**
 * The CLI's connection to DATABASE_URL (the API's own rules, api/src/db/postgres.ts): a small pool,
 * transactions retried on a serialization failure or a deadlock a bounded number of times with
 * jitter.
 */
export async function openDatabase(
  url: string,
): Promise<StoreDb & { kind: 'postgres'; close(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 5000 });
  pool.on('error', () => undefined);
  try {
    await pool.query('SELECT 1 FROM composition_state LIMIT 1');
  } catch (caught) {
    const error = caught as Error & { code?: string };
    await pool.end().catch(() => undefined);
    const safe = url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
    fail(
      error.code === '42P01'
        ? `DATABASE_URL ${safe} has no composition tables yet: start the API once (it migrates the database)`
        : `DATABASE_URL ${safe}: cannot connect (${error.message})`,
      'databaseUnavailable',
    );
  }
  async function once<T>(fn: (q: Q) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken: Error | null = null;
    try {
      await client.query('BEGIN');
      const query = (async (sql: string, params?: readonly unknown[]) =>
        (await client.query(sql, params as unknown[])).rows) as Query;
      const out = await fn({ query });
      await client.query('COMMIT');
      return out;
    } catch (error) {
      await client.query('ROLLBACK').catch((e: unknown) => {
        broken = e as Error;
      });
      throw error;
    } finally {
      client.release(broken ?? undefined);
    }
  }
  return {
    kind: 'postgres' as const,
    query: (async (sql: string, params?: readonly unknown[]) =>
      (await pool.query(sql, params as unknown[])).rows) as Query,
    async tx<T>(fn: (q: Q) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await once(fn);
        } catch (error) {
          if (!RETRYABLE.has((error as { code?: string })?.code ?? '') || attempt >= ATTEMPTS) throw error;
          await new Promise((r) => setTimeout(r, Math.random() * Math.min(80, 4 * 2 ** attempt)));
        }
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Tells the API replicas on Redis (REDIS_URL) that the composition changed, as a replica does
 * (api/src/services/redis-link.ts: `instance|payload` on the `composition` channel), so they serve it
 * at once rather than at their cache's next refresh (at most 2 s). Best effort: never throws.
 */
export async function announceChange(redisUrl: string, version: number): Promise<void> {
  let redis: import('ioredis').Redis | undefined;
  try {
    const { Redis } = await import('ioredis');
    redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
    redis.on('error', () => undefined);
    await redis.connect();
    await redis.publish('composition', `cli-${process.pid}|${version}`);
  } catch {
    // The replicas read the database again within their cache's lifetime anyway.
  } finally {
    redis?.disconnect();
  }
}
