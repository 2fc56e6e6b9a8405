// Two-factor login (issue 32, item 4): TOTP set up from the account page, login as two steps,
// recovery codes, trusted devices, a market that makes it mandatory, and the attacks on it:
// guessing, replay (parallel too), another player's setup or device, removal without the code.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { generate } from 'otplib';
import { call, register, removeDir, startApi, type Running } from './helpers.js';

let api: Running;
let base: string;
// Behind a "gateway" at 127.0.0.1 (TRUST_PROXY), this file's clients have addresses of their own:
// on PostgreSQL the suite's files share one Redis, and another file's wrong codes from 127.0.0.1
// (operators' second step has the same per-address delays) would otherwise count here.
const CLIENT = '10.32.9.1';
before(async () => {
  api = await startApi(undefined, { TRUST_PROXY: '127.0.0.1' });
  base = api.base;
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
});

const STEP = 30;
/** The code of the current time step, or of `ahead` steps later (the API accepts one step either side). */
const code = (secret: string, ahead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * STEP });

/** A registered player with two-factor login on: its secret and recovery codes. */
async function withTwoFactor() {
  const p = await register(base);
  const setup = await call(base, 'POST', 'customer/twofactor/setup', { token: p.token });
  assert.equal(setup.status, 200, setup.message);
  const secret = setup.data.secret as string;
  assert.match(setup.data.uri, /^otpauth:\/\/totp\/playhub:/);
  assert.match(setup.data.qr, /^data:image\/svg\+xml;base64,/);
  const confirm = await call(base, 'POST', 'customer/twofactor/confirm', {
    token: p.token,
    body: { code: await code(secret) },
  });
  assert.equal(confirm.status, 200, confirm.message);
  const codes = confirm.data.codes as string[];
  return { ...p, secret, codes };
}

const login = (username: string, extra: Record<string, unknown> = {}, ip = CLIENT) =>
  call(base, 'POST', 'auth/login', {
    body: { username, password: 'secret1', ...extra },
    headers: { 'x-forwarded-for': ip },
  });
/**
 * The second step, from `ip` (a test that makes wrong guesses sends them from an address of its own:
 * the growing delays per address would otherwise reach the next test's right code).
 */
const second = (challenge: string, c: string, extra: Record<string, unknown> = {}, ip = CLIENT) =>
  call(base, 'POST', 'auth/secondfactor', {
    body: { challenge, code: c, ...extra },
    headers: { 'x-forwarded-for': ip },
  });

