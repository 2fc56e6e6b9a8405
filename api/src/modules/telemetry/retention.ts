import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { startPeriodic } from '../../services/periodic.js';

/** The tables the beacon and the web-vitals report fill, one row per page view or failure. */
const TABLES = ['remote_reports', 'web_vitals'] as const;
/** Rows removed per statement, so a long backlog never holds a table's lock for long. */
const BATCH = 5_000;

/**
 * Deletes field data older than `days` (`TELEMETRY_RETENTION_DAYS`), then, per table, all but the
 * newest `maxRows` (`TELEMETRY_MAX_ROWS`): anyone can post to the beacon, so without both the tables
 * grow with every page view for ever, or with a flood of real page views within the window.
 * Returns the rows removed per table.
 */
export async function pruneTelemetry(
  db: Db,
  days: number,
  now = new Date(),
  maxRows = Number.POSITIVE_INFINITY,
): Promise<Record<string, number>> {
  const before = new Date(now.getTime() - days * 86_400_000).toISOString();
  const removed: Record<string, number> = {};
  for (const table of TABLES) {
    removed[table] = 0;
    for (;;) {
      const rows = await db.query<{ id: string }>(
        `DELETE FROM ${table} WHERE id IN (
           SELECT id FROM ${table} WHERE created_at < $1::timestamptz ORDER BY id LIMIT ${BATCH}
         ) RETURNING id`,
        [before],
      );
      removed[table] += rows.length;
      if (rows.length < BATCH) break;
    }
    if (!Number.isFinite(maxRows)) continue;
    // Ids grow with time: everything below the newest `maxRows`-th id goes, a batch at a time.
    const [edge] = await db.query<{ id: string | null }>(
      `SELECT id::text AS id FROM ${table} ORDER BY ${table}.id DESC OFFSET $1 LIMIT 1`,
      [maxRows],
    );
    if (!edge?.id) continue;
    for (;;) {
      const rows = await db.query<{ id: string }>(
        `DELETE FROM ${table} WHERE id IN (
           SELECT id FROM ${table} WHERE id <= $1::bigint ORDER BY id LIMIT ${BATCH}
         ) RETURNING id`,
        [edge.id],
      );
      removed[table] += rows.length;
      if (rows.length < BATCH) break;
    }
  }
  return removed;
}

/**
 * Runs {@link pruneTelemetry} once now and then every `everySeconds`. Returns its stop function,
 * whose promise settles once a run in progress has ended (see {@link startPeriodic}).
 */
export function startTelemetryRetention(
  db: Db,
  days: number,
  log: FastifyBaseLogger,
  everySeconds = 3_600,
  maxRows = Number.POSITIVE_INFINITY,
): () => Promise<void> {
  return startPeriodic(
    async () => {
      const removed = await pruneTelemetry(db, days, new Date(), maxRows);
      if (Object.values(removed).some((n) => n > 0)) log.info({ removed, days }, 'old field data removed');
    },
    {
      firstDelayMs: 0,
      everyMs: everySeconds * 1000,
      onError: (err) => log.error({ err }, 'field data retention failed'),
    },
  );
}
