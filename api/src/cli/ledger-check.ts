// `pnpm ledger:check`: proves, for every player, that cash, held and bonus equal the sums of their
// ledger rows; prints the first mismatch and exits 1 when any differ. Reads the database the API
// is configured with (DATABASE_URL, else PGlite in DATA_DIR — stop the API first for PGlite, or
// use `GET /api/operator/ledger/check` on a running one).
import { configFromEnv } from '../config.js';
import { openDb } from '../db/index.js';
import { checkLedger } from '../services/ledger.js';

const config = configFromEnv({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' });
const db = await openDb(config);
try {
  const report = await checkLedger(db);
  const first = report.mismatches[0];
  if (!first) {
    console.log(`ledger: ${report.players} players, ${report.rows} rows — every balance matches its ledger`);
  } else {
    console.error(
      `ledger: ${report.mismatches.length} mismatch(es) among ${report.players} players. First: user ${first.userId} ` +
        `(${first.username}) ${first.account} is ${first.stored} but its ledger rows sum to ${first.ledger} (minor units)`,
    );
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
