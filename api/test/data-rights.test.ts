// Data rights (issue 32, item 5; docs/privacy.md): a player downloads their data as JSON or as a zip
// of CSVs (formula injection neutralised, rate-limited), and closes their account: refused while
// money is there, confirmed by the password, then no login, no session, contact data gone, the
// records the law keeps still there. Attacks: another player's data, no token, replays, parallel
// exports and closes, malformed input.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { strFromU8, unzipSync } from 'fflate';
import { checkLedger, ledgerSound } from '../src/services/ledger.js';
import { neutraliseCell } from '../src/services/data-rights.js';
import { call, register, removeDir, startApi, type Running } from './helpers.js';
import {
  CARD,
  depositConfirmed,
  operatorToken,
  userId,
  waitUntil,
  wallet,
  withdraw,
} from './money-helpers.js';

let api: Running;
let base: string;
const db = () => api.built.db;
const EXPORTS_PER_DAY = 4;

before(async () => {
  api = await startApi(undefined, { MARKET_DATA_EXPORTS_PER_DAY: String(EXPORTS_PER_DAY) });
  base = api.base;
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
});

const download = (token: string | null, query = '?format=json') =>
  fetch(`${base}/api/customer/dataexport${query}`, {
    headers: { 'x-locale': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const FORMULA_AGENT = '=HYPERLINK("http://evil.example","x")';

test('the JSON export holds the caller’s own data, section by section, and nobody else’s', async () => {
  const me = await register(base);
  const other = await register(base);
  const res = await download(me.token);
  assert.equal(res.status, 200);
  assert.match(
    res.headers.get('content-disposition') ?? '',
    /attachment; filename="playhub-data-\d{4}-\d\d-\d\d\.json"/,
  );
  assert.equal(res.headers.get('cache-control'), 'no-store');
  const data = (await res.json()) as { sections: Record<string, Record<string, unknown>[]> };
  for (const s of [
    'profile',
    'sessions',
    'transactions',
    'game_rounds',
    'protection_limits',
    'exclusions',
    'consents',
  ])
    assert.ok(Array.isArray(data.sections[s]), s);
  assert.equal(data.sections.profile!.length, 1);
  assert.equal(data.sections.profile![0]!.username, me.username);
  assert.equal(data.sections.profile![0]!.national_id, me.player.PersonalNo);
  assert.ok(!('password_hash' in data.sections.profile![0]!));
  assert.equal(data.sections.consents![0]!.consent, 'terms');
  const text = JSON.stringify(data);
  assert.ok(!text.includes(other.username) && !text.includes(other.player.PersonalNo));
  // Query strings cannot name another player: the token alone decides whose data it is.
  const forged = await download(me.token, `?format=json&userId=1`);
  assert.equal(forged.status, 400);
});

test('exports need a live token: none, a forged one or one of a logged-out session get 401', async () => {
  assert.equal((await download(null)).status, 401);
  assert.equal((await download('forged-token')).status, 401);
  const p = await register(base);
  assert.equal((await call(base, 'GET', 'auth/logout', { token: p.token })).status, 200);
  assert.equal((await download(p.token)).status, 401);
  assert.equal((await download(p.token, '?format=xml')).status, 401);
  const q = await register(base);
  assert.equal((await download(q.token, '?format=xml')).status, 400);
  assert.equal((await download(q.token, '?format=json&format=csv')).status, 400);
});

test('the CSV export is a zip of one CSV per section with spreadsheet formulas neutralised', async () => {
  const p = await register(base);
  // The user agent is the player's to choose: it lands in the sessions section.
  const login = await call(base, 'POST', 'auth/login', {
    body: { username: p.username, password: 'secret1' },
    headers: { 'user-agent': FORMULA_AGENT },
  });
  assert.equal(login.status, 200, login.message);
  const res = await download(p.token, '?format=csv');
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/zip');
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  for (const f of [
    'profile.csv',
    'sessions.csv',
    'transactions.csv',
    'game_rounds.csv',
    'exclusions.csv',
    'consents.csv',
  ])
    assert.ok(files[f], f);
  // UTF-8 with a byte-order mark, so spreadsheets read Turkish letters (the decoder drops the mark).
  assert.deepEqual([...files['sessions.csv']!.slice(0, 3)], [0xef, 0xbb, 0xbf]);
  const sessions = strFromU8(files['sessions.csv']!);
  assert.ok(sessions.startsWith('id,ip,user_agent'), sessions.slice(0, 40));
  assert.ok(sessions.includes(`'=HYPERLINK(`), sessions);
  assert.ok(!/(^|,)"?=HYPERLINK/m.test(sessions), sessions);
  const profile = strFromU8(files['profile.csv']!);
  assert.ok(profile.includes('Ayşe Gül'), 'UTF-8 names');
  assert.equal(strFromU8(files['exclusions.csv']!), 'none\r\n');
});

test('formula cells of every kind get an apostrophe; numbers stay numbers', () => {
  for (const v of ['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\tx', '\rx', '=cmd|/c calc!A1'])
    assert.equal(neutraliseCell(v), `'${v}`, JSON.stringify(v));
  for (const v of ['-12.5', '12', 'Ayşe', '', 'a=b']) assert.equal(neutraliseCell(v), v, JSON.stringify(v));
  assert.equal(neutraliseCell(-3), '-3');
  assert.equal(neutraliseCell(null), '');
});

test('exports are rate-limited per player, also when requested all at once', async () => {
  const p = await register(base);
  const answers = await Promise.all(Array.from({ length: 10 }, () => download(p.token)));
  const statuses = answers.map((r) => r.status).sort();
  assert.deepEqual(statuses, [
    ...Array<number>(EXPORTS_PER_DAY).fill(200),
    ...Array<number>(10 - EXPORTS_PER_DAY).fill(429),
  ]);
  const refused = answers.find((r) => r.status === 429)!;
  assert.ok(Number(refused.headers.get('retry-after')) > 0);
  assert.match(((await refused.json()) as { message: string }).message, /4 times a day/);
  // Another player's allowance is their own.
  const q = await register(base);
  assert.equal((await download(q.token)).status, 200);
});

const close = (token: string, password = 'secret1', locale = 'en') =>
  call(base, 'POST', 'customer/closeaccount', { token, body: { password }, locale });

test('closing is refused with a balance or a pending withdrawal, and with a wrong password', async () => {
  const p = await register(base);
  assert.equal((await close(p.token, 'wrong-password')).status, 422);
  // A deposit on a redirect payment page that has not been paid yet: closing waits for it.
  const card = await call(base, 'POST', 'payment/deposit', {
    token: p.token,
    body: { id: CARD, target: 'pay', detail: { cardHolder: 'Ayşe Gül', installments: 1, amount: 100 } },
  });
  assert.equal(card.status, 200, card.message);
  const paying = await close(p.token);
  assert.equal(paying.status, 409);
  assert.match(paying.message, /still being processed/);
  // The player leaves the payment page unpaid (no money moved): cancelled, it no longer holds closing.
  await db().query('UPDATE transactions SET status = 5 WHERE user_id = $1 AND type = 1', [
    await userId(db(), p.username),
  ]);
  await depositConfirmed(base, p.token, 100);
  const withBalance = await close(p.token);
  assert.equal(withBalance.status, 409);
  assert.deepEqual(withBalance.data, { balance: 100, pendingWithdrawal: 0 });
  assert.match((await close(p.token, 'secret1', 'tr')).message, /Önce bakiyenizi çekin/);
  assert.equal((await withdraw(base, p.token, 100)).status, 200);
  const pending = await close(p.token);
  assert.equal(pending.status, 409);
  assert.deepEqual(pending.data, { balance: 0, pendingWithdrawal: 100 });
  // Still open: the player logs in and plays as before.
  assert.equal((await call(base, 'GET', 'user/balance', { token: p.token })).status, 200);
  assert.equal((await call(base, 'POST', 'customer/closeaccount', { token: p.token, body: {} })).status, 400);
  assert.equal(
    (await call(base, 'POST', 'customer/closeaccount', { body: { password: 'secret1' } })).status,
    401,
  );
});

test('a close that finds the account closed since its session was checked is told so, not "wrong password"', async () => {
  // What a second tab's close meets when the first one commits between its session check and its
  // password check (seen on PostgreSQL: 422 instead of 409): the account as a close leaves it.
  const p = await register(base);
  const id = await userId(db(), p.username);
  await db().query(`UPDATE users SET closed_at = now(), password_hash = '' WHERE id = $1`, [id]);
  const late = await close(p.token);
  assert.equal(late.status, 409, late.message);
  assert.equal(late.message, 'This account is already closed');
});

test('a closed account cannot log in, its sessions end everywhere, contact data goes and the law’s records stay', async () => {
  const p = await register(base);
  const second = await call(base, 'POST', 'auth/login', {
    body: { username: p.username, password: 'secret1' },
  });
  assert.equal(second.status, 200);
  await depositConfirmed(base, p.token, 50);
  const w = await withdraw(base, p.token, 50);
  assert.equal(w.status, 200, w.message);
  // The operator pays the withdrawal out: the money has left, the transactions stay.
  const approved = await call(base, 'POST', 'operator/withdrawals/approve', {
    token: await operatorToken(base),
    body: { id: w.data.transactionId },
  });
  assert.equal(approved.status, 200, approved.message);
  await waitUntil(
    () => wallet(base, p.token),
    (x) => x.balance === 0 && x.held === 0,
  );
  const id = await userId(db(), p.username);
  await db().query(`INSERT INTO favorites (user_id, game_code, provider_id) VALUES ($1, 'x', 1)`, [id]);

  // Two closes at once (two tabs): one closes, the other is told it is closed already, or finds its session ended.
  const [a, b] = await Promise.all([close(p.token), close(second.data.token)]);
  const statuses = [a.status, b.status].sort();
  assert.equal(statuses.filter((s) => s === 200).length, 1, JSON.stringify(statuses));
  assert.ok([401, 409].includes(statuses.find((s) => s !== 200)!), JSON.stringify(statuses));

  for (const t of [p.token, second.data.token])
    assert.equal((await call(base, 'GET', 'user/balance', { token: t })).status, 401);
  const login = await call(base, 'POST', 'auth/login', {
    body: { username: p.username, password: 'secret1' },
  });
  assert.equal(login.status, 401);
  assert.equal((await close(p.token)).status, 401);
  assert.equal((await download(p.token)).status, 401);

  const [u] = await db().query<Record<string, unknown>>(
    `SELECT username, email, phone, password_hash, personal_no, name, closed_at IS NOT NULL AS closed,
            (retain_until > now() + interval '7 years') AS retained FROM users WHERE id = $1`,
    [id],
  );
  assert.equal(u!.closed, true);
  assert.equal(u!.retained, true);
  assert.equal(u!.username, `closed:${id}`);
  assert.ok(!String(u!.email).includes(p.player.email));
  assert.notEqual(u!.phone, p.phone);
  assert.equal(u!.password_hash, '');
  assert.equal(u!.personal_no, p.player.PersonalNo, 'identity kept for AML');
  const tx = await db().query('SELECT 1 FROM transactions WHERE user_id = $1', [id]);
  assert.equal(tx.length, 2, 'deposit and withdrawal kept');
  assert.equal((await db().query('SELECT 1 FROM favorites WHERE user_id = $1', [id])).length, 0);
  const open = await db().query('SELECT 1 FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [id]);
  assert.equal(open.length, 0);

  // The e-mail and phone are free again; the national ID stays with the retained record.
  const reuse = await register(base, { email: p.player.email, phone: p.phone });
  assert.ok(reuse.token);
  const sameId = await call(base, 'POST', 'auth/register', {
    body: {
      ...p.player,
      username: `${p.username}y`.slice(0, 30),
      email: 'z' + p.player.email,
      phone: '905559990001',
    },
  });
  assert.equal(sameId.status, 409);
});

test('closing forfeits bonus money through the ledger, which stays balanced', async () => {
  const p = await register(base);
  const id = await userId(db(), p.username);
  await db().tx(async (q) => {
    const { post } = await import('../src/services/ledger.js');
    await post(q, id, { bonus: 2500n }, 'bonus.grant', `test:${id}`, { account: 'bonus_liability' });
  });
  assert.equal((await close(p.token)).status, 200);
  const [u] = await db().query<{ bonus: string }>('SELECT bonus::text AS bonus FROM users WHERE id = $1', [
    id,
  ]);
  assert.equal(u!.bonus, '0');
  assert.ok(ledgerSound(await checkLedger(db())));
});
