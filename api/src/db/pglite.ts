import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Mutex } from './mutex.js';
import { toParams, type Db, type Queryable, type Row } from './types.js';

/** Opens (creating on first use) an embedded PGlite database in `dataDir`; `memory://` for none. */
export async function openPglite(dataDir: string): Promise<Db> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  const lock = new Mutex();
  const raw: Queryable = {
    async query<T extends Row>(sql: string, params?: readonly unknown[]) {
      const res = await pg.query<T>(sql, toParams(params));
      return res.rows;
    },
  };
  return {
    kind: 'pglite',
    query: (sql, params) => lock.run(() => raw.query(sql, params)),
    tx: (fn) =>
      lock.run(async () => {
        await pg.exec('BEGIN');
        try {
          const out = await fn(raw);
          await pg.exec('COMMIT');
          return out;
        } catch (err) {
          await pg.exec('ROLLBACK');
          throw err;
        }
      }),
    exec: (sql) => lock.run(async () => void (await pg.exec(sql))),
    close: () => lock.run(() => pg.close()),
  };
}
