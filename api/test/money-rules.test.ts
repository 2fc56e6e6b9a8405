// Money rules that hold against a dishonest counterpart (issue 28): a double-entry ledger, rounds
// that settle once, bonus release on settlement, payouts and deposits as state machines. Each case
// is one the turn's attacker found: it moved money that no accepted stake or payment backed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { DEV_SECRETS } from '../src/config.js';
import { openPglite } from '../src/db/pglite.js';
import { sign } from '../src/integrations/signing.js';
import { grantBonus } from '../src/services/bonus.js';
import { checkLedger, ledgerSound } from '../src/services/ledger.js';
import { expireDeposits, reconcilePayouts } from '../src/services/withdrawals.js';
import { call, register, removeDir, startApi, type Running } from './helpers.js';
import {
  CARD,
  depositConfirmed,
  gameSession,
  operatorToken,
  signedPost,
  waitUntil,
  wallet,
  walletCall,
  withdraw,
} from './money-helpers.js';

let api: Running;
let base: string;

before(async () => {
  // Every payout answer is lost on its way back: what the reconciliation must handle.
  api = await startApi(undefined, {
    DEMO_PSP_LOSE_PAYOUT_ANSWER_EVERY: '1',
    PAYOUT_RECONCILE_SECONDS: '3600',
  });
  base = api.base;
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
});

