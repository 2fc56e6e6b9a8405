import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Db, Queryable } from './types.js';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The migration files of this build, by version (`0001_core`), in order. */
export function migrationVersions(): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => f.replace(/\.sql$/, ''));
}

/** Applies `migrations/NNNN_name.sql` files not yet recorded in `schema_migrations`, in name order. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: string[] = [];
  for (const version of migrationVersions()) {
    const file = `${version}.sql`;
    const sql = readFileSync(path.join(dir, file), 'utf8');
    const done = await db.tx(async (q) => {
      // Several API instances may start together on one PostgreSQL: one migrates, the others wait.
      await q.query('SELECT pg_advisory_xact_lock(727001)');
      const rows = await q.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (rows.length > 0) return false;
      for (const stmt of splitStatements(sql)) await q.query(stmt);
      await q.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (done) applied.push(version);
  }
  return applied;
}

/**
 * Runs a data-only migration again, in the caller's transaction. The seed calls it for migrations
 * that rewrite seeded content: they ran before the seed on a new database, when there was nothing to
 * rewrite (they are idempotent and touch only content still as seeded).
 */
export async function rerunMigration(q: Queryable, version: string): Promise<void> {
  for (const stmt of splitStatements(readFileSync(path.join(dir, `${version}.sql`), 'utf8')))
    await q.query(stmt);
}

/** Splits a migration script on `;` at line ends (our migrations keep no `;` inside bodies). */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/^\s*--.*$/gm, '')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}
