import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.js';
import { rerunMigration } from '../db/migrate.js';
import { seedContent } from './content.js';
import { seedDemoOperator, seedDemoUser } from './demo-user.js';
import { seedCatalogue } from './games.js';

export { DEMO_OPERATOR, DEMO_USER } from './demo-user.js';

/**
 * Seeds a fresh database once (all or nothing, in one transaction); later starts find it seeded.
 * The catalogue and content always; the demo player and demo operator only with `demo` (never in
 * production).
 */
export async function seedIfEmpty(db: Db, log: FastifyBaseLogger, opts: { demo: boolean }): Promise<boolean> {
  return db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock(727002)');
    const done = await q.query("SELECT 1 FROM settings WHERE key = 'seeded'");
    if (done.length > 0) return false;
    const started = Date.now();
    await seedContent(q);
    // The responsible-gambling page and the privacy text's storage list are written by a data
    // migration (for databases seeded before it); a new database gets them the same way.
    await rerunMigration(q, '0510_responsible_gambling');
    const games = await seedCatalogue(q);
    if (opts.demo) {
      await seedDemoUser(q, games);
      await seedDemoOperator(q);
    }
    await q.query(`INSERT INTO settings (key, value) VALUES ('seeded', $1)`, [
      JSON.stringify(new Date().toISOString()),
    ]);
    log.info({ games: games.length, ms: Date.now() - started }, 'seeded a fresh database');
    return true;
  });
}
