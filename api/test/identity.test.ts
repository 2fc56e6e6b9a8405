// Accounts that cannot be taken over or locked out (issue 16, items 2, 3, 8 and 9), over real HTTP.
// Most tests run behind a "gateway" at 127.0.0.1 (TRUST_PROXY) and give each simulated client its
// own X-Forwarded-For address, so the suites sharing one Redis never share a counter.
import { scryptSync, randomBytes, randomInt } from 'node:crypto';
import { test, before, after, mock } from 'node:test';
import assert from 'node:assert/strict';
import { isValidPersonalNo, personalNoCheckDigits } from '@playhub/shared/contracts';
import { AppError } from '../src/errors.js';
import { usercodes } from '../src/modules/auth/register.js';
import { issueCode } from '../src/services/codes.js';
import { Redis } from 'ioredis';
import { DbStore } from '../src/services/throttle/db-store.js';
import { RedisStore } from '../src/services/throttle/redis-store.js';
import { newPlayer, removeDir, startApi, type Running } from './helpers.js';

const LIMITS = {
  TRUST_PROXY: '127.0.0.1',
  LOGIN_LIMIT_PER_CLIENT: '3',
  LOGIN_LIMIT_PER_USER: '6',
  LOGIN_LIMIT_PER_IP: '5',
  REGISTER_LIMIT_PER_IP: '3',
  CODE_LIMIT_PER_IP: '4',
  CODE_CHECK_LIMIT_PER_IP: '6',
  CALLME_LIMIT_PER_IP: '2',
  RESET_LIMIT_PER_USER: '4',
};

let api: Running;
before(async () => {
  api = await startApi(undefined, LIMITS);
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
});

// Simulated client addresses: unique per run, so a shared Redis never mixes two tests' counts.
const net = `10.${randomInt(1, 255)}`;
let ipN = 0;
const freshIp = () => (ipN++, `${net}.${Math.floor(ipN / 250)}.${(ipN % 250) + 1}`);
const device = () => randomBytes(16).toString('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  status: number;
  message: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- whatever the endpoint answers
  retryAfter: string | null;
}

/** One call as a client at `ip` (sent through the trusted gateway as X-Forwarded-For). */
async function as(
  ip: string | null,
  method: 'GET' | 'POST',
  url: string,
  opts: { body?: unknown; token?: string; fp?: string; locale?: string; server?: Running } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-locale': opts.locale ?? 'en' };
  if (ip) headers['x-forwarded-for'] = ip;
  if (opts.fp) headers['x-fingerprint'] = opts.fp;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (method === 'POST') headers['content-type'] = 'application/json';
  const res = await fetch(`${(opts.server ?? api).base}/api/${url}`, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(opts.body ?? {}) : undefined,
  });
  const json = (await res.json()) as { message: string; data: unknown };
  return {
    status: res.status,
    message: json.message,
    data: json.data,
    retryAfter: res.headers.get('retry-after'),
  };
}

const login = (ip: string | null, username: string, password: string, fp?: string, server?: Running) =>
  as(ip, 'POST', 'auth/login', { body: { username, password }, fp, server });

async function registerFrom(ip: string, overrides: Record<string, unknown> = {}, fp?: string) {
  const player = newPlayer(overrides);
  const r = await as(ip, 'POST', 'auth/register', { body: player, fp });
  assert.equal(r.status, 200, r.message);
  return { ...player, token: r.data.token as string };
}

const secondsIn = (message: string) => Number(/(\d+) seconds/.exec(message)?.[1]);

/** A 429 whose Retry-After is the wait its message names, within `max` seconds. */
function assertWait(r: Answer, max: number): number {
  assert.equal(r.status, 429, r.message);
  const wait = Number(r.retryAfter);
  assert.ok(wait >= 1 && wait <= max, `Retry-After ${r.retryAfter}`);
  if (/seconds/.test(r.message)) assert.equal(secondsIn(r.message), wait, r.message);
  return wait;
}

