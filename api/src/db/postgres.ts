import pg from 'pg';
import { toParams, type Db, type Queryable, type Row } from './types.js';

/** Connects a pool to PostgreSQL at `url`. */
export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('select 1');
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
