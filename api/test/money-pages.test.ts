// Issue 33 item 9: what the money pages read — a rejected withdrawal's reason, a deposit looked up by
// its Idempotency-Key, date filters of the history lists, game rounds with their net, and the demo
// player's game history newest first. Over real HTTP against one API (PGlite or PostgreSQL).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { call, register, removeDir, startApi, type Running } from './helpers.js';
import {
  depositConfirmed,
  gameSession,
  operatorToken,
  PAPARA,
  waitUntil,
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

const demoToken = async () => {
  const r = await call(base, 'POST', 'auth/login', { body: { username: 'demo', password: 'demo12345' } });
  assert.equal(r.status, 200, r.message);
  return r.data.token as string;
};

test("a rejected withdrawal's reason is in the history row and in the notification, as plain text", async () => {
  const { token } = await register(base);
  await depositConfirmed(base, token, 500);
  const w = await withdraw(base, token, 200);
  assert.equal(w.status, 200, w.message);
  const op = await operatorToken(base);
  const reason = 'IBAN <b>name</b> & holder differ\nplease use your own account';
  const r = await call(base, 'POST', 'operator/withdrawals/reject', {
    token: op,
    body: { id: w.data.transactionId, reason },
  });
  assert.equal(r.status, 200, r.message);

  const history = await call(base, 'POST', 'transaction/history', { token, body: { type: 2 } });
  const row = history.data.items.find((i: { id: number }) => i.id === w.data.transactionId);
  assert.equal(row.reason, reason, 'the reason as the operator wrote it (the site renders it as text)');
  const deposit = (await call(base, 'POST', 'transaction/history', { token, body: { type: 1 } })).data
    .items[0];
  assert.equal(deposit.reason, null, 'no reason on other rows');

  for (const locale of ['en', 'tr']) {
    const list = await call(base, 'POST', 'customer/notification', { token, locale, body: {} });
    const note = list.data.find((n: { note: string }) => n.note.includes(reason));
    assert.ok(note, `${locale}: the notification carries the reason`);
    assert.match(note.note, locale === 'en' ? /Reason: / : /Sebep: /);
  }

  // Control characters in a reason are refused before anything is stored.
  const w2 = await withdraw(base, token, 100);
  assert.equal(w2.status, 200, w2.message);
  const bad = await call(base, 'POST', 'operator/withdrawals/reject', {
    token: op,
    body: { id: w2.data.transactionId, reason: 'bad\u0000reason' },
  });
  assert.equal(bad.status, 400);
});

test('a deposit is found by its Idempotency-Key, only by its own player, and a malformed key is refused', async () => {
  const a = await register(base);
  const b = await register(base);
  const key = `k-${Date.now()}-lost-answer`;
  const body = { id: PAPARA, target: 'pay', detail: { accountNo: '1234567890', amount: 75 } };
  assert.equal(
    (await call(base, 'POST', 'payment/depositbykey', { token: a.token, body: { key } })).data,
    null,
    'nothing recorded yet',
  );
  const sent = await call(base, 'POST', 'payment/deposit', {
    token: a.token,
    body,
    headers: { 'idempotency-key': key },
  });
  assert.equal(sent.status, 200, sent.message);
  const found = await waitUntil(
    async () => (await call(base, 'POST', 'payment/depositbykey', { token: a.token, body: { key } })).data,
    (d) => d !== null && d.status === 1,
  );
  assert.equal(found.amount, 75);
  assert.equal(found.status, 1, 'Confirmed by the provider');

  // The same key again (the player's retry) moves no money twice.
  const again = await call(base, 'POST', 'payment/deposit', {
    token: a.token,
    body,
    headers: { 'idempotency-key': key },
  });
  assert.equal(again.status, 200);
  const deposits = await call(base, 'POST', 'transaction/history', { token: a.token, body: { type: 1 } });
  assert.equal(deposits.data.total, 1, 'one deposit for one key');

  // A deposit whose provider call failed is cancelled: the same request again gets a final answer
  // (409, start a new one), not the provider's "try again" 502 for ever (a client retrying 502s
  // looped on it while the database's disk was full).
  const failedKey = `k-${Date.now()}-provider-failed`;
  await api.built.db.query(
    `INSERT INTO transactions (user_id, type, status, amount, method, method_id, method_name, detail, ref, provider, locale, idempotency_key)
     SELECT user_id, type, 5, amount, method, method_id, method_name, detail, ref || '-x', provider, locale, $1
       FROM transactions WHERE idempotency_key = $2`,
    [failedKey, key],
  );
  const replay = await call(base, 'POST', 'payment/deposit', {
    token: a.token,
    body,
    headers: { 'idempotency-key': failedKey, 'x-locale': 'en' },
  });
  assert.equal(replay.status, 409);
  assert.match(replay.message, /did not start and no money was taken/);

  assert.equal(
    (await call(base, 'POST', 'payment/depositbykey', { token: b.token, body: { key } })).data,
    null,
    "another player's key finds nothing",
  );
  assert.equal((await call(base, 'POST', 'payment/depositbykey', { body: { key } })).status, 401);
  for (const bad of ['short', 'x'.repeat(101), 'has space in it', 'bad\u0001key-123', 42, null]) {
    const r = await call(base, 'POST', 'payment/depositbykey', { token: a.token, body: { key: bad } });
    assert.equal(r.status, 400, `key ${JSON.stringify(bad)}`);
  }
  const extra = await call(base, 'POST', 'payment/depositbykey', {
    token: a.token,
    body: { key, userId: 1 },
  });
  assert.equal(extra.status, 400, 'no other fields (no forged owner)');
});

test('the history lists filter by date and refuse dates that are not dates', async () => {
  const token = await demoToken();
  const all = (await call(base, 'POST', 'transaction/history', { token, body: { take: 100 } })).data;
  assert.ok(all.total >= 7);
  // The seeded rows are 28, 21, 18, 14, 10, 7 and 2 days old: the last 12 days hold three.
  const day = 86_400_000;
  const from = new Date(Date.now() - 12 * day).toISOString();
  const to = new Date(Date.now() - 5 * day).toISOString();
  const some = (await call(base, 'POST', 'transaction/history', { token, body: { from, to } })).data;
  assert.equal(some.total, 2, 'the 10- and 7-day-old rows');
  for (const item of some.items) {
    const at = Date.parse(`${item.createdAt}Z`);
    assert.ok(at >= Date.parse(from) && at < Date.parse(to));
  }
  const games = (await call(base, 'POST', 'casino/gamehistory', { token, body: { from, to: undefined } }))
    .data;
  assert.ok(games.total > 0);
  const rounds = (await call(base, 'POST', 'casino/gamerounds', { token, body: { from } })).data;
  assert.ok(rounds.total > 0);

  const refused: unknown[] = [
    { from: 'yesterday' },
    { from: '2026-02-31T00:00:00.000Z' },
    { from: '+275760-09-13T00:00:00.000Z' },
    { from: '9999-12-31T00:00:00.000Z' },
    { from: '1970-01-01T00:00:00.000Z' },
    { from: '2026-01-01T00:00:00.000Z\u0000' },
    { from: 1_700_000_000_000 },
    { from: '2026-05-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' },
    { to: '2026-01-01' },
    { from: '2026-01-01T00:00:00.000Z'.repeat(10) },
  ];
  for (const path of ['transaction/history', 'casino/gamehistory', 'casino/gamerounds']) {
    for (const body of refused) {
      const r = await call(base, 'POST', path, { token, body });
      assert.equal(r.status, 400, `${path} ${JSON.stringify(body)}`);
    }
  }
  const reversed = await call(base, 'POST', 'transaction/history', {
    token,
    locale: 'tr',
    body: { from: '2026-05-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' },
  });
  assert.match(reversed.message, /Bitiş tarihi/);
});

test("the demo player's game history is newest first, and its rounds add up", async () => {
  const token = await demoToken();
  const page = (await call(base, 'POST', 'casino/gamehistory', { token, body: { take: 100 } })).data;
  const times = page.items.map((i: { createdAt: string }) => i.createdAt);
  assert.deepEqual(times, [...times].sort().reverse(), 'newest first');

  const rounds = (await call(base, 'POST', 'casino/gamerounds', { token, body: { take: 100 } })).data;
  assert.equal(rounds.total, 24, 'one row per seeded round');
  const rt = rounds.items.map((i: { createdAt: string }) => i.createdAt);
  assert.deepEqual(rt, [...rt].sort().reverse(), 'rounds newest first');
  for (const r of rounds.items) {
    const rows = page.items.filter((i: { roundRef: string }) => i.roundRef === r.roundRef);
    const staked = rows
      .filter((i: { kind: number }) => i.kind === 2)
      .reduce((s: number, i: { amount: number }) => s + i.amount, 0);
    const won = rows
      .filter((i: { kind: number }) => i.kind === 1)
      .reduce((s: number, i: { amount: number }) => s + i.amount, 0);
    assert.deepEqual([r.staked, r.won, r.net], [staked, won, won - staked], r.roundRef);
  }
  assert.ok(
    rounds.items.some((r: { net: number }) => r.net > 0) &&
      rounds.items.some((r: { net: number }) => r.net < 0),
  );
  assert.equal((await call(base, 'POST', 'casino/gamerounds', { body: {} })).status, 401);
});

test("the demo game re-reads its balance from the wallet when the site says it changed, and only its own player's", async () => {
  const { token } = await register(base);
  const { session } = await gameSession(base, token);
  const balance = (body: unknown, contentType = 'text/plain;charset=UTF-8') =>
    fetch(`${base}/api/demo/game/balance`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const before = (await (await balance({ session })).json()) as { data: { balance: number } };
  await depositConfirmed(base, token, 120);
  const res = await balance({ session });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('access-control-allow-origin'), '*');
  const after = (await res.json()) as { data: { balance: number } };
  assert.equal(after.data.balance, before.data.balance + 120, 'the deposit is in the balance the game reads');
  assert.equal((await balance({})).status, 400);
  assert.equal((await balance({ session: 'forged-session-of-someone' })).status, 401);
  assert.equal((await balance('not json')).status, 400);
  assert.equal((await balance({ session: `${session}\u0000` }, 'application/json')).status, 400);
});

test('a game search with two spaces (or no-break spaces) finds what one space finds', async () => {
  const all = await call(base, 'POST', 'casino/games', { body: { live: true, search: '', take: 100 } });
  const name = (all.data.flat() as { name: string }[]).map((g) => g.name).find((n) => n.includes(' '))!;
  assert.ok(name, 'a live game with a two-word name');
  const [first, ...rest] = name.split(' ');
  const one = await call(base, 'POST', 'casino/games', {
    body: { live: true, search: `${first} ${rest.join(' ')}`, take: 100 },
  });
  assert.ok(one.data.flat().length > 0);
  for (const spaced of [`${first}  ${rest.join('  ')}`, ` ${first}\u00a0 ${rest.join('\u00a0\u00a0')} `]) {
    const r = await call(base, 'POST', 'casino/games', { body: { live: true, search: spaced, take: 100 } });
    assert.deepEqual(r.data, one.data, JSON.stringify(spaced));
  }
  // A tab is a control character, refused like any in a one-line field (the site sends it as a space).
  const tab = await call(base, 'POST', 'casino/games', {
    body: { live: true, search: `${first}\t${rest[0]}` },
  });
  assert.equal(tab.status, 400);
});

test('each promotion names its action and its terms page', async () => {
  const list = await call(base, 'GET', 'cms/promotions');
  assert.equal(list.status, 200);
  for (const p of list.data) {
    assert.ok(['deposit', 'claim', 'play'].includes(p.action), p.title);
    assert.equal(p.termsPageId, 5, 'Bonus Rules');
  }
  const cashback = list.data.find((p: { title: string }) => p.title === 'Live Casino Cashback');
  assert.equal(cashback.action, 'claim');
  const bonuses = await call(base, 'GET', 'bonus/list');
  assert.equal(bonuses.status, 200, bonuses.message);
  assert.ok(
    bonuses.data.some((b: { id: number }) => b.id === cashback.bonusId),
    'the claim names a bonus that exists',
  );
});