const userId = async (username: string) =>
  (await api.built.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!.id;

async function outboxFor(to: string) {
  await sleep(200); // codes leave after the answer
  return (await as(null, 'GET', `dev/outbox?to=${encodeURIComponent(to)}`)).data as { code: string }[];
}

// --- 1. Throttling that protects owners --------------------------------------------------------

test('wrong passwords from many addresses slow strangers but never lock the owner out', async () => {
  const home = freshIp();
  const phone = device();
  const owner = await registerFrom(home, {}, phone);
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) statuses.push((await login(freshIp(), owner.username, 'wrong-guess')).status);
  assert.ok(statuses.includes(429), `the account is slowed for strangers: ${statuses.join(' ')}`);
  // A device the account has never seen waits, even with the right password, and is told how long.
  assertWait(await login(freshIp(), owner.username, owner.password, device()), 300);
  // The owner's device (and the address of an earlier session) still gets straight in.
  assert.equal((await login(freshIp(), owner.username, owner.password, phone)).status, 200);
  assert.equal((await login(home, owner.username, owner.password)).status, 200);
});

test('one client on one account: growing delays with the real Retry-After, forgotten on success', async () => {
  const owner = await registerFrom(freshIp());
  const ip = freshIp();
  for (let i = 0; i < 4; i++) assert.equal((await login(ip, owner.username, `bad${i}xx`)).status, 401);
  // Another spelling of the name is the same account.
  assert.equal(assertWait(await login(ip, owner.username.toUpperCase(), 'bad-again'), 1), 1);
  await sleep(1100);
  assert.equal((await login(ip, owner.username, 'bad5xx')).status, 401);
  assert.equal(assertWait(await login(ip, owner.username, 'bad6xx'), 2), 2, 'the wait doubles');
  await sleep(2100);
  assert.equal((await login(ip, owner.username, owner.password)).status, 200);
  assert.equal((await login(ip, owner.username, 'typo12')).status, 401, 'a fresh start after success');
});

test('one address trying many accounts is slowed, its own players are not', async () => {
  const ip = freshIp();
  const local = await registerFrom(ip);
  for (let i = 0; i < 6; i++) assert.equal((await login(ip, `nobody${ip}x${i}`, 'guess1')).status, 401);
  assertWait(await login(ip, `nobody${ip}x7`, 'guess1'), 1);
  assert.equal((await login(ip, local.username, local.password)).status, 200);
});

