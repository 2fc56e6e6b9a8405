import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { checkDataDir, DatabaseSetupError } from './data-dir.js';
import { Mutex } from './mutex.js';
import { toParams, type Db, type Queryable, type Row } from './types.js';

/**
 * Opens (creating in an empty or new directory) an embedded PGlite database in `dataDir`;
 * `memory://` for none. Refuses a directory that is unusable or holds something else
 * (data-dir.ts), and names DATA_DIR when PGlite itself fails.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  const memory = dataDir.startsWith('memory://');
  const fresh = memory || checkDataDir(dataDir).fresh;
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir);
  } catch (err) {
    // Emscripten's file errors carry only an errno.
    const e = err as { message?: string; errno?: number };
    const detail = e?.message || (e?.errno !== undefined ? `file system error ${e.errno}` : String(err));
    throw new DatabaseSetupError(
      `DATA_DIR ${memory ? dataDir : path.resolve(dataDir)}: PGlite could not ${fresh ? 'create' : 'open'} the database (${detail}). ` +
        (fresh
          ? 'Check free disk space and permissions.'
          : 'It may be damaged or from another PGlite version: restore it from a backup, or point DATA_DIR elsewhere.'),
    );
  }
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
