// `pnpm ledger:check`: proves the double-entry ledger — every player's cash, held and bonus equal the
// sums of their entries, every balance chain follows, every transfer and the whole system sum to
// zero; prints the first problem and exits 1 when there is one. Reads the database the API
// is configured with (DATABASE_URL, else PGlite in DATA_DIR — stop the API first for PGlite, or
// use `GET /api/operator/ledger/check` on a running one).
import { configFromEnv } from '../config.js';
import { openDb } from '../db/index.js';
import { checkLedger, ledgerSound } from '../services/ledger.js';

const config = configFromEnv({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' });
const db = await openDb(config);
try {
  const report = await checkLedger(db);
  const problems = [
    ...report.mismatches.map(
      (m) =>
        `user ${m.userId} (${m.username}) ${m.account} is ${m.stored} but its ledger entries sum to ${m.ledger} (minor units)`,
    ),
    ...report.unbalanced.map((u) => `transfer ${u.transferId} sums to ${u.sum}, not 0`),
    ...report.brokenChains.map((c) =>
      c.account === 'version'
        ? `user ${c.userId}: its ledger version is not the number of its transfers`
        : `user ${c.userId} ${c.account}: entry ${c.entryId} does not follow from the one before it`,
    ),
    ...(report.systemTotal === '0' ? [] : [`the whole system sums to ${report.systemTotal}, not 0`]),
  ];
  if (ledgerSound(report)) {
    console.log(
      `ledger: ${report.players} players, ${report.transfers} transfers, ${report.entries} entries — every balance matches its entries, every transfer and the whole system sum to zero`,
    );
    for (const a of report.systemAccounts) console.log(`  ${a.account.padEnd(32)} ${a.balance}`);
  } else {
    console.error(
      `ledger: ${problems.length} problem(s) among ${report.players} players. First: ${problems[0]}`,
    );
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
