// Money under real concurrency (issue 27): many calls for one player at once, on PostgreSQL as on
// PGlite. On PostgreSQL overlapping wallet calls used to deadlock (key-share locks taken by the
// foreign keys of the round and claim inserts, then FOR UPDATE on the player): 4 of 5 answered 500.
// Every money path now takes the player's row lock first and retries a serialization failure or a
// deadlock inside the service, so no answer is a 5xx and the ledger is exact.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { grantBonus } from '../src/services/bonus.js';
import { checkLedger } from '../src/services/ledger.js';
import { call, register, removeDir, startApi, type Running } from './helpers.js';
import {
  depositConfirmed,
  gameSession,
  PAPARA,
  waitUntil,
  wallet,
  walletCall,
  withdraw,
} from './money-helpers.js';

let api: Running;
let base: string;

before(async () => {
  api = await startApi();
  base = api.base;
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
});

const minor = (amount: string | number) => Math.round(Number(amount) * 100);
const major = (m: number) => (m / 100).toFixed(2);
let seq = 0;
const uid = (tag: string) => `${tag}-${process.pid}-${Date.now()}-${++seq}`;

async function ledgerExact(): Promise<void> {
  assert.deepEqual((await checkLedger(api.built.db)).mismatches, []);
}

test('50 parallel debits for one player: no 5xx, each answered once, the balance exact', async () => {
  const { token } = await register(base);
  await depositConfirmed(base, token, 100);
  const { session, provider } = await gameSession(base, token);
  // 50 stakes of 3.00 against 100.00: 33 fit, 17 are refused for funds; none fails.
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      walletCall(base, 'debit', {
        provider,
        session,
        transactionId: uid('d'),
        roundId: uid('r'),
        amount: '3.00',
        currency: 'TRY',
      }),
    ),
  );
  const statuses = answers.map((a) => a.status);
  assert.deepEqual(
    statuses.filter((s) => s >= 500),
    [],
    'no answer is a server error',
  );
  const ok = answers.filter((a) => a.status === 200).length;
  assert.equal(ok, 33);
  assert.equal(answers.filter((a) => a.data.status === 'INSUFFICIENT_FUNDS').length, 17);
  assert.equal((await wallet(base, token)).balance, 1);
  await ledgerExact();
});

test('5 game tabs × 50 rounds of one player mixing debit, credit and rollback: no 5xx, the balance exact', async () => {
  const { token } = await register(base);
  await depositConfirmed(base, token, 1000);
  const tabs = await Promise.all(Array.from({ length: 5 }, () => gameSession(base, token)));
  let expected = minor(1000);
  const failures: string[] = [];
  const seen = (what: string, r: { status: number; message: string; data: { status?: string } | null }) => {
    if (r.status >= 500) failures.push(`${what}: ${r.status} ${r.message}`);
  };
  await Promise.all(
    tabs.map(async ({ session, provider }, tab) => {
      for (let i = 0; i < 50; i++) {
        const roundId = uid(`t${tab}r`);
        const stake = 100 + ((tab * 50 + i) % 7) * 25;
        const debit = { provider, session, roundId, currency: 'TRY', transactionId: uid('d') };
        const d = await walletCall(base, 'debit', { ...debit, amount: major(stake) });
        seen('debit', d);
        // A repeat of the same id in parallel with the next call: answered like the first.
        const again = walletCall(base, 'debit', { ...debit, amount: major(stake) });
        if (d.status === 200) expected -= stake;
        if (i % 3 === 0) {
          const rb = await walletCall(base, 'rollback', {
            provider,
            session,
            roundId,
            transactionId: uid('rb'),
            referenceTransactionId: debit.transactionId,
          });
          seen('rollback', rb);
          if (d.status === 200 && rb.status === 200) expected += stake;
        } else {
          const win = (i % 3 === 1 ? 2 : 0) * stake;
          const c = await walletCall(base, 'credit', {
            provider,
            session,
            roundId,
            currency: 'TRY',
            transactionId: uid('c'),
            amount: major(win),
            roundClosed: true,
          });
          seen('credit', c);
          if (c.status === 200) expected += win;
        }
        const repeat = await again;
        seen('repeat', repeat);
        assert.equal(repeat.status, d.status, 'a repeat answers the first result');
      }
    }),
  );
  assert.deepEqual(failures, []);
  assert.equal(minor((await wallet(base, token)).balance), expected);
  await ledgerExact();
});

