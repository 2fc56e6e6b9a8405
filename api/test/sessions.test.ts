// Sessions and access (issue 28, items 5–7): sessions that end by themselves (idle and absolute,
// configurable; renewed by the player's requests, not by the page's background polls), production
// passwords, an excluded player's withdrawal-only access behind an SMS code with no password
// oracle, the external sportsbook's signed player lookup, and the reality check and the
// session-time limit enforced by the API over the player's day. Time is moved in the database.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { DEV_SECRETS, configFromEnv } from '../src/config.js';
import { SIGNATURE_HEADER, sign } from '../src/integrations/signing.js';
import { signSportsbookToken } from '../src/integrations/sportsbook/tokens.js';
import { call, newPlayer, register, removeDir, startApi, type Running } from './helpers.js';
import { depositConfirmed, gameSession, PAPARA, userId, waitUntil, walletCall } from './money-helpers.js';

let api: Running;
let base: string;
const db = () => api.built.db;

before(async () => {
  api = await startApi();
  base = api.base;
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
});

const BACKGROUND = { 'x-playhub-background': '1' };
const balance = (token: string, headers: Record<string, string> = {}) =>
  call(base, 'GET', 'user/balance', { token, headers });

/** The session row of a token's player (their newest), with its ends. */
async function sessionOf(username: string) {
  const rows = await db().query<{ id: number; idle_s: number; left_s: number; ended_reason: string | null }>(
    `SELECT id, extract(epoch FROM idle_until - now())::int AS idle_s,
            extract(epoch FROM expires_at - now())::int AS left_s, ended_reason
       FROM sessions WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
    [await userId(db(), username)],
  );
  return rows[0]!;
}

/** Moves a player's sessions (and what this instance remembers of them) in time. */
async function ageSessions(username: string, set: string) {
  const id = await userId(db(), username);
  await db().query(`UPDATE sessions SET ${set} WHERE user_id = $1`, [id]);
  api.built.deps.cache.dropUserTokens(id);
}

let seq = 0;
const stake = (session: string, amount = '1.00') => {
  seq += 1;
  const round = `sess-${Date.now()}-${seq}`;
  return walletCall(base, 'debit', {
    provider: 'Digitain',
    session,
    transactionId: `${round}:bet`,
    roundId: round,
    amount,
    currency: 'TRY',
  });
};

// --- Sessions expire -----------------------------------------------------------------------------

test('a session idle for SESSION_IDLE_MINUTES ends: 401 that says so, and its game stops taking stakes', async () => {
  const p = await register(base);
  await depositConfirmed(base, p.token, 50);
  const { session } = await gameSession(base, p.token);
  const fresh = await sessionOf(p.username);
  assert.ok(fresh.idle_s > 25 * 60 && fresh.idle_s <= 30 * 60, `idle end in 30 minutes: ${fresh.idle_s}`);
  assert.ok(
    fresh.left_s > 11 * 3600 && fresh.left_s <= 12 * 3600,
    `absolute end in 12 hours: ${fresh.left_s}`,
  );

  await ageSessions(p.username, "idle_until = now() - interval '1 second'");
  const expired = await balance(p.token);
  assert.equal(expired.status, 401);
  assert.equal(expired.message, 'Your session has expired. Please log in again');
  assert.deepEqual(expired.data, { reason: 'expired' });
  assert.equal((await balance(p.token)).status, 401, 'it stays ended');
  assert.equal((await sessionOf(p.username)).ended_reason, 'expired');
  assert.equal((await stake(session)).data.status, 'SESSION_EXPIRED');
  const tr = await call(base, 'GET', 'user/balance', { token: p.token, locale: 'tr' });
  assert.equal(tr.message, 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın');
});

test('the player’s requests renew the idle end; the page’s background polls do not; the absolute end holds', async () => {
  const p = await register(base);
  await ageSessions(p.username, "idle_until = now() + interval '10 seconds'");
  assert.equal((await balance(p.token, BACKGROUND)).status, 200);
  assert.ok((await sessionOf(p.username)).idle_s <= 10, 'a background poll does not renew');
  assert.equal((await balance(p.token)).status, 200);
  assert.ok((await sessionOf(p.username)).idle_s > 25 * 60, 'a request of the player renews');

  await ageSessions(p.username, "expires_at = now() - interval '1 second'");
  const ended = await balance(p.token);
  assert.equal(ended.status, 401);
  assert.deepEqual(ended.data, { reason: 'expired' });
  // A logout is not an expiry: the site just shows the visitor's page.
  const q = await register(base);
  await call(base, 'GET', 'auth/logout', { token: q.token });
  const out = await balance(q.token);
  assert.equal(out.status, 401);
  assert.equal(out.data, null);
});

test('SESSION_IDLE_MINUTES and SESSION_MAX_HOURS configure the ends', async () => {
  const other = await startApi(undefined, { SESSION_IDLE_MINUTES: '5', SESSION_MAX_HOURS: '2' });
  try {
    const p = await register(other.base);
    const [row] = await other.built.db.query<{ idle_s: number; left_s: number }>(
      `SELECT extract(epoch FROM idle_until - now())::int AS idle_s, extract(epoch FROM expires_at - now())::int AS left_s
         FROM sessions WHERE user_id = (SELECT id FROM users WHERE username = $1)`,
      [p.username],
    );
    assert.ok(row!.idle_s > 4 * 60 && row!.idle_s <= 5 * 60, String(row!.idle_s));
    assert.ok(row!.left_s > 3600 && row!.left_s <= 7200, String(row!.left_s));
  } finally {
    await other.close();
    removeDir(other.dataDir);
  }
});

// --- Passwords -----------------------------------------------------------------------------------

test('production asks at least 8 characters and no breached password; the demo keeps 5', async () => {
  const production = configFromEnv({
    NODE_ENV: 'production',
    ALLOW_DEMO_INTEGRATIONS: 'true',
    OPERATOR_KEY: 'k'.repeat(40),
    PAYMENT_CALLBACK_SECRET: 'p'.repeat(40),
    GAME_WALLET_SECRET: 'g'.repeat(40),
    SPORTSBOOK_TOKEN_SECRET: 's'.repeat(40),
    SITE_SIGNING_SECRET: 'v'.repeat(40),
    TWO_FACTOR_SECRET: 't'.repeat(40),
  });
  assert.deepEqual(production.passwords, { minLength: 8, breachedCheck: true });
  assert.deepEqual(configFromEnv({ NODE_ENV: 'development' }).passwords, {
    minLength: 5,
    breachedCheck: false,
  });

  const strict = await startApi(undefined, { PASSWORD_MIN_LENGTH: '8', PASSWORD_BREACHED_CHECK: 'true' });
  try {
    const reg = (password: string, locale = 'en') =>
      call(strict.base, 'POST', 'auth/register', {
        body: newPlayer({ password, password2: password }),
        locale,
      });
    const short = await reg('secret1');
    assert.equal(short.status, 422);
    assert.equal(short.message, 'Choose a password of at least 8 characters');
    const leaked = await reg('Password1');
    assert.equal(leaked.status, 422);
    assert.match(leaked.message, /lists of leaked passwords/);
    assert.match((await reg('qwerty123', 'tr')).message, /sızdırılmış şifre/);
    const ok = await reg('Kx9-mP2q-Lw');
    assert.equal(ok.status, 200, ok.message);
    const change = await call(strict.base, 'POST', 'customer/changepassword', {
      token: ok.data.token,
      body: { oldPassword: 'Kx9-mP2q-Lw', password: 'iloveyou12', confirmPassword: 'iloveyou12' },
    });
    assert.equal(change.status, 422, 'a change is held to it too');
  } finally {
    await strict.close();
    removeDir(strict.dataDir);
  }
  const demo = await call(base, 'POST', 'auth/register', {
    body: newPlayer({ password: 'abc12', password2: 'abc12' }),
  });
  assert.equal(demo.status, 200, demo.message);
});

// --- Excluded players reach their money --------------------------------------------------------

async function excludedPlayer() {
  const p = await register(base);
  await depositConfirmed(base, p.token, 300);
  const r = await call(base, 'POST', 'protection/exclusion', {
    token: p.token,
    body: { kind: 'self', term: '6m', confirm: true },
  });
  assert.equal(r.status, 200, r.message);
  return p;
}

test('login of an excluded player answers the same whether the password is right or not', async () => {
  const p = await excludedPlayer();
  const right = await call(base, 'POST', 'auth/login', {
    body: { username: p.username, password: 'secret1' },
  });
  const wrong = await call(base, 'POST', 'auth/login', {
    body: { username: p.username, password: 'secret2' },
  });
  assert.deepEqual([right.status, right.message, right.data], [wrong.status, wrong.message, wrong.data]);
  assert.equal(right.status, 401);
});

test('an excluded player withdraws with the SMS code: a withdrawal-only session, nothing else', async () => {
  const p = await excludedPlayer();
  const ask = (password: string, code?: string) =>
    call(base, 'POST', 'auth/breakaccess', {
      body: { username: p.username, password, ...(code ? { code } : {}) },
    });
  // Step 1 answers alike for a wrong password, an unknown name and the real thing; only the real
  // thing sends a code.
  const wrong = await ask('secret2');
  const nobody = await call(base, 'POST', 'auth/breakaccess', {
    body: { username: `ghost${Date.now()}`, password: 'secret1' },
  });
  const right = await ask('secret1');
  assert.deepEqual([wrong.status, wrong.message], [right.status, right.message]);
  assert.deepEqual([nobody.status, nobody.message], [right.status, right.message]);
  assert.equal(right.status, 200);
  const sms = await waitUntil(
    () => call(base, 'GET', `dev/outbox?to=${p.phone}`),
    (r) => r.data.some((m: { text: string }) => /reach your balance/.test(m.text)),
  );
  assert.equal(sms.data.length, 1, 'one code, for the right password only');
  const code = sms.data[0].code as string;

  assert.equal((await ask('secret2', code)).status, 422, 'the code does not stand in for the password');
  const bad = await ask('secret1', code === '000000' ? '111111' : '000000');
  assert.equal(bad.status, 422);
  assert.equal(bad.message, 'The details or the code are not right');
  // The wrong tries above burnt attempts, not the code: ask for a new one a minute later.
  await db().query(
    "UPDATE verification_codes SET created_at = created_at - interval '2 minutes' WHERE purpose = 'break'",
  );
  await ask('secret1');
  const fresh = await waitUntil(
    () => call(base, 'GET', `dev/outbox?to=${p.phone}`),
    (r) => r.data.length === 2,
  );
  const access = await ask('secret1', fresh.data[0].code as string);
  assert.equal(access.status, 200, access.message);
  assert.equal(access.data.access, 'withdraw');
  assert.equal(access.data.betsyToken, '', 'no sportsbook');
  assert.match(access.message, /^You are on a break until .+\. You can see and withdraw your balance/);
  const token = access.data.token as string;

  assert.equal((await balance(token)).data.withdrawable, 300);
  const out = await call(base, 'POST', 'payment/withdraw', {
    token,
    body: { id: PAPARA, target: 'pay', detail: { accountNo: '1234567890', amount: 300 } },
  });
  assert.equal(out.status, 200, out.message);
  for (const [method, url, body] of [
    [
      'POST',
      'payment/deposit',
      { id: PAPARA, target: 'pay', detail: { accountNo: '1234567890', amount: 50 } },
    ],
    ['POST', 'casino/dtlaunchurl', { code: 'x' }],
    ['GET', 'bonus/definetrialbonus', undefined],
    ['POST', 'customer/updatephone', { step: 1, phone: p.phone }],
  ] as const) {
    const r = await call(base, method, url, { token, body });
    assert.equal(r.status, 403, url);
    assert.equal(
      r.message,
      'During your time-out or self-exclusion you can only see and withdraw your balance',
    );
  }
  assert.equal((await call(base, 'GET', 'protection', { token })).status, 200);
  assert.equal((await call(base, 'GET', 'auth/logout', { token })).status, 200);
});

test('an account that is not excluded gets no code from the exclusion path', async () => {
  const p = await register(base);
  const r = await call(base, 'POST', 'auth/breakaccess', {
    body: { username: p.username, password: 'secret1' },
  });
  assert.equal(r.status, 200);
  const marker = await excludedPlayer();
  await call(base, 'POST', 'auth/breakaccess', { body: { username: marker.username, password: 'secret1' } });
  await waitUntil(
    () => call(base, 'GET', `dev/outbox?to=${marker.phone}`),
    (m) => m.data.some((x: { text: string }) => /reach your balance/.test(x.text)),
  );
  const none = await call(base, 'GET', `dev/outbox?to=${p.phone}`);
  assert.deepEqual(
    none.data.filter((m: { text: string }) => /reach your balance/.test(m.text)),
    [],
  );
});

// --- The sportsbook and the day's play ---------------------------------------------------------

/** GET sportsbook/player as the external sportsbook sends it. */
async function sportsbookLookup(token: string, signed = true) {
  const path = `/api/sportsbook/player?brand=betsy&token=${encodeURIComponent(token)}`;
  const headers: Record<string, string> = { 'x-locale': 'en' };
  if (signed) headers[SIGNATURE_HEADER] = sign(DEV_SECRETS.SPORTSBOOK_TOKEN_SECRET, path);
  const res = await fetch(`${base}${path}`, { headers });
  return {
    status: res.status,
    ...((await res.json()) as { message: string; data: { player: Record<string, unknown> | null } }),
  };
}

test('the external sportsbook resolves a token: signed, and a guest once the session ended', async () => {
  const p = await register(base);
  const token = p.session.betsyToken as string;
  assert.equal((await sportsbookLookup(token, false)).status, 401, 'unsigned');
  const live = await sportsbookLookup(token);
  assert.equal(live.status, 200, live.message);
  assert.deepEqual(live.data.player, {
    usercode: p.session.usercode,
    username: p.username,
    currency: 'TRY',
    canBet: true,
    refusal: null,
  });
  const forged = signSportsbookToken('another-secret', 'betsy', 1);
  assert.equal((await sportsbookLookup(forged)).data.player, null);
  await call(base, 'GET', 'auth/logout', { token: p.token });
  assert.equal((await sportsbookLookup(token)).data.player, null, 'a guest after logout');

  const q = await register(base);
  await ageSessions(q.username, "idle_until = now() - interval '1 second'");
  assert.equal(
    (await sportsbookLookup(q.session.betsyToken as string)).data.player,
    null,
    'a guest once idle',
  );
});

test('the API enforces the reality check: stakes wait for the answer, in games and on the sportsbook', async () => {
  const p = await register(base);
  await depositConfirmed(base, p.token, 50);
  const { session } = await gameSession(base, p.token);
  assert.equal(
    (await call(base, 'POST', 'protection/reality-check', { token: p.token, body: { minutes: 15 } })).status,
    200,
  );
  assert.equal((await stake(session)).data.status, 'OK');
  const realityDue = async () =>
    (await call(base, 'GET', 'protection', { token: p.token })).data.session.realityCheckDue;
  assert.equal(await realityDue(), false);
  await ageSessions(p.username, "created_at = now() - interval '16 minutes'");
  // The site reads it to show the check at once (a game opened after the mark).
  assert.equal(await realityDue(), true);
  const due = await stake(session);
  assert.equal(due.data.status, 'LIMIT_REACHED');
  assert.match((due.data as { message?: string }).message ?? '', /reality check/);
  const book = await sportsbookLookup(p.session.betsyToken as string);
  assert.equal(book.data.player?.canBet, false);
  assert.match(String(book.data.player?.refusal), /reality check/);
  const ack = await call(base, 'POST', 'protection/reality-check/ack', { token: p.token });
  assert.equal(ack.status, 200);
  assert.equal(ack.data.session.realityCheckDue, false);
  assert.equal((await stake(session)).data.status, 'OK', 'answered: play goes on until the next one');
});

test('the session-time limit counts the player’s day, not one login', async () => {
  const p = await register(base);
  await depositConfirmed(base, p.token, 50);
  await call(base, 'POST', 'protection/limit', { token: p.token, body: { kind: 'session', value: 30 } });
  // A first session of 25 minutes, ended by logout a quarter of an hour ago.
  await call(base, 'GET', 'auth/logout', { token: p.token });
  await ageSessions(
    p.username,
    "created_at = now() - interval '40 minutes', revoked_at = now() - interval '15 minutes'",
  );
  // A new login, 10 minutes ago: 35 minutes of play today.
  const login = await call(base, 'POST', 'auth/login', {
    body: { username: p.username, password: 'secret1' },
  });
  assert.equal(login.status, 200, login.message);
  const token = login.data.token as string;
  const id = await userId(db(), p.username);
  await db().query(
    `UPDATE sessions SET created_at = now() - interval '10 minutes' WHERE id = (SELECT max(id) FROM sessions WHERE user_id = $1)`,
    [id],
  );
  api.built.deps.cache.dropUserTokens(id);
  const { session } = await gameSession(base, token);
  const refused = await stake(session);
  assert.equal(refused.data.status, 'LIMIT_REACHED');
  assert.match(
    (refused.data as { message?: string }).message ?? '',
    /session-time limit of 30 minutes for the last 24 hours\. Take a break: you can play again from /,
  );
  const status = await call(base, 'GET', 'protection', { token });
  assert.equal(status.data.limits.find((l: { kind: string }) => l.kind === 'session')?.used, 35);
});
