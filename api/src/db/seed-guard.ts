import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from './types.js';

/** Tables the seed fills or players fill: any row in them means the database is in use. */
const DATA_TABLES = ['users', 'games', 'content_pages', 'payment_methods', 'countries'];

/**
 * Whether seeding may run: only on a database with neither the `seeded` marker nor data. A
 * database that holds data but lost its marker (restored partially, marker deleted by hand) is
 * never seeded again: seeding would add a second catalogue and demo accounts or fail half-way; it
 * is logged as an error for the operator instead.
 */
export async function mayBeSeeded(db: Queryable, log: FastifyBaseLogger): Promise<boolean> {
  const marker = await db.query("SELECT 1 FROM settings WHERE key = 'seeded'");
  if (marker.length > 0) return false;
  const used = await db.query<{ name: string }>(
    DATA_TABLES.map((t) => `SELECT '${t}' AS name WHERE EXISTS (SELECT 1 FROM ${t})`).join(' UNION ALL '),
  );
  if (used.length === 0) return true;
  log.error(
    { tables: used.map((r) => r.name) },
    "the database holds data but has no 'seeded' marker: not seeding it again. If it is complete, record the marker: " +
      `INSERT INTO settings (key, value) VALUES ('seeded', '"restored"')`,
  );
  return false;
}