test('deposits, withdrawals, limit changes and balance reads in parallel for one player: no 5xx, exact', async () => {
  const { token } = await register(base);
  await depositConfirmed(base, token, 500);
  // A daily deposit limit of 800 with 500 deposited: of 10 parallel deposits of 50, 6 fit.
  const limit = await call(base, 'POST', 'protection/limit', {
    token,
    body: { kind: 'deposit', period: 'day', value: 800 },
  });
  assert.equal(limit.status, 200, limit.message);
  const jobs: Promise<{ what: string; status: number; message: string }>[] = [];
  for (let i = 0; i < 10; i++) {
    jobs.push(
      call(base, 'POST', 'payment/deposit', {
        token,
        body: { id: PAPARA, target: 'pay', detail: { accountNo: '1234567890', amount: 50 } },
      }).then((r) => ({ what: 'deposit', ...r })),
    );
    jobs.push(withdraw(base, token, 60).then((r) => ({ what: 'withdraw', ...r })));
    jobs.push(call(base, 'GET', 'user/balance', { token }).then((r) => ({ what: 'balance', ...r })));
    jobs.push(
      call(base, 'POST', 'protection/limit', {
        token,
        body: { kind: 'loss', period: 'week', value: 1000 + i },
      }).then((r) => ({ what: 'loss limit', ...r })),
    );
  }
  const answers = await Promise.all(jobs);
  assert.deepEqual(
    answers.filter((a) => a.status >= 500).map((a) => `${a.what}: ${a.status} ${a.message}`),
    [],
  );
  const deposits = answers.filter((a) => a.what === 'deposit');
  assert.equal(deposits.filter((a) => a.status === 200).length, 6, 'the limit holds under concurrency');
  const withdrawals = answers.filter((a) => a.what === 'withdraw' && a.status === 200).length;
  // 500 deposited first covers 8 × 60; deposits confirmed meanwhile may cover the other two.
  assert.ok(withdrawals >= 8 && withdrawals <= 10, `${withdrawals} withdrawals accepted`);
  // Cash 500 + 6 × 50 once the provider confirms; 60 of it held for each accepted withdrawal.
  const after = await waitUntil(
    () => wallet(base, token),
    (w) => w.withdrawable + w.held === 800,
  );
  assert.deepEqual([after.held, after.withdrawable], [60 * withdrawals, 800 - 60 * withdrawals]);
  await ledgerExact();
});

test('parallel rounds that meet a bonus wagering requirement release it once, when they have settled', async () => {
  const { token, username } = await register(base);
  await depositConfirmed(base, token, 1000);
  const db = api.built.db;
  const id = (await db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!.id;
  await api.built.deps.wallet.run(id, (q) => grantBonus(q, id, 'test', 5000n, 10));
  const { session, provider } = await gameSession(base, token);
  // 25 rounds of 25.00 (cash first), each lost and closed: the requirement of 500.00 is met by the
  // 20th stake, and the bonus is released once every round has settled.
  const answers = await Promise.all(
    Array.from({ length: 25 }, async () => {
      const roundId = uid('r');
      const d = await walletCall(base, 'debit', {
        provider,
        session,
        transactionId: uid('d'),
        roundId,
        amount: '25.00',
        currency: 'TRY',
      });
      const c = await walletCall(base, 'credit', {
        provider,
        session,
        transactionId: uid('c'),
        roundId,
        amount: '0.00',
        currency: 'TRY',
        roundClosed: true,
      });
      return [d.status, c.status];
    }),
  );
  assert.deepEqual(answers, Array(25).fill([200, 200]));
  const w = await wallet(base, token);
  assert.deepEqual([w.withdrawable, w.bonus, w.wagering], [425, 0, null], 'the 50.00 bonus became cash');
  const releases = await db.query(
    "SELECT 1 FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id WHERE e.user_id = $1 AND t.kind = 'bonus_release'",
    [id],
  );
  assert.equal(releases.length, 2, 'one release: bonus out, cash in');
  await ledgerExact();
});
