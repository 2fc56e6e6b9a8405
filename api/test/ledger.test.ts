// The ledger after a randomised run of 1,000 mixed money operations, reconciled with the business
// records, and `pnpm ledger:check` finding a mismatch (issue 15).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { openDb, type Db } from '../src/db/index.js';
import { checkLedger } from '../src/services/ledger.js';
import { call, register, removeDir, startApi, type Running } from './helpers.js';
import {
  CARD,
  gameSession,
  operatorToken,
  PAPARA,
  waitUntil,
  walletCall,
  withdraw,
} from './money-helpers.js';

let api: Running;
let base: string;

before(async () => {
  api = await startApi(undefined, { DEMO_PSP_CONFIRM_MS: '20' });
  base = api.base;
});
after(async () => {
  await api.close().catch(() => undefined);
  removeDir(api.dataDir);
});

/** A seeded generator, so a failing run can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** The ledger against the records it summarises: deposits, withdrawals and game transactions. */
async function reconcile(db: Db): Promise<string[]> {
  const problems: string[] = [];
  // Seeded history (the demo player) predates the ledger and has no provider: it opens with one row.
  const q = async (sql: string) => db.query<{ id: string; problem: string }>(sql);
  const checks = [
    // Every confirmed deposit is one cash row of its amount; no other deposit has one.
    `SELECT t.id::text AS id, 'deposit' AS problem FROM transactions t
       LEFT JOIN (SELECT ref, SUM(amount) AS s, count(*) AS n FROM ledger WHERE kind = 'deposit' GROUP BY ref) l ON l.ref = 'tx:' || t.id
      WHERE t.type = 1 AND t.provider IS NOT NULL AND ((t.status = 1 AND (l.n IS DISTINCT FROM 1 OR l.s <> t.amount)) OR (t.status <> 1 AND l.n IS NOT NULL))`,
    // Every withdrawal holds its amount once; a rejected one releases it; a paid one takes it.
    `SELECT t.id::text AS id, 'withdrawal' AS problem FROM transactions t
       LEFT JOIN (SELECT ref,
                    SUM(amount) FILTER (WHERE kind = 'withdraw_hold') AS hold,
                    SUM(amount) FILTER (WHERE kind = 'withdraw_release') AS rel,
                    SUM(amount) FILTER (WHERE kind = 'withdraw_paid' AND account = 'cash') AS paid
                  FROM ledger GROUP BY ref) l ON l.ref = 'tx:' || t.id
      WHERE t.type = 2 AND t.provider IS NOT NULL AND (l.hold IS DISTINCT FROM t.amount
        OR (t.status = 4 AND l.rel IS DISTINCT FROM -t.amount)
        OR (t.status = 1 AND l.paid IS DISTINCT FROM -t.amount)
        OR (t.status = 2 AND (l.rel IS NOT NULL OR l.paid IS NOT NULL)))`,
    // Every accepted debit took its stake; a rolled-back one gave it back; refusals moved nothing.
    `SELECT g.tx_id AS id, 'game ' || g.kind || ' ' || g.status AS problem FROM game_transactions g
       LEFT JOIN (SELECT ref, SUM(amount) AS s FROM ledger WHERE kind IN ('bet', 'win') GROUP BY ref) l
         ON l.ref = 'game:' || g.provider || ':' || g.tx_id
      WHERE (g.kind = 'debit' AND g.status IN ('ok', 'rolled_back') AND g.amount > 0 AND l.s IS DISTINCT FROM -g.amount)
         OR (g.kind = 'credit' AND g.status = 'ok' AND g.amount > 0 AND l.s IS DISTINCT FROM g.amount)
         OR (g.status = 'refused' AND l.s IS NOT NULL)`,
  ];
  for (const sql of checks) for (const r of await q(sql)) problems.push(`${r.problem} ${r.id}`);
  return problems;
}

