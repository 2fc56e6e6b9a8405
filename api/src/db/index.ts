import type { AppConfig } from '../config.js';
import { migrate } from './migrate.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import type { Db, DbLog } from './types.js';

export type { Db, DbLog, Queryable, Row } from './types.js';
export { DatabaseUnavailable, isUnavailable } from './errors.js';

/** Opens PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR, and migrates it. */
export async function openDb(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & { databasePoolMax?: number },
  log?: DbLog,
): Promise<Db> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl, { max: config.databasePoolMax, log })
    : await openPglite(config.dataDir);
  await migrate(db);
  return db;
}

/** SQL for a timestamptz column as an ISO string without zone, in UTC (the wire format). */
export function isoUtc(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS')`;
}