test('setup: a first code turns it on and returns ten single-use recovery codes; stored hashed and encrypted', async () => {
  const p = await withTwoFactor();
  assert.equal(p.codes.length, 10);
  assert.equal(new Set(p.codes).size, 10);
  for (const c of p.codes) assert.match(c, /^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  const status = await call(base, 'GET', 'customer/twofactor', { token: p.token });
  assert.deepEqual(
    { enabled: status.data.enabled, left: status.data.recoveryCodesLeft, required: status.data.required },
    { enabled: true, left: 10, required: false },
  );
  const rows = await api.built.db.query<{ secret: string; code_hash: string }>(
    `SELECT f.secret, r.code_hash FROM second_factors f
       JOIN second_factor_recovery_codes r USING (owner_kind, owner_id)
       JOIN users u ON u.id = f.owner_id WHERE u.username = $1`,
    [p.username],
  );
  assert.equal(rows.length, 10);
  assert.ok(!rows[0]!.secret.includes(p.secret), 'the secret is not stored in clear');
  for (const c of p.codes) assert.ok(!rows.some((r) => r.code_hash.includes(c.replace('-', ''))));
  // A second setup while it is on is refused (it is removed first, with a code).
  assert.equal((await call(base, 'POST', 'customer/twofactor/setup', { token: p.token })).status, 409);
});

test('login asks for the code as a second step; the code is single use and the challenge serves once', async () => {
  const p = await withTwoFactor();
  const first = await login(p.username);
  assert.equal(first.status, 200, first.message);
  assert.equal(first.data.secondFactor, true);
  assert.equal(first.data.token, undefined, 'no session before the second factor');
  const next = await code(p.secret, 1);
  const ok = await second(first.data.challenge, next);
  assert.equal(ok.status, 200, ok.message);
  assert.ok(ok.data.token);
  // The same challenge again, or the same code on a new challenge: refused.
  assert.equal((await second(first.data.challenge, next)).status, 401);
  const again = await login(p.username);
  const replay = await second(again.data.challenge, next);
  assert.equal(replay.status, 422);
  assert.match(replay.message, /already used/);
  // A recovery code works once, and says how many are left.
  const rec = await second(again.data.challenge, p.codes[0]!.toLowerCase());
  assert.equal(rec.status, 200, rec.message);
  assert.match(rec.message, /9 left/);
  const third = await login(p.username);
  assert.equal((await second(third.data.challenge, p.codes[0]!)).status, 422);
});

test('the same valid code sent in parallel on ten challenges opens exactly one session', async () => {
  const p = await withTwoFactor();
  const challenges = [];
  for (let i = 0; i < 10; i++) challenges.push(await login(p.username));
  const c = await code(p.secret, 1);
  const answers = await Promise.all(challenges.map((ch) => second(ch.data.challenge, c)));
  assert.equal(answers.filter((a) => a.status === 200).length, 1, answers.map((a) => a.status).join(','));
});

test('guessing codes: per-player growing delays that a new challenge or a new address does not reset', async () => {
  const p = await withTwoFactor();
  const ch = await login(p.username, {}, '10.32.4.1');
  const wrong = async (challenge: string) => {
    const real = await code(p.secret);
    // A wrong code that is certainly not one of the three valid ones.
    let guess = '000000';
    for (let i = 0; [real, await code(p.secret, -1), await code(p.secret, 1)].includes(guess); i++)
      guess = String(i).padStart(6, '0');
    return second(challenge, guess, {}, '10.32.4.1');
  };
  for (let i = 0; i < 5; i++) assert.equal((await wrong(ch.data.challenge)).status, 422);
  const sixth = await wrong(ch.data.challenge);
  assert.equal(sixth.status, 429);
  // The password again from elsewhere: a new challenge, the same wait, even with the right code.
  const fresh = await login(p.username, {}, '10.32.4.2');
  assert.equal(fresh.data.secondFactor, true);
  assert.equal((await second(fresh.data.challenge, await code(p.secret, 1), {}, '10.32.4.2')).status, 429);
  // Forged and malformed challenges never open a session.
  assert.equal((await second('x'.repeat(40), '123456')).status, 401);
  assert.equal((await second('short', '123456')).status, 400);
  assert.equal((await second(fresh.data.challenge, '12345\u0000')).status, 400);
  assert.equal((await second(fresh.data.challenge, '9'.repeat(5000))).status, 400);
});

test('trusted device: skips the code for this player only; forged, foreign and revoked tokens do not', async () => {
  const p = await withTwoFactor();
  const other = await withTwoFactor();
  const ch = await login(p.username);
  const ok = await second(ch.data.challenge, await code(p.secret, 1), { trustDevice: true });
  assert.equal(ok.status, 200, ok.message);
  const deviceToken = ok.data.deviceToken as string;
  assert.ok(deviceToken);
  const trusted = await login(p.username, { deviceToken });
  assert.ok(trusted.data.token, 'a trusted device logs in with the password');
  // Another player's account with this token, a forged signature, a made-up token: the code is asked.
  assert.equal((await login(other.username, { deviceToken })).data.secondFactor, true);
  const [random] = deviceToken.split('.');
  assert.equal((await login(p.username, { deviceToken: `${random}.AAAA` })).data.secondFactor, true);
  assert.equal((await login(p.username, { deviceToken: 'a.b' })).data.secondFactor, true);
  // The list shows it; another player cannot revoke it; its owner can.
  const list = await call(base, 'GET', 'customer/twofactor', { token: p.token });
  assert.equal(list.data.devices.length, 1);
  const id = list.data.devices[0].id as number;
  assert.match(list.data.devices[0].label, /./);
  const foreign = await call(base, 'POST', 'customer/twofactor/devices/revoke', {
    token: other.token,
    body: { id },
  });
  assert.equal(foreign.status, 404);
  assert.ok((await login(p.username, { deviceToken })).data.token);
  const revoked = await call(base, 'POST', 'customer/twofactor/devices/revoke', {
    token: p.token,
    body: { id },
  });
  assert.equal(revoked.status, 200, revoked.message);
  assert.equal((await login(p.username, { deviceToken })).data.secondFactor, true);
});

test("another player's setup cannot be confirmed or read, and removing needs the password and a code", async () => {
  const a = await register(base);
  const b = await register(base);
  const setupA = await call(base, 'POST', 'customer/twofactor/setup', { token: a.token });
  // B confirms with A's code: B has no setup, and A's stays unconfirmed.
  const forged = await call(base, 'POST', 'customer/twofactor/confirm', {
    token: b.token,
    body: { code: await code(setupA.data.secret) },
  });
  assert.equal(forged.status, 422);
  assert.equal((await call(base, 'GET', 'customer/twofactor', { token: a.token })).data.enabled, false);
  assert.equal((await call(base, 'GET', 'customer/twofactor', { token: b.token })).data.enabled, false);

  const p = await withTwoFactor();
  const remove = (body: Record<string, unknown>) =>
    call(base, 'POST', 'customer/twofactor/disable', { token: p.token, body });
  assert.equal((await remove({ password: 'secret1' })).status, 400);
  assert.equal((await remove({ password: 'secret1', code: '000000' })).status, 422);
  assert.equal((await remove({ password: 'wrong-one', code: await code(p.secret, 1) })).status, 422);
  assert.equal((await call(base, 'GET', 'customer/twofactor', { token: p.token })).data.enabled, true);
  const done = await remove({ password: 'secret1', code: p.codes[3] });
  assert.equal(done.status, 200, done.message);
  assert.equal((await call(base, 'GET', 'customer/twofactor', { token: p.token })).data.enabled, false);
  const plain = await login(p.username);
  assert.ok(plain.data.token, 'without two-factor the password is enough again');
});

test('mandatory (MARKET_TWO_FACTOR_REQUIRED): play and deposits wait for the setup, which cannot be removed', async () => {
  const strict = await startApi(undefined, { MARKET_TWO_FACTOR_REQUIRED: 'true' });
  try {
    const p = await register(strict.base);
    assert.deepEqual(p.session.blockers, ['twoFactorSetup']);
    const dep = await call(strict.base, 'POST', 'payment/deposit', {
      token: p.token,
      locale: 'tr',
      body: { id: 4, target: 'pay', detail: { accountNo: '1234567890', amount: 100 } },
    });
    assert.equal(dep.status, 403);
    assert.equal(dep.data.blocker, 'twoFactorSetup');
    assert.match(dep.message, /iki adımlı girişi kurun/);
    const setup = await call(strict.base, 'POST', 'customer/twofactor/setup', { token: p.token });
    await call(strict.base, 'POST', 'customer/twofactor/confirm', {
      token: p.token,
      body: { code: await code(setup.data.secret) },
    });
    const blockers = await call(strict.base, 'GET', 'customer/blockers', { token: p.token });
    assert.deepEqual(blockers.data.blockers, []);
    const off = await call(strict.base, 'POST', 'customer/twofactor/disable', {
      token: p.token,
      body: { password: 'secret1', code: await code(setup.data.secret, 1) },
    });
    assert.equal(off.status, 409);
  } finally {
    await strict.close();
    removeDir(strict.dataDir);
  }
});