test('ledger:check holds after 1,000 randomised mixed operations, some in parallel', async () => {
  const seed = Number(process.env.LEDGER_SEED ?? 20261122);
  const rand = rng(seed);
  const op = await operatorToken(base);
  const players: { token: string; username: string; session: string; provider: string }[] = [];
  for (let i = 0; i < 6; i++) {
    const p = await register(base);
    players.push({ token: p.token, username: p.username, ...(await gameSession(base, p.token)) });
  }
  let n = 0;
  const step = async () => {
    const p = players[rand(players.length)]!;
    const amount = 50 + rand(400);
    const kind = rand(10);
    const id = `${seed}-${n++}`;
    if (kind <= 1) {
      await call(base, 'POST', 'payment/deposit', {
        token: p.token,
        body: { id: PAPARA, target: 'pay', detail: { accountNo: '1234567890', amount } },
      });
    } else if (kind === 2) {
      const r = await call(base, 'POST', 'payment/deposit', {
        token: p.token,
        body: { id: CARD, target: 'pay', detail: { cardHolder: 'Ayşe Gül', installments: 1, amount } },
      });
      await fetch((r.data as string).replace('?', rand(4) === 0 ? '/cancel?' : '/confirm?'), {
        method: 'POST',
      });
    } else if (kind === 3) {
      await withdraw(
        base,
        p.token,
        amount,
        rand(3) === 0 ? { 'idempotency-key': `k-${p.username}-${rand(5)}` } : undefined,
      );
    } else if (kind === 4) {
      const pending = await call(base, 'GET', 'operator/withdrawals', { token: op });
      const w = pending.data[rand(Math.max(1, pending.data.length))];
      if (w) {
        const action = rand(2) === 0 ? 'approve' : 'reject';
        await call(base, 'POST', `operator/withdrawals/${action}`, {
          token: op,
          body: { id: w.id, reason: 'random review' },
        });
      }
    } else {
      const round = `round-${id}`;
      const stake = (1 + rand(30)).toFixed(2);
      const body = { provider: p.provider, session: p.session, roundId: round, currency: 'TRY' };
      const d = await walletCall(base, 'debit', { ...body, transactionId: `${id}-d`, amount: stake });
      if (d.status === 200 && rand(8) === 0) {
        await walletCall(base, 'rollback', {
          provider: p.provider,
          session: p.session,
          roundId: round,
          transactionId: `${id}-r`,
          referenceTransactionId: `${id}-d`,
        });
      } else if (d.status === 200) {
        const win = rand(3) === 0 ? (Number(stake) * (1 + rand(3))).toFixed(2) : '0.00';
        await walletCall(base, 'credit', {
          ...body,
          transactionId: `${id}-c`,
          amount: win,
          roundClosed: true,
        });
      }
      if (rand(20) === 0)
        await walletCall(base, 'debit', { ...body, transactionId: `${id}-d`, amount: stake });
    }
  };
  let done = 0;
  while (done < 1000) {
    const burst = rand(4) === 0 ? 8 : 1;
    await Promise.all(Array.from({ length: burst }, step));
    done += burst;
  }
  // Let the provider confirm every deposit still waiting.
  await waitUntil(
    () =>
      api.built.db.query<{ n: string }>(
        "SELECT count(*)::text AS n FROM demo_psp_payments WHERE status = 'open' AND NOT redirect",
      ),
    (r) => r[0]!.n === '0',
    10_000,
  );
  await new Promise((r) => setTimeout(r, 300));
  const report = await checkLedger(api.built.db);
  assert.deepEqual(report.mismatches, [], `seed ${seed}`);
  assert.ok(report.rows > 500, `ledger rows: ${report.rows}`);
  assert.deepEqual(await reconcile(api.built.db), [], `seed ${seed}`);
  const negative = await api.built.db.query(
    'SELECT id FROM users WHERE balance < 0 OR held < 0 OR bonus < 0 OR held > balance',
  );
  assert.deepEqual(negative, []);
});

test('pnpm ledger:check passes on a sound database and names the first mismatch otherwise', async () => {
  await api.close();
  const run = promisify(execFile);
  const env = {
    ...process.env,
    DATA_DIR: api.dataDir,
    DATABASE_URL: api.databaseUrl,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  };
  const cli = () =>
    run('node', ['--import', 'tsx', 'src/cli/ledger-check.ts'], {
      env,
      cwd: new URL('..', import.meta.url).pathname,
    });
  const ok = await cli();
  assert.match(ok.stdout, /every balance matches its ledger/);
  const db = await openDb({ databaseUrl: api.databaseUrl, dataDir: api.dataDir });
  const victim = (
    await db.query<{ id: number }>('SELECT id FROM users WHERE balance > 0 ORDER BY id DESC LIMIT 1')
  )[0]!.id;
  await db.query('UPDATE users SET balance = balance + 1 WHERE id = $1', [victim]);
  await db.close();
  const bad = await cli().then(
    () => assert.fail('ledger:check should exit 1'),
    (err: { code: number; stderr: string }) => err,
  );
  assert.equal(bad.code, 1);
  assert.match(
    bad.stderr,
    new RegExp(`First: user ${victim} .* cash is \\d+ but its ledger rows sum to \\d+`),
  );
  // Restore, so the after hook can close an API that is already closed without side effects.
  const again = await openDb({ databaseUrl: api.databaseUrl, dataDir: api.dataDir });
  await again.query('UPDATE users SET balance = balance - 1 WHERE id = $1', [victim]);
  await again.close();
});
