// Terms and consents as session blockers (issue 32, item 6): a new terms version reaches open
// sessions and logins, play and deposits wait for the acceptance, marketing consents are recorded
// with their proof, and the affiliate tag is kept only with consent where the market asks it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { call, register, removeDir, startApi, type Running } from './helpers.js';
import { depositConfirmed, gameSession, walletCall } from './money-helpers.js';

let api: Running;
let base: string;
before(async () => {
  api = await startApi(undefined, { MARKET_TERMS_VERSION: '2026-12-01' });
  base = api.base;
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
});

const db = () => api.built.db;
/** The player accepted an older version (the terms changed since). */
const outdate = (username: string) =>
  db().query(`UPDATE users SET terms_version = '2020-01-01' WHERE username = $1`, [username]);
const deposit = (token: string, locale = 'en') =>
  call(base, 'POST', 'payment/deposit', {
    token,
    locale,
    body: { id: 4, target: 'pay', detail: { accountNo: '1234567890', amount: 100 } },
  });

test('a new terms version blocks play and deposits in open sessions and at login until accepted', async () => {
  const p = await register(base);
  assert.deepEqual(p.session.blockers, []);
  await depositConfirmed(base, p.token, 50);
  const { session } = await gameSession(base, p.token);
  await outdate(p.username);

  const blockers = await call(base, 'GET', 'customer/blockers', { token: p.token });
  assert.deepEqual(blockers.data, { blockers: ['terms'], termsVersion: '2026-12-01' });
  const dep = await deposit(p.token, 'tr');
  assert.equal(dep.status, 403);
  assert.equal(dep.data.blocker, 'terms');
  assert.match(dep.message, /yeni koşulları kabul edin/);
  const launch = await call(base, 'POST', 'casino/categorygames', {
    body: { systemCategory: [1, 2, 3, 4, 5, 6] },
  });
  const game = launch.data.find((g: { providerName: string }) => g.providerName === 'Digitain');
  const again = await call(base, 'POST', 'casino/dtlaunchurl', {
    token: p.token,
    body: { code: game.gameCode },
  });
  assert.equal(again.status, 403);
  assert.match(again.message, /Accept the new terms/);
  // A game opened before the change takes no stake either.
  const stake = await walletCall(base, 'debit', {
    provider: 'Digitain',
    session,
    transactionId: 'terms-1:bet',
    roundId: 'terms-1',
    amount: '1.00',
    currency: 'TRY',
  });
  assert.equal(stake.data.status, 'ACTION_REQUIRED');

  const login = await call(base, 'POST', 'auth/login', {
    body: { username: p.username, password: 'secret1' },
  });
  assert.deepEqual(login.data.blockers, ['terms']);

  // The version shown must be the one in force.
  const stale = await call(base, 'POST', 'customer/terms/accept', {
    token: p.token,
    body: { version: '2020-01-01' },
  });
  assert.equal(stale.status, 409);
  const accepted = await call(base, 'POST', 'customer/terms/accept', {
    token: p.token,
    body: { version: '2026-12-01' },
  });
  assert.equal(accepted.status, 200, accepted.message);
  assert.deepEqual(accepted.data.blockers, []);
  assert.equal((await deposit(p.token)).status, 200);
  const rows = await db().query<{ kind: string; version: string; source: string }>(
    `SELECT c.kind, c.version, c.source FROM player_consents c JOIN users u ON u.id = c.user_id
      WHERE u.username = $1 AND c.kind = 'terms' ORDER BY c.id`,
    [p.username],
  );
  assert.deepEqual(
    rows.map((r) => `${r.source}:${r.version}`),
    ['sign-up:2026-12-01', 'terms-prompt:2026-12-01'],
  );
});

test('parallel acceptances (two tabs) record one acceptance', async () => {
  const p = await register(base);
  await outdate(p.username);
  const answers = await Promise.all(
    Array.from({ length: 5 }, () =>
      call(base, 'POST', 'customer/terms/accept', { token: p.token, body: { version: '2026-12-01' } }),
    ),
  );
  assert.ok(answers.every((a) => a.status === 200));
  const rows = await db().query(
    `SELECT 1 FROM player_consents c JOIN users u ON u.id = c.user_id
      WHERE u.username = $1 AND c.kind = 'terms' AND c.source = 'terms-prompt'`,
    [p.username],
  );
  assert.equal(rows.length, 1);
});

test('marketing consents: unticked at sign-up, changed on the account page, each answer recorded with its proof', async () => {
  const p = await register(base, { marketingSms: true });
  const start = await call(base, 'GET', 'customer/consents', { token: p.token });
  assert.equal(start.data.email.granted, false);
  assert.equal(start.data.email.source, 'sign-up');
  assert.equal(start.data.sms.granted, true);
  const changed = await call(base, 'POST', 'customer/consents', {
    token: p.token,
    body: { email: true, sms: true },
    headers: { 'user-agent': 'consent-proof' },
  });
  assert.equal(changed.status, 200, changed.message);
  assert.equal(changed.data.email.granted, true);
  assert.equal(changed.data.email.source, 'account');
  assert.equal(changed.data.sms.source, 'sign-up', 'an unchanged answer is not recorded again');
  const rows = await db().query<{ kind: string; granted: boolean; user_agent: string }>(
    `SELECT c.kind, c.granted, c.user_agent FROM player_consents c JOIN users u ON u.id = c.user_id
      WHERE u.username = $1 AND c.kind LIKE 'marketing%' ORDER BY c.id`,
    [p.username],
  );
  assert.deepEqual(
    rows.map((r) => `${r.kind}:${r.granted}`),
    ['marketing_email:false', 'marketing_sms:true', 'marketing_email:true'],
  );
  assert.equal(rows[2]!.user_agent, 'consent-proof');
  // Malformed answers are refused.
  assert.equal(
    (await call(base, 'POST', 'customer/consents', { token: p.token, body: { email: 'yes', sms: true } }))
      .status,
    400,
  );
  assert.equal((await call(base, 'GET', 'customer/consents')).status, 401);
});

test('the affiliate tag is kept only with consent to tracking where the market asks it', async () => {
  const tagOf = async (username: string) =>
    (await db().query<{ btag: string | null }>('SELECT btag FROM users WHERE username = $1', [username]))[0]!
      .btag;
  const without = await register(base, { btag: 'aff-1' });
  assert.equal(await tagOf(without.username), null);
  const withConsent = await register(base, { btag: 'aff-2', trackingConsent: true });
  assert.equal(await tagOf(withConsent.username), 'aff-2');
  const huge = await call(base, 'POST', 'auth/register', {
    body: { ...without.player, btag: 'x'.repeat(500) },
  });
  assert.equal(huge.status, 400);

  const open = await startApi(undefined, { MARKET_AFFILIATE_NEEDS_CONSENT: 'false' });
  try {
    const p = await register(open.base, { btag: 'aff-3' });
    const rows = await open.built.db.query<{ btag: string }>('SELECT btag FROM users WHERE username = $1', [
      p.username,
    ]);
    assert.equal(rows[0]!.btag, 'aff-3');
  } finally {
    await open.close();
    removeDir(open.dataDir);
  }
});