test('rotating through one IPv6 /64 is still one address', async () => {
  const prefix = `2001:db8:${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;
  for (let i = 1; i <= 6; i++)
    assert.equal((await login(`${prefix}::${i}`, `nobody6x${prefix}${i}`, 'guess1')).status, 401);
  assertWait(await login(`${prefix}:ffff::7`, `nobody6x${prefix}7`, 'guess1'), 1);
  assert.equal((await login(`${prefix}1::1`, `nobody6x${prefix}8`, 'guess1')).status, 401, 'another /64');
});

test('parallel guesses cannot slip past the limit', async () => {
  const owner = await registerFrom(freshIp());
  const ip = freshIp();
  const sent = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => login(ip, owner.username, `parallel${i}`)),
  );
  const count = (s: number) => answers.filter((a) => a.status === s).length;
  // Three free failures and the one that starts the delay (1 s, then 2 s, 4 s…). A busy machine may
  // spread the 30 requests over more than a second: then each delay that ran out lets one more in,
  // and no more than that.
  const delaysOver = Math.floor(Math.log2((Date.now() - sent) / 1000 + 1));
  assert.ok(count(401) >= 4 && count(401) <= 4 + delaysOver, `${count(401)} guesses got through`);
  assert.equal(count(401) + count(429), 30);
});

test('an unknown username is throttled exactly like a real one', async () => {
  const real = await registerFrom(freshIp());
  const seq = async (username: string) => {
    const ip = freshIp();
    const out: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await login(ip, username, 'wrong-pw');
      out.push(`${r.status} ${r.message} ${r.retryAfter ?? ''}`);
    }
    return out;
  };
  assert.deepEqual(await seq(`ghost${Date.now()}`), await seq(real.username));
});

test('X-Forwarded-For is believed only from the configured proxy', async () => {
  // Behind the gateway: its X-Forwarded-For names the client; what the client prepended does not.
  const player = await registerFrom(freshIp());
  const r = await login('6.6.6.6, 203.0.113.5', player.username, player.password);
  const sessions = await as(null, 'POST', 'customer/sessionhistory', {
    token: r.data.token,
    body: { skip: 0, take: 10 },
  });
  assert.equal(sessions.data.items[0].ip, '203.0.113.5');

  // A client that is not the proxy cannot choose its address.
  // (Its logins come from 127.0.0.1, which other suites share through Redis: no low login limit.)
  const direct = await startApi(undefined, {
    ...LIMITS,
    TRUST_PROXY: '10.0.0.2',
    REGISTER_LIMIT_PER_IP: '2',
    LOGIN_LIMIT_PER_IP: '100',
  });
  try {
    const demo = await login('198.51.100.77', 'demo', 'demo12345', undefined, direct);
    assert.equal(demo.status, 200, demo.message);
    const own = await as(null, 'POST', 'customer/sessionhistory', {
      token: demo.data.token,
      body: { skip: 0, take: 1 },
      server: direct,
    });
    assert.equal(own.data.items[0].ip, '127.0.0.1');
    const regs = [];
    for (let i = 0; i < 3; i++)
      regs.push((await as(freshIp(), 'POST', 'auth/register', { body: newPlayer(), server: direct })).status);
    assert.ok(regs.includes(429), `a new forged address per request is no new budget: ${regs.join(' ')}`);
  } finally {
    await direct.close();
    removeDir(direct.dataDir);
  }
});

test(
  'with Redis, replicas share one count',
  { skip: !process.env.REDIS_URL && 'needs REDIS_URL' },
  async () => {
    const other = await startApi(undefined, LIMITS);
    try {
      const ip = freshIp();
      const name = `shared${Date.now()}`;
      assert.equal((await login(ip, name, 'guess1')).status, 401);
      assert.equal((await login(ip, name, 'guess2', undefined, other)).status, 401);
      assert.equal((await login(ip, name, 'guess3')).status, 401);
      assert.equal((await login(ip, name, 'guess4', undefined, other)).status, 401);
      assertWait(await login(ip, name, 'guess5'), 1);
    } finally {
      await other.close();
      removeDir(other.dataDir);
    }
  },
);

test('with Redis gone, limits keep counting in the database, one count for every instance', async () => {
  // Two instances whose Redis is away (nothing listens on port 1), sharing the database (issue
  // 27: the limits used to fall back to a count per instance, so two replicas gave twice the tries).
  const instances = [0, 1].map(() => {
    const redis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    return new RedisStore(redis, new DbStore(api.built.db), api.built.app.log);
  });
  const [a, b] = instances as [RedisStore, RedisStore];
  const rule = { name: `outage-${Date.now()}`, free: 2, baseMs: 60_000, capMs: 60_000, windowMs: 60_000 };
  const bucket = [{ rule, key: freshIp() }];
  assert.equal(await a.attempt(bucket), 0);
  assert.equal(await b.attempt(bucket), 0);
  const third = await a.attempt(bucket);
  assert.ok(third === 0, 'the third failure is counted and starts the delay');
  const wait = await b.attempt(bucket);
  assert.ok(wait > 50_000 && wait <= 60_000, `the other instance makes the client wait too (${wait} ms)`);
  await a.settle(bucket.map((x) => ({ ...x, reset: true })));
  assert.equal(await b.attempt(bucket), 0, 'a success forgets the failures everywhere');
  assert.equal((await a.hit(rule.name, 60_000)).count, 1);
  assert.equal((await b.hit(rule.name, 60_000)).count, 2, 'window counts are shared too');
  for (const s of instances) await s.close();
});

test('registration: a hundred parallel sign-ups from one address, three get through', async () => {
  const ip = freshIp();
  const answers = await Promise.all(
    Array.from({ length: 100 }, () => as(ip, 'POST', 'auth/register', { body: newPlayer() })),
  );
  assert.equal(answers.filter((a) => a.status === 200).length, 3);
  const refused = answers.filter((a) => a.status !== 200);
  assert.equal(refused.length, 97);
  for (const r of refused) assertWait(r, 3600);
});

test('call requests are limited per address', async () => {
  const ip = freshIp();
  const body = {
    name: 'Ayşe Yılmaz',
    message: 'Please call me',
    contacts: [{ type: 1, contact: '905321234567' }],
  };
  assert.equal((await as(ip, 'POST', 'cms/callme', { body })).status, 200);
  assert.equal((await as(ip, 'POST', 'cms/callme', { body })).status, 200);
  assertWait(await as(ip, 'POST', 'cms/callme', { body }), 3600);
  assert.equal((await as(freshIp(), 'POST', 'cms/callme', { body })).status, 200);
});

test('change password: wrong old passwords bring delays, the right one still works after', async () => {
  const ip = freshIp();
  const p = await registerFrom(ip);
  const change = (oldPassword: string) =>
    as(ip, 'POST', 'customer/changepassword', {
      token: p.token,
      body: { oldPassword, password: 'brandnew1', confirmPassword: 'brandnew1' },
    });
  for (let i = 0; i < 6; i++) assert.equal((await change(`wrong${i}`)).status, 422);
  assertWait(await change(p.password), 1);
  await sleep(1100);
  assert.equal((await change(p.password)).status, 200);
});

test('code requests and code checks are limited per address', async () => {
  const ip = freshIp();
  const p = await registerFrom(ip);
  for (let i = 0; i < 4; i++)
    assert.equal(
      (await as(ip, 'POST', 'auth/sendresetpassword', { body: { username: `who${i}x` } })).status,
      200,
    );
  assertWait(await as(ip, 'POST', 'auth/sendresetpassword', { body: { username: 'who5x' } }), 3600);
  // SMS codes share the address's budget.
  assertWait(
    await as(ip, 'POST', 'customer/updatephone', { token: p.token, body: { step: 1, phone: p.phone } }),
    3600,
  );
  const checker = freshIp();
  for (let i = 0; i < 6; i++) {
    const r = await as(checker, 'POST', 'auth/checkresetcode', {
      body: { username: p.username, code: '123456' },
    });
    assert.equal(r.status, 422);
  }
  assertWait(
    await as(checker, 'POST', 'auth/checkresetcode', { body: { username: p.username, code: '123456' } }),
    3600,
  );
  assertWait(
    await as(checker, 'POST', 'customer/updatephone', {
      token: p.token,
      body: { step: 2, phone: p.phone, code: '123456' },
    }),
    3600,
  );
});

// --- 2. Uniform answers -------------------------------------------------------------------------

test('password reset: a known and an unknown username get the same answers', async () => {
  const known = await registerFrom(freshIp());
  const unknown = `ghost${Date.now()}`;
  const asker = freshIp();
  const ask = (username: string, locale = 'en') =>
    as(asker, 'POST', 'auth/sendresetpassword', { body: { username }, locale });
  const [k1, u1] = [await ask(known.username), await ask(unknown)];
  assert.deepEqual([k1.status, k1.message], [u1.status, u1.message]);
  assert.equal(k1.status, 200);
  const [k2, u2] = [await ask(known.username, 'tr'), await ask(unknown, 'tr')];
  assert.equal(k2.status, 429);
  assert.equal(u2.status, 429, 'the resend wait applies to unknown names too');
  assert.equal(k2.message.replace(/\d+/, 'N'), u2.message.replace(/\d+/, 'N'));
  assert.ok(Math.abs(Number(k2.retryAfter) - Number(u2.retryAfter)) <= 1);
});

test('password recovery is limited per requester: a stranger cannot block the owner or kill the code being typed', async () => {
  const home = freshIp();
  const fp = device();
  const owner = await registerFrom(home, {}, fp);
  assert.equal((await login(home, owner.username, owner.password, fp)).status, 200);
  const ask = (ip: string, fpOf?: string) =>
    as(ip, 'POST', 'auth/sendresetpassword', { body: { username: owner.username }, fp: fpOf });
  const codes = async (n: number) => {
    for (;;) {
      const out = (await as(null, 'GET', `dev/outbox?to=${encodeURIComponent(owner.email)}`)).data as {
        code: string;
      }[];
      if (out.length >= n) return out;
      await sleep(50);
    }
  };
  // Strangers ask for the owner's codes from two addresses, then the owner asks from its device
  // (on an address it never used) and starts typing the code.
  assert.deepEqual([(await ask(freshIp())).status, (await ask(freshIp())).status], [200, 200]);
  assert.equal((await ask(freshIp(), fp)).status, 200, 'the owner is not counted with strangers');
  const typing = (await codes(3))[0]!.code;
  // More strangers: new codes (each a new e-mail) until the per-username bound of strangers.
  assert.deepEqual([(await ask(freshIp())).status, (await ask(freshIp())).status], [200, 200]);
  assertWait(await ask(freshIp()), 3600);
  await codes(5);
  assert.equal((await ask(freshIp(), fp)).status, 429, 'one a minute per requester, the owner too');
  // The code being typed survived every newer code.
  const use = await as(home, 'POST', 'auth/changepasswordwithcode', {
    body: { username: owner.username, code: typing, password: 'newpass12', password2: 'newpass12' },
  });
  assert.equal(use.status, 200, use.message);
  const old = await as(home, 'POST', 'auth/checkresetcode', {
    body: { username: owner.username, code: (await codes(5))[1]!.code },
  });
  assert.equal(old.status, 422, 'using one code ends the others');
});

test('password reset: the answer does not wait for, or depend on, the delivery', async () => {
  const deps = api.built.deps;
  const real = deps.integrations.messages;
  const a = await registerFrom(freshIp());
  const b = await registerFrom(freshIp());
  try {
    deps.integrations.messages = {
      send: async () => {
        throw new AppError(502, 'messaging.failed');
      },
    };
    const failed = await as(freshIp(), 'POST', 'auth/sendresetpassword', { body: { username: a.username } });
    assert.equal(failed.status, 200, 'a failing mail server must not single out real accounts');
    let release = () => {};
    deps.integrations.messages = { send: () => new Promise<void>((r) => (release = r)) };
    const hanging = as(freshIp(), 'POST', 'auth/sendresetpassword', { body: { username: b.username } });
    const answer = await Promise.race([hanging, sleep(5000).then(() => null)]);
    release();
    assert.equal(answer?.status, 200, 'answered before the slow mail server finished');
  } finally {
    deps.integrations.messages = real;
  }
});

test('registration: a taken e-mail, phone or national ID get one message; a taken username is plain', async () => {
  const ip = freshIp();
  const first = await registerFrom(ip);
  const messages = new Map<string, string[]>();
  for (const locale of ['en', 'tr']) {
    for (const field of ['email', 'phone', 'PersonalNo'] as const) {
      const r = await as(freshIp(), 'POST', 'auth/register', {
        body: newPlayer({ [field]: first[field] }),
        locale,
      });
      assert.equal(r.status, 409, field);
      messages.set(locale, [...(messages.get(locale) ?? []), r.message]);
    }
  }
  assert.deepEqual(messages.get('en'), Array(3).fill(messages.get('en')![0]));
  assert.match(messages.get('en')![0]!, /cannot be used for a new account.*log in or recover your password/);
  assert.deepEqual(messages.get('tr'), Array(3).fill(messages.get('tr')![0]));
  assert.match(messages.get('tr')![0]!, /yeni bir hesap için kullanılamaz/);
  const name = await as(freshIp(), 'POST', 'auth/register', {
    body: newPlayer({ username: first.username }),
  });
  assert.equal(name.status, 409);
  assert.equal(name.message, 'This username is already taken');
});

test('phone update: the phone of another account is never revealed', async () => {
  const owner = await registerFrom(freshIp());
  const ip = freshIp();
  const asker = await registerFrom(ip);
  const free = `90532${String(Date.now()).slice(-7)}`;
  const send = (token: string, phone: string) =>
    as(ip, 'POST', 'customer/updatephone', { token, body: { step: 1, phone } });
  const taken = await send(asker.token, owner.phone);
  const other = await registerFrom(freshIp());
  const own = await as(freshIp(), 'POST', 'customer/updatephone', {
    token: other.token,
    body: { step: 1, phone: free },
  });
  assert.deepEqual([taken.status, taken.message], [own.status, own.message]);
  assert.equal((await outboxFor(owner.phone)).length, 0, 'nothing is sent to the other account’s phone');
  assert.equal((await outboxFor(free)).length, 1);
  const verify = (token: string, phone: string, code: string) =>
    as(freshIp(), 'POST', 'customer/updatephone', { token, body: { step: 2, phone, code } });
  const wrongOwn = await verify(other.token, free, '000000');
  const takenCheck = await verify(asker.token, owner.phone, '000000');
  assert.deepEqual([takenCheck.status, takenCheck.message], [wrongOwn.status, wrongOwn.message]);
  assert.equal(takenCheck.status, 422);
  assert.equal((await send(asker.token, owner.phone)).status, 429, 'the resend wait applies alike');
});

// --- 3. Codes and unique keys -------------------------------------------------------------------

test('a superseded reset code never comes back once the newest is used up', async () => {
  const p = await registerFrom(freshIp());
  const ip = freshIp();
  assert.equal(
    (await as(ip, 'POST', 'auth/sendresetpassword', { body: { username: p.username } })).status,
    200,
  );
  const first = (await outboxFor(p.username))[0]!.code;
  // A second request a minute later (the resend wait is the API's; the service has none here).
  const id = await userId(p.username);
  const newest = await issueCode(api.built.db, id, 'reset', p.email, { resendSeconds: 0, perHour: 0 });
  const use = await as(ip, 'POST', 'auth/changepasswordwithcode', {
    body: { username: p.username, code: newest, password: 'newpass1', password2: 'newpass1' },
  });
  assert.equal(use.status, 200);
  const old = await as(ip, 'POST', 'auth/checkresetcode', { body: { username: p.username, code: first } });
  assert.equal(old.status, 422);

  // Burnt by five wrong tries instead of used: the older code stays dead too.
  const again = await issueCode(api.built.db, id, 'reset', p.email, { resendSeconds: 0, perHour: 0 });
  await issueCode(api.built.db, id, 'reset', p.email, { resendSeconds: 0, perHour: 0 });
  const checker = freshIp();
  for (let i = 0; i < 5; i++)
    await as(checker, 'POST', 'auth/checkresetcode', { body: { username: p.username, code: '999999' } });
  const stale = await as(checker, 'POST', 'auth/checkresetcode', {
    body: { username: p.username, code: again },
  });
  assert.equal(stale.status, 422);
});

test('a user-code collision is retried; unique-key races answer 409, never 500', async () => {
  const real = usercodes.next;
  const taken = '10000001'; // the demo player's
  let calls = 0;
  const once = mock.method(usercodes, 'next', () => (++calls === 1 ? taken : real()));
  try {
    const r = await as(freshIp(), 'POST', 'auth/register', { body: newPlayer() });
    assert.equal(r.status, 200, r.message);
    assert.notEqual(r.data.usercode, taken);
    assert.equal(calls, 2);
    once.mock.mockImplementation(() => taken);
    const stuck = await as(freshIp(), 'POST', 'auth/register', { body: newPlayer() });
    assert.equal(stuck.status, 409, stuck.message);
  } finally {
    once.mock.restore();
  }
  const same = newPlayer();
  const race = await Promise.all(
    Array.from({ length: 20 }, () => as(freshIp(), 'POST', 'auth/register', { body: same })),
  );
  assert.deepEqual(
    race.map((r) => r.status).sort(),
    [200, ...Array(19).fill(409)],
    race.map((r) => `${r.status} ${r.message}`).join('\n'),
  );
});

// --- 4. Registration rules ----------------------------------------------------------------------

/** `YYYY-MM-DD` of today in Türkiye (UTC+3), `years` earlier and `days` later. */
function turkishDate(years: number, days = 0): string {
  const d = new Date(Date.now() + 3 * 3600_000 + days * 86_400_000);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

test('registration: 18 or older, and the message says why', async () => {
  const child = await as(freshIp(), 'POST', 'auth/register', {
    body: newPlayer({ birthDate: '2015-06-01' }),
  });
  assert.equal(child.status, 400);
  assert.equal(child.message, 'birthDate: You must be 18 or older to register');
  const tr = await as(freshIp(), 'POST', 'auth/register', {
    body: newPlayer({ birthDate: '2015-06-01' }),
    locale: 'tr',
  });
  assert.match(tr.message, /en az 18 yaşında/);
  const tomorrow = await as(freshIp(), 'POST', 'auth/register', {
    body: newPlayer({ birthDate: turkishDate(18, 1) }),
  });
  assert.equal(tomorrow.status, 400, 'turns 18 tomorrow');
  const today = await as(freshIp(), 'POST', 'auth/register', {
    body: newPlayer({ birthDate: turkishDate(18) }),
  });
  assert.equal(today.status, 200, `turns 18 today: ${today.message}`);
  const ancient = await as(freshIp(), 'POST', 'auth/register', {
    body: newPlayer({ birthDate: '0001-01-01' }),
  });
  assert.equal(ancient.status, 400);
});

test('registration: the national ID needs a valid T.C. Kimlik No checksum', async () => {
  for (const id of ['12345678901', '11111111111', `0${'12345678'}${personalNoCheckDigits('012345678')}`]) {
    const r = await as(freshIp(), 'POST', 'auth/register', { body: newPlayer({ PersonalNo: id }) });
    assert.equal(r.status, 400, id);
    assert.equal(r.message, 'PersonalNo: This is not a valid T.C. identity number');
  }
  assert.equal(
    (await as(freshIp(), 'POST', 'auth/register', { body: newPlayer({ PersonalNo: '12345678950' }) })).status,
    200,
  );
  const [demo] = await api.built.db.query<{ personal_no: string }>(
    "SELECT personal_no FROM users WHERE username = 'demo'",
  );
  assert.ok(isValidPersonalNo(demo!.personal_no), `the seeded demo player's ID ${demo!.personal_no}`);
});

