// Deposits, withdrawals, idempotency and operators (issue 15) over real HTTP against one API.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { DEV_SECRETS } from '../src/config.js';
import { sign } from '../src/integrations/signing.js';
import { checkLedger } from '../src/services/ledger.js';
import { call, register, removeDir, startApi, type Running } from './helpers.js';
import {
  CARD,
  depositConfirmed,
  operatorToken,
  PAPARA,
  signedPost,
  waitUntil,
  wallet,
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

const lastDeposit = async (token: string) => (await call(base, 'GET', 'payment/lastdeposit', { token })).data;

test('a message-state deposit is credited only by the provider confirmation', async () => {
  // The demo provider confirms when its record says (confirm_at): a minute away on this instance,
  // so the state before the confirmation is seen whatever the machine's speed; the test then makes
  // it due, as the provider's clock would.
  const own = await startApi(undefined, { DEMO_PSP_CONFIRM_MS: '60000' });
  try {
    const { token } = await register(own.base);
    const r = await call(own.base, 'POST', 'payment/deposit', {
      token,
      body: { id: PAPARA, target: 'pay', detail: { accountNo: '1234567890', amount: 100 } },
    });
    assert.equal(r.status, 200, r.message);
    assert.equal(r.data, null);
    assert.match(r.message, /has been received/);
    // Nothing is credited by the request itself.
    assert.equal((await wallet(own.base, token)).balance, 0);
    const pending = (await call(own.base, 'GET', 'payment/lastdeposit', { token })).data;
    assert.equal(pending.status, 2, 'Pending until confirmed');
    await own.built.db.query("UPDATE demo_psp_payments SET confirm_at = now() WHERE status = 'open'");
    await waitUntil(
      () => wallet(own.base, token),
      (w) => w.balance === 100,
    );
    const confirmed = (await call(own.base, 'GET', 'payment/lastdeposit', { token })).data;
    assert.equal(confirmed.status, 1, 'Confirmed');
    const notes = await call(own.base, 'POST', 'customer/notification', { token, body: {} });
    assert.match(notes.data[0].note, /^₺100\.00 has been added/);
  } finally {
    await own.close();
    removeDir(own.dataDir);
  }
});

test('redirect deposit: the payment page confirms once through the signed callback; cancel moves nothing', async () => {
  const { token } = await register(base);
  const start = (amount: number) =>
    call(base, 'POST', 'payment/deposit', {
      token,
      body: { id: CARD, target: 'pay', detail: { cardHolder: 'Ayşe Gül', installments: 1, amount } },
    });
  const paid = await start(250.25);
  assert.match(paid.data, /^http:\/\/127\.0\.0\.1:\d+\/api\/demo\/pay\/dp_/);
  assert.equal((await lastDeposit(token)).status, 6, 'Created while the page is open');
  const page = await fetch(paid.data);
  assert.match(await page.text(), /250\.25|250,25/);
  const confirm = paid.data.replace('?', '/confirm?');
  const [c1, c2] = await Promise.all([
    fetch(confirm, { method: 'POST' }),
    fetch(confirm, { method: 'POST' }),
  ]);
  assert.equal(c1.status, 200);
  assert.equal(c2.status, 200);
  await waitUntil(
    () => wallet(base, token),
    (w) => w.balance === 250.25,
  );
  await new Promise((r) => setTimeout(r, 300));
  assert.equal((await wallet(base, token)).balance, 250.25, 'credited exactly once');

  const cancelled = await start(80);
  await fetch(cancelled.data.replace('?', '/cancel?'), { method: 'POST' });
  await waitUntil(
    () => lastDeposit(token),
    (d) => d.status === 5,
  );
  assert.equal((await wallet(base, token)).balance, 250.25);
  // A settled payment's page cannot be used again.
  const again = await fetch(cancelled.data.replace('?', '/confirm?'), { method: 'POST' });
  assert.match(await again.text(), /no longer open/);
  assert.equal((await wallet(base, token)).balance, 250.25);
});

test('payment callbacks: unsigned, forged, stale, replayed, mismatched and unknown ones are refused', async () => {
  const { token } = await register(base);
  const r = await call(base, 'POST', 'payment/deposit', {
    token,
    body: { id: CARD, target: 'pay', detail: { cardHolder: 'Ayşe Gül', installments: 1, amount: 500 } },
  });
  assert.equal(r.status, 200, r.message);
  const reference = (
    await api.built.db.query<{ ref: string }>(
      'SELECT ref FROM transactions WHERE type = 1 AND status = 6 ORDER BY id DESC LIMIT 1',
    )
  )[0]!.ref;
  const body = {
    event: 'payment.succeeded',
    reference,
    providerReference: 'psp-1',
    amount: '500.00',
    currency: 'TRY',
  };
  const path = 'payment/callback/demo';

  assert.equal((await signedPost(base, path, body, { header: null })).status, 401, 'unsigned');
  assert.equal((await signedPost(base, path, body, { secret: 'not-the-secret' })).status, 401, 'forged');
  const raw = JSON.stringify(body);
  const stale = sign(DEV_SECRETS.PAYMENT_CALLBACK_SECRET, raw, Date.now() - 10 * 60_000);
  assert.equal((await signedPost(base, path, body, { header: stale })).status, 401, 'stale');
  const tampered = sign(DEV_SECRETS.PAYMENT_CALLBACK_SECRET, raw);
  assert.equal(
    (await signedPost(base, path, body, { header: tampered, raw: raw.replace('500.00', '5000.00') })).status,
    401,
    'body changed after signing',
  );
  assert.equal((await signedPost(base, path, { ...body, amount: '5000.00' })).status, 422, 'amount mismatch');
  assert.equal(
    (await signedPost(base, path, { ...body, reference: 'dep_nope' })).status,
    404,
    'unknown reference',
  );
  assert.equal(
    (await signedPost(base, 'payment/callback/psp', body)).status,
    404,
    'not the configured provider',
  );
  assert.equal((await signedPost(base, path, { ...body, amount: 500 })).status, 400, 'malformed');
  assert.equal((await wallet(base, token)).balance, 0, 'nothing moved so far');

  const header = sign(DEV_SECRETS.PAYMENT_CALLBACK_SECRET, raw);
  const first = await signedPost(base, path, body, { header });
  assert.equal(first.status, 200, first.message);
  assert.equal((await signedPost(base, path, body, { header })).status, 409, 'exact replay');
  // A provider's retry is a new delivery, signed at another time.
  const later = sign(DEV_SECRETS.PAYMENT_CALLBACK_SECRET, raw, Date.now() + 2000);
  const retry = await signedPost(base, path, body, { header: later });
  assert.equal(retry.status, 200, 'a new delivery of the same outcome is acknowledged');
  assert.match(retry.message, /Already applied/);
  const cancel = await signedPost(base, path, { ...body, event: 'payment.cancelled' });
  assert.equal(cancel.status, 409, 'a settled payment cannot change outcome');
  assert.equal((await wallet(base, token)).balance, 500, 'credited once');
  const refused = await api.built.db.query<{ n: string }>(
    "SELECT count(*)::text AS n FROM payment_callbacks WHERE outcome LIKE 'refused:%'",
  );
  assert.ok(Number(refused[0]!.n) >= 2, 'refusals are recorded');
});

test('deposit amounts and methods: bad input is refused and moves nothing', async () => {
  const { token } = await register(base);
  for (const amount of [-5, 0, 100.505, '1e3', '12a', 1e15, '99999999999999', Number.NaN, '']) {
    const r = await call(base, 'POST', 'payment/deposit', {
      token,
      body: { id: PAPARA, target: 'pay', detail: { accountNo: '1234567890', amount } },
    });
    assert.equal(r.status, 400, `amount ${String(amount)} → ${r.status} ${r.message}`);
  }
  assert.equal(
    (await call(base, 'POST', 'payment/deposit', { token, body: { id: 999, target: 'pay', detail: {} } }))
      .status,
    404,
  );
  assert.equal((await withdraw(base, token, -1)).status, 400);
  assert.equal((await withdraw(base, token, 0.001)).status, 400);
  assert.equal(await lastDeposit(token), null);
});

// The wallet form's rules (e2e/tests/wallet) hold on the server too: what the form refuses is
// refused when sent past it.
test('the deposit form’s refusals hold on the server: amounts, options and masked fields', async () => {
  const { token } = await register(base);
  const deposit = (id: number, detail: Record<string, unknown>) =>
    call(base, 'POST', 'payment/deposit', { token, body: { id, target: 'pay', detail } });
  const bank = { bank: 2, fullName: 'Ayşe Yılmaz' };
  for (const amount of ['12a', '12,5,3', 0, -5]) {
    const r = await deposit(1, { ...bank, amount });
    assert.equal(r.status, 400, `amount ${String(amount)} → ${r.status} ${r.message}`);
    assert.equal(r.success, false);
  }
  const outside = await deposit(1, { ...bank, bank: 99, amount: 500 });
  assert.equal(outside.status, 400);
  assert.match(outside.message, /Choose one of the options/);
  assert.equal((await deposit(PAPARA, { accountNo: '1234', amount: 500 })).status, 400);
  assert.equal((await wallet(base, token)).balance, 0);
  assert.equal(await lastDeposit(token), null);
});

test('withdrawals hold the amount until an operator approves or rejects them', async () => {
  const { token, username } = await register(base);
  await depositConfirmed(base, token, 1000);
  const w1 = await withdraw(base, token, 400);
  assert.equal(w1.status, 200, w1.message);
  assert.equal(w1.data.balance, 600);
  assert.deepEqual(await wallet(base, token), {
    balance: 600,
    withdrawable: 600,
    held: 400,
    bonus: 0,
    wagering: null,
  });
  const tooMuch = await withdraw(base, token, 700);
  assert.equal(tooMuch.status, 422);
  assert.match(tooMuch.message, /at most ₺600\.00 /);

  const w2 = await withdraw(base, token, 300);
  const history = async (status: number) =>
    (await call(base, 'POST', 'transaction/history', { token, body: { type: 2, status } })).data.total;
  assert.equal(await history(2), 2, 'both Pending');

  // Operators only, with their own login.
  assert.equal((await call(base, 'GET', 'operator/withdrawals')).status, 401);
  assert.equal(
    (await call(base, 'GET', 'operator/withdrawals', { token })).status,
    401,
    'a player token is not an operator',
  );
  assert.equal(
    (
      await call(base, 'POST', 'operator/login', {
        body: { username: 'operator', password: 'wrong-password' },
      })
    ).status,
    401,
  );
  const op = await operatorToken(base);
  const pending = await call(base, 'GET', 'operator/withdrawals', { token: op });
  const mine = pending.data.filter((w: { username: string }) => w.username === username);
  assert.deepEqual(
    mine.map((w: { amount: number }) => w.amount),
    [400, 300],
  );

  const rejected = await call(base, 'POST', 'operator/withdrawals/reject', {
    token: op,
    body: { id: w2.data.transactionId, reason: 'account details do not match' },
  });
  assert.equal(rejected.status, 200, rejected.message);
  assert.equal((await wallet(base, token)).held, 400, 'the rejected hold is released');
  assert.equal((await wallet(base, token)).balance, 600);

  const [a1, a2] = await Promise.all([
    call(base, 'POST', 'operator/withdrawals/approve', { token: op, body: { id: w1.data.transactionId } }),
    call(base, 'POST', 'operator/withdrawals/approve', { token: op, body: { id: w1.data.transactionId } }),
  ]);
  assert.deepEqual([a1.status, a2.status].sort(), [200, 409], 'approved (and paid) once');
  assert.deepEqual(await wallet(base, token), {
    balance: 600,
    withdrawable: 600,
    held: 0,
    bonus: 0,
    wagering: null,
  });
  assert.equal(
    (
      await call(base, 'POST', 'operator/withdrawals/reject', {
        token: op,
        body: { id: w1.data.transactionId, reason: 'late' },
      })
    ).status,
    409,
    'a decided withdrawal cannot be decided again',
  );
  assert.equal(await history(1), 1, 'Confirmed');
  assert.equal(await history(4), 1, 'Rejected');

  const audit = await call(base, 'GET', 'operator/audit', { token: op });
  const actions = audit.data
    .filter((e: { target: string }) =>
      [`tx:${w1.data.transactionId}`, `tx:${w2.data.transactionId}`].includes(e.target),
    )
    .map((e: { actor: string; action: string }) => `${e.actor} ${e.action}`);
  assert.deepEqual(actions.sort(), [
    'operator:operator withdrawal.approve',
    'operator:operator withdrawal.reject',
    // The provider's confirmation, recorded by the payout state machine.
    'payouts withdrawal.paid',
  ]);
  const notes = await call(base, 'POST', 'customer/notification', { token, body: {} });
  assert.match(notes.data[0].note, /approved/);
});

test('200 parallel withdrawals never go below the holds', async () => {
  const { token } = await register(base);
  await depositConfirmed(base, token, 1000);
  const results = await Promise.all(Array.from({ length: 200 }, () => withdraw(base, token, 70)));
  assert.equal(results.filter((r) => r.status === 200).length, 14);
  assert.ok(results.every((r) => r.status === 200 || r.status === 422));
  assert.deepEqual(await wallet(base, token), {
    balance: 20,
    withdrawable: 20,
    held: 980,
    bonus: 0,
    wagering: null,
  });
});

test('Idempotency-Key: a repeat, even in parallel, answers the first answer and moves no money', async () => {
  const { token, username } = await register(base);
  await depositConfirmed(base, token, 500);
  const key = { 'idempotency-key': 'withdraw-7f1c2b9e-0001' };
  const [r1, r2, r3] = await Promise.all([
    withdraw(base, token, 100, key),
    withdraw(base, token, 100, key),
    withdraw(base, token, 100, key),
  ]);
  assert.deepEqual([r1.status, r2.status, r3.status], [200, 200, 200]);
  assert.equal(r1.data.transactionId, r2.data.transactionId);
  assert.equal(r2.data.transactionId, r3.data.transactionId);
  assert.equal((await wallet(base, token)).held, 100, 'held once');
  const later = await withdraw(base, token, 100, key);
  assert.equal(later.data.transactionId, r1.data.transactionId);
  assert.equal((await withdraw(base, token, 150, key)).status, 422, 'the same key with another body');
  assert.equal((await withdraw(base, token, 100, { 'idempotency-key': 'bad key!' })).status, 400);

  // A refusal is an answer too: the repeat is refused the same way, even once money arrives.
  const big = { 'idempotency-key': 'withdraw-7f1c2b9e-0002' };
  assert.equal((await withdraw(base, token, 1000, big)).status, 422);
  await depositConfirmed(base, token, 1000);
  assert.equal((await withdraw(base, token, 1000, big)).status, 422);

  const dkey = { 'idempotency-key': 'deposit-7f1c2b9e-0003' };
  const deposit = () =>
    call(base, 'POST', 'payment/deposit', {
      token,
      headers: dkey,
      body: { id: PAPARA, target: 'pay', detail: { accountNo: '1234567890', amount: 50 } },
    });
  const [d1, d2] = await Promise.all([deposit(), deposit()]);
  assert.equal(d1.message, d2.message);
  const count = await api.built.db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM transactions t JOIN users u ON u.id = t.user_id
     WHERE u.username = $1 AND t.type = 1 AND t.amount = 5000`,
    [username],
  );
  assert.equal(count[0]!.n, '1', 'one deposit for one key');
});

test('Idempotency-Key: a claim abandoned half way (instance killed, database gone) is taken over, once', async () => {
  const { token, username } = await register(base);
  await depositConfirmed(base, token, 500);
  const db = api.built.db;
  const age = (key: string) =>
    db.query(
      `UPDATE idempotency_keys SET status = 0, response = 'null', created_at = now() - interval '1 minute'
       WHERE key = $1`,
      [key],
    );
  // The money was held, then the instance died before the answer was stored.
  const key = { 'idempotency-key': 'withdraw-abandoned-0001' };
  const first = await withdraw(base, token, 100, key);
  assert.equal(first.status, 200);
  await age(key['idempotency-key']);
  const again = await Promise.all([withdraw(base, token, 100, key), withdraw(base, token, 100, key)]);
  assert.deepEqual(
    again.map((r) => [r.status, r.data.transactionId]),
    [
      [200, first.data.transactionId],
      [200, first.data.transactionId],
    ],
    'the same withdrawal, answered again',
  );
  assert.equal((await wallet(base, token)).held, 100, 'held once');

  // The same for a deposit: one deposit, credited once.
  const dkey = { 'idempotency-key': 'deposit-abandoned-0002' };
  const deposit = () =>
    call(base, 'POST', 'payment/deposit', {
      token,
      headers: dkey,
      body: { id: PAPARA, target: 'pay', detail: { accountNo: '1234567890', amount: 70 } },
    });
  assert.equal((await deposit()).status, 200);
  await age(dkey['idempotency-key']);
  assert.equal((await deposit()).status, 200);
  const deposits = await db.query(
    `SELECT 1 FROM transactions t JOIN users u ON u.id = t.user_id
     WHERE u.username = $1 AND t.type = 1 AND t.amount = 7000`,
    [username],
  );
  assert.equal(deposits.length, 1, 'one deposit for one key');
  await waitUntil(
    () => wallet(base, token),
    (w) => w.withdrawable === 470,
  );

  // A claim abandoned before any money moved simply runs.
  const fresh = { 'idempotency-key': 'withdraw-abandoned-0003' };
  const u = (await db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!.id;
  await db.query(
    `INSERT INTO idempotency_keys (user_id, key, route, request_hash, status, response, created_at)
     SELECT $1, $2, route, request_hash, 0, 'null', now() - interval '1 minute' FROM idempotency_keys WHERE key = $3`,
    [u, fresh['idempotency-key'], key['idempotency-key']],
  );
  const taken = await withdraw(base, token, 100, fresh);
  assert.equal(taken.status, 200, taken.message);
  assert.notEqual(taken.data.transactionId, first.data.transactionId);
  assert.equal((await wallet(base, token)).held, 200);
});

test('the balance poll: 304 while nothing moved, the new balance at once after a movement', async () => {
  const { token } = await register(base);
  const poll = (etag?: string) =>
    fetch(`${base}/api/user/balance`, {
      headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) },
    });
  const first = await poll();
  const etag = first.headers.get('etag')!;
  assert.match(etag, /^W\/"\d+-[0-9a-f]{16}"$/);
  assert.equal(first.headers.get('cache-control'), 'private, no-cache');
  const same = await poll(etag);
  assert.equal(same.status, 304);
  assert.equal(await same.text(), '');
  await depositConfirmed(base, token, 60);
  const moved = await poll(etag);
  assert.equal(moved.status, 200, 'money moved: never a 304 for the old figures');
  assert.notEqual(moved.headers.get('etag'), etag);
  assert.equal(((await moved.json()) as { data: { balance: number } }).data.balance, 60);
  // Another player with the same figures gets a validator of their own.
  const other = await register(base);
  const theirs = await fetch(`${base}/api/user/balance`, {
    headers: { authorization: `Bearer ${other.token}` },
  });
  assert.notEqual(theirs.headers.get('etag'), etag);
});

test('the ledger matches every balance after the money tests', async () => {
  const report = await checkLedger(api.built.db);
  assert.deepEqual(report.mismatches, []);
  assert.ok(report.entries > 10);
  assert.equal(report.systemTotal, '0');
  assert.deepEqual([report.unbalanced, report.brokenChains], [[], []]);
});
