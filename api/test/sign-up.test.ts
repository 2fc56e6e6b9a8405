// Sign-up (issue 33, items 4 and 8): limits per device and address with a short wait before the
// wall, waits told in minutes, a whole mobile number, and the accepted terms recorded. Clients
// come through a trusted gateway (X-Forwarded-For), each with its own address, so suites sharing a
// Redis never share a count.
import { randomBytes, randomInt } from 'node:crypto';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { TERMS_VERSION } from '@playhub/shared/contracts';
import { newPlayer, removeDir, startApi, type Running } from './helpers.js';

const LIMITS = {
  TRUST_PROXY: '127.0.0.1',
  REGISTER_LIMIT_PER_IP: '2',
  REGISTER_WALL_PER_IP: '4',
  REGISTER_LIMIT_PER_DEVICE: '2',
};

let api: Running;
before(async () => {
  api = await startApi(undefined, LIMITS);
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
});

const net = `10.${randomInt(1, 255)}.${randomInt(1, 255)}`;
let ipN = 0;
const freshIp = () => `${net}.${++ipN}`;
const device = () => randomBytes(16).toString('hex');

interface Answer {
  status: number;
  message: string;
  retryAfter: number;
}

async function signUp(
  ip: string,
  opts: { fp?: string; locale?: string; body?: Record<string, unknown>; server?: Running } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': ip,
    'x-locale': opts.locale ?? 'en',
  };
  if (opts.fp) headers['x-fingerprint'] = opts.fp;
  const res = await fetch(`${(opts.server ?? api).base}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify(opts.body ?? newPlayer()),
  });
  const json = (await res.json()) as { message: string };
  return { status: res.status, message: json.message, retryAfter: Number(res.headers.get('retry-after')) };
}

test('one device: two sign-ups an hour, then a wait told in minutes (en and tr); another device still signs up', async () => {
  const ip = freshIp();
  const phone = device();
  assert.equal((await signUp(ip, { fp: phone })).status, 200);
  assert.equal((await signUp(freshIp(), { fp: phone })).status, 200);
  const en = await signUp(freshIp(), { fp: phone });
  assert.equal(en.status, 429, en.message);
  assert.ok(en.retryAfter > 3500 && en.retryAfter <= 3600, `Retry-After ${en.retryAfter}`);
  assert.match(
    en.message,
    /^Many accounts were opened from this network or device just now\. Please try again in (\d+) minutes$/,
  );
  assert.equal(Number(/(\d+) minutes/.exec(en.message)![1]), Math.ceil(en.retryAfter / 60));
  assert.doesNotMatch(en.message, /second/);
  const tr = await signUp(freshIp(), { fp: phone, locale: 'tr' });
  assert.match(
    tr.message,
    /^Bu ağdan veya cihazdan az önce çok sayıda hesap açıldı\. Lütfen \d+ dakika sonra tekrar deneyin$/,
  );
  assert.doesNotMatch(tr.message, /saniye/);
  assert.equal(
    (await signUp(ip, { fp: device() })).status,
    200,
    'a neighbour on the same address is not walled',
  );
});

test("one address (a carrier's NAT): free budget, then one sign-up a minute, then the wall", async () => {
  const ip = freshIp();
  assert.equal((await signUp(ip, { fp: device() })).status, 200);
  assert.equal((await signUp(ip, { fp: device() })).status, 200);
  // Past the free budget: paced, not walled.
  assert.equal((await signUp(ip, { fp: device() })).status, 200, 'the first paced sign-up passes');
  const paced = await signUp(ip, { fp: device() });
  assert.equal(paced.status, 429, paced.message);
  assert.ok(paced.retryAfter >= 1 && paced.retryAfter <= 60, `a short wait: ${paced.retryAfter}`);
  assert.equal(
    paced.message,
    'Many accounts were opened from this network or device just now. Please try again in a minute',
  );
  // The wall (4 an hour here) stands however the devices change.
  const walled = await signUp(ip, { fp: device() });
  assert.equal(walled.status, 429);
  assert.ok(walled.retryAfter > 3000, `the wall waits out the hour: ${walled.retryAfter}`);
  assert.match(walled.message, /in \d+ minutes$/);
  // The short wait in Turkish, from another shared address.
  const other = freshIp();
  for (let i = 0; i < 3; i++) assert.equal((await signUp(other, { fp: device() })).status, 200);
  const tr = await signUp(other, { fp: device(), locale: 'tr' });
  assert.equal(
    tr.message,
    'Bu ağdan veya cihazdan az önce çok sayıda hesap açıldı. Lütfen bir dakika sonra tekrar deneyin',
  );
});

test('a client without a device id (a script) meets the wall at the free budget', async () => {
  const ip = freshIp();
  const answers = await Promise.all(Array.from({ length: 12 }, () => signUp(ip)));
  assert.equal(answers.filter((a) => a.status === 200).length, 2);
  for (const r of answers.filter((a) => a.status !== 200)) {
    assert.equal(r.status, 429, r.message);
    assert.match(r.message, /in \d+ minutes$/);
  }
});

test(
  'with Redis, replicas share the sign-up counts',
  { skip: !process.env.REDIS_URL && 'needs REDIS_URL' },
  async () => {
    const other = await startApi(undefined, LIMITS);
    try {
      const phone = device();
      assert.equal((await signUp(freshIp(), { fp: phone })).status, 200);
      assert.equal((await signUp(freshIp(), { fp: phone, server: other })).status, 200);
      assert.equal((await signUp(freshIp(), { fp: phone })).status, 429, 'the device count is one for both');
      const ip = freshIp();
      assert.equal((await signUp(ip, { fp: device(), server: other })).status, 200);
      assert.equal((await signUp(ip, { fp: device() })).status, 200);
      assert.equal((await signUp(ip, { fp: device(), server: other })).status, 200, 'paced');
      assert.equal((await signUp(ip, { fp: device() })).status, 429, 'the pace is one for both');
    } finally {
      await other.close();
      removeDir(other.dataDir);
    }
  },
);

test("an incomplete mobile number is refused with a clear message in the player's language", async () => {
  const en = await signUp(freshIp(), { fp: device(), body: newPlayer({ phone: '90532' }) });
  assert.equal(en.status, 400);
  assert.equal(en.message, 'Enter a valid mobile phone number');
  const tr = await signUp(freshIp(), { fp: device(), locale: 'tr', body: newPlayer({ phone: '90532' }) });
  assert.equal(tr.status, 400);
  assert.equal(tr.message, 'Geçerli bir cep telefonu numarası girin');
});

test('the terms: refused unless accepted; the accepted version and time are recorded', async () => {
  const { acceptTerms: _, ...without } = newPlayer();
  const missing = await signUp(freshIp(), { fp: device(), body: without });
  assert.equal(missing.status, 400);
  assert.equal(missing.message, 'acceptTerms: Accept the terms and the privacy notice to sign up');
  const refused = await signUp(freshIp(), {
    fp: device(),
    locale: 'tr',
    body: newPlayer({ acceptTerms: false }),
  });
  assert.equal(refused.status, 400);
  assert.equal(refused.message, 'acceptTerms: Kayıt olmak için şartları ve gizlilik bildirimini kabul edin');
  const player = newPlayer();
  const before = Date.now();
  assert.equal((await signUp(freshIp(), { fp: device(), body: player })).status, 200);
  const [row] = await api.built.db.query<{ terms_version: string; terms_accepted_at: Date | string }>(
    'SELECT terms_version, terms_accepted_at FROM users WHERE username = $1',
    [player.username],
  );
  assert.equal(row!.terms_version, TERMS_VERSION);
  const at = new Date(row!.terms_accepted_at).getTime();
  assert.ok(at >= before - 5000 && at <= Date.now() + 5000, `accepted at ${String(row!.terms_accepted_at)}`);
});
