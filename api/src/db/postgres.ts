import pg from 'pg';
import { DatabaseSetupError } from './data-dir.js';
import { toParams, type Db, type Queryable, type Row } from './types.js';

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

/** Connects a pool to PostgreSQL at `url`; a failure names DATABASE_URL (without its password). */
export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  try {
    await pool.query('select 1');
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw new DatabaseSetupError(
      `DATABASE_URL ${redactedUrl(url)}: cannot connect (${err instanceof Error ? err.message : String(err)}).`,
    );
  }
  return {
    kind: 'postgres',
    async query<T extends Row>(sql: string, params?: readonly unknown[]) {
      return (await pool.query(sql, toParams(params))).rows as T[];
    },
    async tx(fn) {
      const client = await pool.connect();
      const q: Queryable = {
        async query<T extends Row>(sql: string, params?: readonly unknown[]) {
          return (await client.query(sql, toParams(params))).rows as T[];
        },
      };
      try {
        await client.query('BEGIN');
        const out = await fn(q);
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