let seq = 0;
const ids = () => {
  seq += 1;
  return { round: `mr-${Date.now()}-${seq}`, tx: `mt-${Date.now()}-${seq}` };
};
const idOf = async (username: string) =>
  (await api.built.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!.id;

async function sound(): Promise<void> {
  const report = await checkLedger(api.built.db);
  assert.ok(ledgerSound(report), JSON.stringify(report).slice(0, 2000));
}

test('a credit needs an accepted stake: a refused stake opens no round and a win on it is refused', async () => {
  const { token } = await register(base);
  const { session, provider } = await gameSession(base, token);
  const { round, tx } = ids();
  const move = { provider, session, roundId: round, currency: 'TRY' };
  const stake = await walletCall(base, 'debit', { ...move, transactionId: `${tx}-d`, amount: '5.00' });
  assert.equal(stake.data.status, 'INSUFFICIENT_FUNDS');
  const win = await walletCall(base, 'credit', { ...move, transactionId: `${tx}-c`, amount: '500.00' });
  assert.equal(win.status, 404);
  assert.equal(win.data.status, 'ROUND_NOT_FOUND');
  assert.equal((await wallet(base, token)).balance, 0, 'no money without an accepted stake (it was 500)');
  const rounds = await api.built.db.query('SELECT 1 FROM game_rounds WHERE round_id = $1', [round]);
  assert.equal(rounds.length, 0);
  // A stake rolled back leaves its round without an accepted stake: no win on it either.
  await depositConfirmed(base, token, 100);
  const r2 = ids();
  const m2 = { provider, session, roundId: r2.round, currency: 'TRY' };
  assert.equal(
    (await walletCall(base, 'debit', { ...m2, transactionId: `${r2.tx}-d`, amount: '10.00' })).status,
    200,
  );
  const rb = {
    provider,
    session,
    roundId: r2.round,
    transactionId: `${r2.tx}-rb`,
    referenceTransactionId: `${r2.tx}-d`,
  };
  assert.equal((await walletCall(base, 'rollback', rb)).status, 200);
  const w2 = await walletCall(base, 'credit', { ...m2, transactionId: `${r2.tx}-c`, amount: '50.00' });
  assert.equal(w2.data.status, 'ROUND_NOT_FOUND');
  assert.equal((await wallet(base, token)).balance, 100);
  await sound();
});

test('a rollback of a stake in a settled round is refused; every repeat answers the first answer', async () => {
  const { token } = await register(base);
  await depositConfirmed(base, token, 100);
  const { session, provider } = await gameSession(base, token);
  const { round, tx } = ids();
  const move = { provider, session, roundId: round, currency: 'TRY' };
  await walletCall(base, 'debit', { ...move, transactionId: `${tx}-d`, amount: '100.00' });
  await walletCall(base, 'credit', {
    ...move,
    transactionId: `${tx}-w`,
    amount: '200.00',
    roundClosed: true,
  });
  assert.equal((await wallet(base, token)).balance, 200);
  const rb = {
    provider,
    session,
    roundId: round,
    transactionId: `${tx}-rb`,
    referenceTransactionId: `${tx}-d`,
  };
  const refused = await walletCall(base, 'rollback', rb);
  assert.equal(refused.status, 409);
  assert.equal(refused.data.status, 'ROUND_CLOSED');
  assert.equal(
    (await wallet(base, token)).balance,
    200,
    'the win stands and the stake is not refunded (+200, not +300)',
  );
  const again = await walletCall(base, 'rollback', rb);
  assert.deepEqual(again.data, refused.data, 'the repeat gets the first answer');
  // A late debit in the settled round is refused too.
  assert.equal(
    (await walletCall(base, 'debit', { ...move, transactionId: `${tx}-late`, amount: '1.00' })).data.status,
    'ROUND_CLOSED',
  );
  await sound();
});

test('bonus: stakes that meet the wagering release it only once their rounds settle; a rollback before that reverses the wagering', async () => {
  const { token, username } = await register(base);
  const id = await idOf(username);
  // A trial bonus of 50 (wagered ×10) and a deposit of 500.
  await api.built.deps.wallet.run(id, (q) => grantBonus(q, id, 'trial', 5000n, 10));
  await depositConfirmed(base, token, 500);
  const { session, provider } = await gameSession(base, token);
  const { round, tx } = ids();
  const move = { provider, session, roundId: round, currency: 'TRY' };
  assert.equal(
    (await walletCall(base, 'debit', { ...move, transactionId: `${tx}-d`, amount: '500.00' })).status,
    200,
  );
  let w = await wallet(base, token);
  assert.deepEqual(
    [w.withdrawable, w.bonus],
    [0, 50],
    'wagering met, but its round is open: nothing released',
  );
  const rb = {
    provider,
    session,
    roundId: round,
    transactionId: `${tx}-rb`,
    referenceTransactionId: `${tx}-d`,
  };
  assert.equal((await walletCall(base, 'rollback', rb)).status, 200);
  w = await wallet(base, token);
  assert.deepEqual(
    [w.withdrawable, w.bonus, w.wagering],
    [500, 50, { required: 500, wagered: 0 }],
    'withdrawable 500, not 550',
  );
  // Wagered again and settled: released once the round closes.
  const r2 = ids();
  const m2 = { provider, session, roundId: r2.round, currency: 'TRY' };
  await walletCall(base, 'debit', { ...m2, transactionId: `${r2.tx}-d`, amount: '500.00' });
  await walletCall(base, 'credit', {
    ...m2,
    transactionId: `${r2.tx}-c`,
    amount: '500.00',
    roundClosed: true,
  });
  w = await wallet(base, token);
  assert.deepEqual([w.withdrawable, w.bonus, w.wagering], [550, 0, null]);
  await sound();
});

test('a payout whose answer is lost stays sending: approving again sends nothing; reconciliation completes it once', async () => {
  const { token } = await register(base);
  await depositConfirmed(base, token, 300);
  const w = await withdraw(base, token, 120);
  assert.equal(w.status, 200, w.message);
  const op = await operatorToken(base);
  const approve = () =>
    call(base, 'POST', 'operator/withdrawals/approve', { token: op, body: { id: w.data.transactionId } });
  const first = await approve();
  assert.equal(first.status, 200, first.message);
  assert.match(first.message, /has not confirmed it yet/);
  const again = await approve();
  assert.equal(again.status, 409, 'not Pending: a second approval cannot send a second payout');
  const state = () =>
    api.built.db.query<{ status: number; payout_state: string }>(
      'SELECT status, payout_state FROM transactions WHERE id = $1',
      [w.data.transactionId],
    );
  assert.deepEqual(await state(), [{ status: 2, payout_state: 'sending' }]);
  assert.deepEqual(
    [(await wallet(base, token)).withdrawable, (await wallet(base, token)).held],
    [180, 0],
    'the money is in flight',
  );
  const done = await reconcilePayouts(api.built.deps, 0);
  assert.equal(done.paid, 1);
  assert.deepEqual(await state(), [{ status: 1, payout_state: 'paid' }]);
  const sent = await api.built.db.query('SELECT 1 FROM demo_psp_payouts WHERE reference = $1', [
    `wd_${w.data.transactionId}`,
  ]);
  assert.equal(sent.length, 1, 'paid once at the provider');
  assert.equal((await reconcilePayouts(api.built.deps, 0)).paid, 0, 'nothing left to reconcile');
  await sound();
});

test('an unpaid redirect deposit counts against the limit until it expires, and its page takes no money after', async () => {
  const { token, username } = await register(base);
  await call(base, 'POST', 'protection/limit', {
    token,
    body: { kind: 'deposit', period: 'day', value: 100 },
  });
  const card = () =>
    call(base, 'POST', 'payment/deposit', {
      token,
      body: { id: CARD, target: 'pay', detail: { cardHolder: 'Ayşe Gül', installments: 1, amount: 100 } },
    });
  const first = await card();
  assert.equal(first.status, 200, first.message);
  const page = first.data as string;
  // More than an hour later, not yet expired (a long expiry): it still counts.
  const id = await idOf(username);
  await api.built.db.query(
    `UPDATE transactions SET created_at = now() - interval '2 hours', expires_at = now() + interval '1 minute'
      WHERE user_id = $1 AND type = 1`,
    [id],
  );
  assert.equal((await card()).status, 422, 'the limit holds while the first page can still be paid');
  // Once it expires: cancelled, the page refuses, and the limit is free again.
  await api.built.db.query(
    "UPDATE transactions SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND type = 1",
    [id],
  );
  await api.built.db.query(
    `UPDATE demo_psp_payments SET expires_at = now() - interval '1 second'
      WHERE merchant_ref IN (SELECT ref FROM transactions WHERE user_id = $1)`,
    [id],
  );
  assert.ok((await expireDeposits(api.built.db)) >= 1);
  const paid = await fetch(page.replace('?', '/confirm?'), { method: 'POST' });
  assert.match(await paid.text(), /time to pay has passed/);
  assert.equal((await wallet(base, token)).balance, 0);
  assert.equal((await card()).status, 200, 'the expired deposit no longer counts');
  await sound();
});

test('a success after a cancellation is credited only if the provider captured it, with an operator alert either way', async () => {
  const { token, username } = await register(base);
  const id = await idOf(username);
  const deposit = async () => {
    const r = await call(base, 'POST', 'payment/deposit', {
      token,
      body: { id: CARD, target: 'pay', detail: { cardHolder: 'Ayşe Gül', installments: 1, amount: 70 } },
    });
    return {
      page: r.data as string,
      ref: (
        await api.built.db.query<{ ref: string }>(
          'SELECT ref FROM transactions WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
          [id],
        )
      )[0]!.ref,
    };
  };
  // Ours expired while the provider's page was still open (clocks apart): the player paid.
  const late = await deposit();
  await api.built.db.query(
    "UPDATE transactions SET expires_at = now() - interval '1 second' WHERE ref = $1",
    [late.ref],
  );
  await expireDeposits(api.built.db);
  await fetch(late.page.replace('?', '/confirm?'), { method: 'POST' });
  await waitUntil(
    () => wallet(base, token),
    (w) => w.balance === 70,
  );
  const alerts = () =>
    api.built.db.query<{ kind: string }>(
      "SELECT kind FROM operator_alerts WHERE ref IN (SELECT 'tx:' || id FROM transactions WHERE user_id = $1)",
      [id],
    );
  assert.deepEqual(
    (await alerts()).map((a) => a.kind),
    ['deposit.late_capture_credited'],
  );
  // A forged or mistaken success for a cancelled deposit the provider never captured: refused.
  const never = await deposit();
  await fetch(never.page.replace('?', '/cancel?'), { method: 'POST' });
  await waitUntil(
    () =>
      api.built.db.query<{ status: number }>('SELECT status FROM transactions WHERE ref = $1', [never.ref]),
    (r) => r[0]!.status === 5,
  );
  const body = {
    event: 'payment.succeeded',
    reference: never.ref,
    providerReference: `forged-${Date.now()}`,
    amount: '70.00',
    currency: 'TRY',
  };
  const refused = await signedPost(base, 'payment/callback/demo', body);
  assert.equal(refused.status, 409);
  assert.equal((await wallet(base, token)).balance, 70);
  assert.deepEqual((await alerts()).map((a) => a.kind).sort(), [
    'deposit.late_capture_credited',
    'deposit.late_success_unconfirmed',
  ]);
  await sound();
});

test('a provider reference of another payment answers 409, not 500; a signature spelled another way is refused', async () => {
  const { token, username } = await register(base);
  const id = await idOf(username);
  await depositConfirmed(base, token, 60);
  const taken = (
    await api.built.db.query<{ provider_ref: string }>(
      'SELECT provider_ref FROM transactions WHERE user_id = $1 AND status = 1',
      [id],
    )
  )[0]!.provider_ref;
  const r = await call(base, 'POST', 'payment/deposit', {
    token,
    body: { id: CARD, target: 'pay', detail: { cardHolder: 'Ayşe Gül', installments: 1, amount: 80 } },
  });
  assert.equal(r.status, 200);
  const ref = (
    await api.built.db.query<{ ref: string }>(
      'SELECT ref FROM transactions WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [id],
    )
  )[0]!.ref;
  const body = {
    event: 'payment.succeeded',
    reference: ref,
    providerReference: taken,
    amount: '80.00',
    currency: 'TRY',
  };
  const dup = await signedPost(base, 'payment/callback/demo', body);
  assert.equal(dup.status, 409);
  assert.equal((await wallet(base, token)).balance, 60);
  // The same delivery with a zero before its timestamp used to pass the exact-replay check.
  const raw = JSON.stringify({ ...body, providerReference: `fresh-${Date.now()}` });
  const header = sign(DEV_SECRETS.PAYMENT_CALLBACK_SECRET, raw);
  assert.equal((await signedPost(base, 'payment/callback/demo', null, { raw, header })).status, 200);
  const zero = header.replace('t=', 't=0');
  assert.equal((await signedPost(base, 'payment/callback/demo', null, { raw, header: zero })).status, 401);
  assert.equal(
    (await signedPost(base, 'payment/callback/demo', null, { raw, header })).status,
    409,
    'the exact replay',
  );
  assert.equal((await wallet(base, token)).balance, 140, 'credited once');
  await sound();
});

test('migration 0610 turns single-entry rows into balanced transfers, nothing lost', async () => {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const db = await openPglite('memory://');
  try {
    for (const f of files.filter((f) => f < '0610')) await db.exec(readFileSync(path.join(dir, f), 'utf8'));
    // Today's shape: balance includes held; one row per account moved.
    await db.exec(`
      INSERT INTO countries (id, name) VALUES (235, 'Türkiye');
      INSERT INTO users (usercode, username, email, phone, personal_no, name, surname, country_id, birth_date, password_hash, balance, held, bonus)
        VALUES ('1', 'old', 'o@x', '90', '1', 'O', 'P', 235, '1990-01-01', 'x', 43000, 10000, 2000);
      INSERT INTO transactions (id, user_id, type, status, amount, method, method_name, provider) VALUES
        (1, 1, 1, 1, 50000, 3, 'Papara', 'demo'), (2, 1, 2, 1, 5000, 3, 'Papara', 'demo'), (3, 1, 2, 2, 10000, 3, 'Papara', 'demo');
      INSERT INTO ledger (user_id, account, amount, kind, ref) VALUES
        (1, 'cash', 50000, 'deposit', 'tx:1'),
        (1, 'held', 5000, 'withdraw_hold', 'tx:2'),
        (1, 'cash', -5000, 'withdraw_paid', 'tx:2'), (1, 'held', -5000, 'withdraw_paid', 'tx:2'),
        (1, 'held', 10000, 'withdraw_hold', 'tx:3'),
        (1, 'bonus', 5000, 'bonus_grant', 'grant:1'),
        (1, 'cash', -2000, 'bet', 'game:Digitain:a'), (1, 'bonus', -3000, 'bet', 'game:Digitain:a'),
        (1, 'cash', 0 + 1, 'win', 'game:Digitain:b'),
        (1, 'cash', -1, 'bet', 'game:Digitain:c');
    `);
    await db.exec(
      `BEGIN; ${readFileSync(
        path.join(
          dir,
          files.find((f) => f.startsWith('0610'))!,
        ),
        'utf8',
      )}; COMMIT;`,
    );
    const report = await checkLedger(db);
    assert.ok(ledgerSound(report), JSON.stringify(report));
    assert.equal(report.transfers, 8);
    assert.deepEqual(Object.fromEntries(report.systemAccounts.map((a) => [a.account, a.balance])), {
      bonus_liability: '-5000',
      'house:Digitain': '5000',
      'psp_clearing:demo': '-45000',
    });
    const [u] = await db.query<{ cash: string; held: string; bonus: string; v: string }>(
      'SELECT (balance - held)::text AS cash, held::text AS held, bonus::text AS bonus, ledger_version::text AS v FROM users',
    );
    assert.deepEqual(u, { cash: '33000', held: '10000', bonus: '2000', v: '8' });
  } finally {
    await db.close();
  }
});