// --- 5. Password hashing ------------------------------------------------------------------------

test('passwords are stored with argon2id; older scrypt hashes are replaced at the next login', async () => {
  const ip = freshIp();
  const p = await registerFrom(ip);
  const hashOf = async () =>
    (
      await api.built.db.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE username = $1',
        [p.username],
      )
    )[0]!.password_hash;
  assert.match(await hashOf(), /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  const salt = randomBytes(16);
  const key = scryptSync(p.password, salt, 32, { N: 16384, r: 8, p: 1 });
  const legacy = `scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
  await api.built.db.query('UPDATE users SET password_hash = $1 WHERE username = $2', [legacy, p.username]);
  assert.equal((await login(ip, p.username, 'not-it')).status, 401);
  assert.equal(await hashOf(), legacy);
  assert.equal((await login(ip, p.username, p.password)).status, 200);
  assert.match(await hashOf(), /^\$argon2id\$/);
  assert.equal((await login(ip, p.username, p.password)).status, 200);
  // A stored value node's scrypt refuses (it threw synchronously: a 500) is just a wrong password.
  await api.built.db.query('UPDATE users SET password_hash = $1 WHERE username = $2', [
    'scrypt$1$1$1$AA$AA',
    p.username,
  ]);
  assert.equal((await login(ip, p.username, p.password)).status, 401);
});

// --- Attacks that found nothing, kept so they stay that way --------------------------------------

test('odd headers and names never give a 500', async () => {
  const p = await registerFrom(freshIp());
  const huge = await login(freshIp(), p.username, p.password, 'f'.repeat(8000));
  assert.equal(huge.status, 200, 'an 8 kB fingerprint');
  const chain = Array.from({ length: 500 }, (_, i) => `192.0.2.${i % 250}`).join(', ');
  assert.equal((await login(chain, p.username, p.password)).status, 200, 'a 500-hop forwarded chain');
  assert.equal((await login('not-an-address', p.username, 'wrong1')).status, 401, 'a gateway passing junk');
  for (const name of ['demo\u0000', 'a\u001b[2J', 'ü'.repeat(50), '../../etc', 'x'.repeat(51)]) {
    const r = await login(freshIp(), name, 'whatever');
    assert.ok([400, 401].includes(r.status), `${JSON.stringify(name)} → ${r.status} ${r.message}`);
    const reset = await as(freshIp(), 'POST', 'auth/sendresetpassword', {
      body: { username: name.slice(0, 25) },
    });
    assert.ok(reset.status < 500, `${JSON.stringify(name)} → ${reset.status} ${reset.message}`);
  }
});
