// `pnpm audit:security`: replays the attacks of the identity and money issues (15, 16, 28) against
// started API instances and prints what held. Without arguments it starts two of its own on fresh
// PGlite databases — development (as `npm start` runs it) and production with the demo adapters
// allowed — and stops them after. `--base <url> --mode development|production` audits one that
// runs already (on this machine, for the loopback checks). Exit code 1 when any check fails.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { personalNoCheckDigits } from '@playhub/shared/contracts';
import { DEV_SECRETS } from '../config.js';
import { sign } from '../integrations/signing.js';

type Mode = 'development' | 'production';
interface Target {
  base: string;
  mode: Mode;
  headersTimeoutMs: number;
  /** The instance's signing secrets, when this run knows them (it started the instance). */
  secrets?: { payment: string; game: string };
}
interface Answer {
  status: number;
  body: { success?: boolean; message?: string; data?: unknown } | null;
  headers: Headers;
  text: string;
}

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const results: { name: string; ok: boolean; detail: string }[] = [];

async function request(
  t: Target,
  method: 'GET' | 'POST',
  url: string,
  opts: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-locale': 'en', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (method === 'POST') headers['content-type'] ??= 'application/json';
  const res = await fetch(`${t.base}${url}`, {
    signal: AbortSignal.timeout(30_000),
    method,
    headers,
    body: method === 'POST' ? (opts.raw ?? JSON.stringify(opts.body ?? {})) : undefined,
  });
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, headers: res.headers, text };
}

/** A check that has not finished by then failed: the audit never hangs a pipeline. */
const CHECK_TIMEOUT_MS = 90_000;

async function check(name: string, run: () => Promise<string | null>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`), CHECK_TIMEOUT_MS);
  });
  try {
    const problem = await Promise.race([run(), late]);
    results.push({ name, ok: problem === null, detail: problem ?? '' });
  } catch (err) {
    results.push({ name, ok: false, detail: `threw ${String(err)}` });
  } finally {
    clearTimeout(timer);
  }
}

let serial = 0;
function player() {
  serial += 1;
  const tag = `${Date.now().toString().slice(-6)}${serial}`;
  const nine = `2${tag.padStart(8, '0').slice(-8)}`;
  return {
    name: 'Audit',
    surname: 'Oyuncu',
    username: `audit${tag}`,
    email: `audit${tag}@example.com`,
    phone: `90555${tag.padStart(7, '0').slice(-7)}`,
    PersonalNo: `${nine}${personalNoCheckDigits(nine)}`,
    country: 235,
    currencyId: 1,
    birthDate: '1990-01-01',
    trialBonus: 1,
    password: 'audit-password-1',
    password2: 'audit-password-1',
    acceptTerms: true,
  };
}

async function registered(t: Target) {
  const p = player();
  // The site sends a device id with every request; the owner's device is known to the account.
  const device = `audit-device-${p.username}-0000000000`;
  const r = await request(t, 'POST', '/api/auth/register', { body: p, headers: { 'x-fingerprint': device } });
  if (r.status !== 200) throw new Error(`registration failed: ${r.status} ${r.body?.message}`);
  return { ...p, session: r.body!.data as Record<string, string> };
}

/** The checks of one instance. */
async function audit(t: Target): Promise<void> {
  const tag = `[${t.mode}]`;

  await check(`${tag} the development inbox answers no one but local clients`, async () => {
    const r = await request(t, 'GET', '/api/dev/outbox?to=demo', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    return r.status === 404 ? null : `status ${r.status}`;
  });
  await check(`${tag} spoofed live notifications need a local client`, async () => {
    const r = await request(t, 'POST', '/api/dev/broadcast', {
      body: { message: { title: 'spoof' } },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    return r.status === 404 ? null : `status ${r.status}`;
  });

  await check(`${tag} wrong passwords from other addresses never lock the owner out`, async () => {
    const victim = await registered(t);
    for (let i = 0; i < 12; i++) {
      await request(t, 'POST', '/api/auth/login', {
        body: { username: victim.username, password: `wrong-${i}` },
        headers: {
          'x-forwarded-for': `198.51.100.${i}`,
          'x-fingerprint': `attacker-device-${i}-000000000000`,
        },
      });
    }
    const owner = await request(t, 'POST', '/api/auth/login', {
      body: { username: victim.username, password: victim.password },
      headers: { 'x-fingerprint': victim.session.fingerprint! },
    });
    return owner.status === 200 ? null : `owner got ${owner.status}`;
  });

  await check(`${tag} a client-chosen X-Forwarded-For does not reset the per-address limit`, async () => {
    const victim = await registered(t);
    let limited = false;
    for (let i = 0; i < 30 && !limited; i++) {
      const r = await request(t, 'POST', '/api/auth/login', {
        body: { username: victim.username, password: `guess-${i}` },
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
      limited = r.status === 429;
    }
    return limited ? null : 'thirty guesses with rotating X-Forwarded-For were never slowed down';
  });

  await check(`${tag} a sportsbook token forged with the old hard-coded secret shows no one`, async () => {
    const { createHmac } = await import('node:crypto');
    const body = `betsy.1.${Math.floor(Date.now() / 1000) + 3600}`;
    const token = `${body}.${createHmac('sha256', 'playhub-demo-sportsbook-secret').update(body).digest('base64url')}`;
    const me = await registered(t);
    const url = new URL(me.session.betsyUrl!);
    url.searchParams.set('token', token);
    const page = await fetch(url).then((r) => r.text());
    return /Logged in as/.test(page) ? 'the forged token was accepted' : null;
  });

  await check(`${tag} password reset answers alike for real and unknown accounts`, async () => {
    const real = (await registered(t)).username;
    const nobody = `nobody${Date.now()}`;
    const ask = (username: string) =>
      request(t, 'POST', '/api/auth/sendresetpassword', { body: { username } });
    const [a1, b1] = [await ask(real), await ask(nobody)];
    const [a2, b2] = [await ask(real), await ask(nobody)];
    const same = (x: Answer, y: Answer) => x.status === y.status && x.body?.message === y.body?.message;
    if (!same(a1, b1))
      return `first request: ${a1.status} "${a1.body?.message}" vs ${b1.status} "${b1.body?.message}"`;
    return same(a2, b2) ? null : `second request: ${a2.status} vs ${b2.status}`;
  });

  await check(`${tag} registration does not tell whose e-mail, phone or national ID is taken`, async () => {
    const a = await registered(t);
    const messages = new Set<string>();
    for (const field of ['email', 'phone', 'PersonalNo'] as const) {
      const r = await request(t, 'POST', '/api/auth/register', { body: { ...player(), [field]: a[field] } });
      if (r.status !== 409) return `${field}: status ${r.status}`;
      messages.add(r.body?.message ?? '');
    }
    return messages.size === 1 ? null : `different messages: ${[...messages].join(' | ')}`;
  });

  await check(`${tag} logout ends the hub socket, the game session and the sportsbook token`, async () => {
    const me = await registered(t);
    const token = me.session.token!;
    const hub = new URL(`${t.base}/hub/frnotify?fingerprint=audit&access_token=${encodeURIComponent(token)}`);
    hub.protocol = hub.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(hub);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    ws.send('{"protocol":"json","version":1}\u001e');
    await new Promise((r) => setTimeout(r, 200));
    const closed = new Promise<boolean>((resolve) => {
      ws.once('close', () => resolve(true));
      setTimeout(() => resolve(false), 5000);
    });
    const games = await request(t, 'POST', '/api/casino/categorygames', {
      body: { systemCategory: [1, 2, 3, 4, 5, 6] },
    });
    const game = (games.body?.data as { providerName: string; gameCode: string }[]).find(
      (g) => g.providerName === 'Digitain',
    )!;
    const launch = await request(t, 'POST', '/api/casino/dtlaunchurl', {
      token,
      body: { code: game.gameCode },
    });
    const launchUrl = new URL(launch.body?.data as string);
    await request(t, 'GET', '/api/auth/logout', { token });
    if (!(await closed)) return 'the hub socket stayed open after logout';
    const spin = await fetch(`${launchUrl.origin}/api/demo/game/spin`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ session: launchUrl.searchParams.get('session'), stake: 1 }),
    });
    if (spin.status !== 401) return `a spin after logout answered ${spin.status}`;
    const url = new URL(me.session.betsyUrl!);
    url.searchParams.set('token', me.session.betsyToken!);
    const page = await fetch(url).then((r) => r.text());
    return /Logged in as/.test(page) ? 'the sportsbook token outlived logout' : null;
  });

  await check(`${tag} provider frames are served from another origin than the site's`, async () => {
    const me = await registered(t);
    const site = new URL(t.base).origin;
    const sports = new URL(me.session.betsyUrl!).origin;
    return sports !== site ? null : `the sportsbook frame is on the site's origin ${site}`;
  });

  await check(`${tag} security headers on the Node server's answers`, async () => {
    const r = await request(t, 'GET', '/api/health');
    const missing = ['x-content-type-options', 'referrer-policy', 'x-frame-options'].filter(
      (h) => !r.headers.get(h),
    );
    return missing.length === 0 ? null : `missing ${missing.join(', ')}`;
  });

  await check(`${tag} slow request heads are cut off (slowloris)`, async () => {
    const { hostname, port } = new URL(t.base);
    const socket = connect(Number(port), hostname);
    // The server closing the socket is the expected outcome; a write after it must not throw.
    socket.on('error', () => undefined);
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write('X-a: b\r\n');
    }, 500);
    const closed = await new Promise<boolean>((resolve) => {
      socket.once('close', () => resolve(true));
      setTimeout(() => resolve(false), t.headersTimeoutMs + 5000);
    });
    clearInterval(drip);
    socket.destroy();
    return closed ? null : `still open after ${t.headersTimeoutMs + 5000} ms`;
  });

  await check(`${tag} a NUL byte in a string is a 400, never a 500`, async () => {
    for (const [url, body] of [
      ['/api/auth/login', { username: 'a\u0000b', password: 'x\u0000yz' }],
      ['/api/auth/sendresetpassword', { username: 'demo\u0000' }],
      ['/api/casino/games', { live: false, search: '\u0000', skip: 0, take: 5 }],
    ] as const) {
      const r = await request(t, 'POST', url, { body });
      if (r.status !== 400) return `${url} answered ${r.status}`;
    }
    return null;
  });

  await check(`${tag} lookups never reach object prototypes`, async () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const r = await request(t, 'GET', `/api/media/payment/${key}.svg`);
      if (r.status >= 500) return `/api/media/payment/${key}.svg answered ${r.status}`;
    }
    return null;
  });

  await check(`${tag} children and invalid national IDs cannot register`, async () => {
    const child = await request(t, 'POST', '/api/auth/register', {
      body: { ...player(), birthDate: '2015-05-17' },
    });
    if (child.status !== 400) return `birth year 2015 answered ${child.status}`;
    const id = await request(t, 'POST', '/api/auth/register', {
      body: { ...player(), PersonalNo: '12345678901' },
    });
    return id.status === 400 ? null : `a national ID without its checksum answered ${id.status}`;
  });

  await check(`${tag} a message-state deposit credits nothing until the provider confirms`, async () => {
    const me = await registered(t);
    const token = me.session.token!;
    await request(t, 'POST', '/api/payment/deposit', {
      token,
      body: { id: 4, target: 'pay', detail: { accountNo: '1234567890', amount: 100 } },
    });
    const b = await request(t, 'GET', '/api/user/balance', { token });
    return (b.body?.data as { balance: number }).balance === 0 ? null : 'credited at once';
  });

  await check(`${tag} unsigned and forged payment callbacks are refused`, async () => {
    const body = {
      event: 'payment.succeeded',
      reference: 'dep_x',
      providerReference: 'x',
      amount: '100.00',
      currency: 'TRY',
    };
    const unsigned = await request(t, 'POST', '/api/payment/callback/demo', { body });
    const forged = await request(t, 'POST', '/api/payment/callback/demo', {
      body,
      headers: { 'x-playhub-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
    });
    return unsigned.status === 401 && forged.status === 401 ? null : `${unsigned.status} / ${forged.status}`;
  });

  await check(`${tag} the trial bonus waits for phone verification and is not withdrawable`, async () => {
    const me = await registered(t);
    const r = await request(t, 'GET', '/api/bonus/definetrialbonus', { token: me.session.token! });
    return r.status === 422 ? null : `claimed without a verified phone: ${r.status}`;
  });

  // Issue 28: payout details, one person behind one exclusion, no password oracle, the sportsbook.
  await check(`${tag} a bank payout to an IBAN with wrong check digits is refused`, async () => {
    const me = await registered(t);
    const r = await request(t, 'POST', '/api/payment/withdraw', {
      token: me.session.token!,
      body: {
        id: 1,
        target: 'pay',
        detail: { bank: 2, iban: 'TR12 0006 1005 1978 6457 8413 26', fullName: 'Ayşe Gül', amount: 100 },
      },
    });
    return r.status === 400 && /^IBAN: /.test(r.body?.message ?? '')
      ? null
      : `accepted or refused for another reason: ${r.status} ${r.body?.message}`;
  });

  await check(`${tag} one phone written another way opens no second account`, async () => {
    const me = await registered(t);
    const again = { ...player(), phone: `0${me.phone.slice(2)}` };
    const r = await request(t, 'POST', '/api/auth/register', { body: again });
    return r.status === 409 ? null : `${again.phone} after ${me.phone}: ${r.status}`;
  });

  await check(
    `${tag} an excluded player's login answers alike for the right and a wrong password`,
    async () => {
      // A surname of its own: the person behind this exclusion must not be the other checks' player.
      const p = { ...player(), trialBonus: 0 };
      p.surname = `Ayrı${[...p.username.slice(5)].map((d) => 'abcdefghij'[Number(d)]).join('')}`;
      const reg = await request(t, 'POST', '/api/auth/register', { body: p });
      if (reg.status !== 200) return `registration failed: ${reg.status} ${reg.body?.message}`;
      const token = (reg.body!.data as { token: string }).token;
      const ex = await request(t, 'POST', '/api/protection/exclusion', {
        token,
        body: { kind: 'timeout', hours: 24, confirm: true },
      });
      if (ex.status !== 200) return `time-out not taken: ${ex.status} ${ex.body?.message}`;
      const login = (password: string) =>
        request(t, 'POST', '/api/auth/login', { body: { username: p.username, password } });
      const [right, wrong] = [await login(p.password), await login('audit-password-2')];
      return right.status === wrong.status && right.body?.message === wrong.body?.message
        ? null
        : `right password ${right.status} '${right.body?.message}', wrong ${wrong.status} '${wrong.body?.message}'`;
    },
  );

  await check(`${tag} the sportsbook's token lookup exists and refuses unsigned calls`, async () => {
    const me = await registered(t);
    const r = await request(
      t,
      'GET',
      `/api/sportsbook/player?brand=betsy&token=${encodeURIComponent(me.session.betsyToken ?? 'x')}`,
    );
    return r.status === 401 ? null : `unsigned lookup: ${r.status}`;
  });

  // Issue 28: money that no accepted stake or payment backs.
  if (t.secrets) {
    const secrets = t.secrets;
    const signed = (url: string, body: unknown, secret: string, header?: string) => {
      const raw = JSON.stringify(body);
      return request(t, 'POST', url, {
        raw,
        headers: { 'x-playhub-signature': header ?? sign(secret, raw) },
      });
    };
    const game = async (token: string) => {
      const games = await request(t, 'POST', '/api/casino/categorygames', {
        body: { systemCategory: [1, 2, 3, 4, 5, 6] },
      });
      const g = (games.body?.data as { providerName: string; gameCode: string }[]).find(
        (x) => x.providerName === 'Digitain',
      )!;
      const launch = await request(t, 'POST', '/api/casino/dtlaunchurl', {
        token,
        body: { code: g.gameCode },
      });
      return {
        provider: 'Digitain',
        session: new URL(launch.body?.data as string).searchParams.get('session')!,
      };
    };
    const balance = async (token: string) =>
      ((await request(t, 'GET', '/api/user/balance', { token })).body?.data as { balance: number }).balance;

    await check(`${tag} a win on a round whose only stake was refused is not paid`, async () => {
      const me = await registered(t);
      const token = me.session.token!;
      const s = await game(token);
      const round = `audit-r-${Date.now()}`;
      const move = { ...s, roundId: round, currency: 'TRY' };
      await signed(
        '/api/gamewallet/debit',
        { ...move, transactionId: `${round}-d`, amount: '5.00' },
        secrets.game,
      );
      const win = await signed(
        '/api/gamewallet/credit',
        { ...move, transactionId: `${round}-c`, amount: '500.00' },
        secrets.game,
      );
      const after = await balance(token);
      return win.status === 404 && after === 0 ? null : `credit ${win.status}, balance ${after}`;
    });

    await check(`${tag} a stake of a settled round is not rolled back`, async () => {
      const me = await registered(t);
      const token = me.session.token!;
      const s = await game(token);
      // Funded by a deposit the demo provider confirms by itself.
      await request(t, 'POST', '/api/payment/deposit', {
        token,
        body: { id: 4, target: 'pay', detail: { accountNo: '1234567890', amount: 100 } },
      });
      for (let i = 0; i < 100 && (await balance(token)) < 100; i++)
        await new Promise((r) => setTimeout(r, 100));
      const round = `audit-s-${Date.now()}`;
      const move = { ...s, roundId: round, currency: 'TRY' };
      await signed(
        '/api/gamewallet/debit',
        { ...move, transactionId: `${round}-d`, amount: '100.00' },
        secrets.game,
      );
      await signed(
        '/api/gamewallet/credit',
        { ...move, transactionId: `${round}-w`, amount: '200.00', roundClosed: true },
        secrets.game,
      );
      const rb = await signed(
        '/api/gamewallet/rollback',
        { ...s, roundId: round, transactionId: `${round}-rb`, referenceTransactionId: `${round}-d` },
        secrets.game,
      );
      const after = await balance(token);
      return rb.status === 409 && after === 200
        ? null
        : `rollback ${rb.status}, balance ${after} (200 expected)`;
    });

    await check(
      `${tag} a payment callback whose signature is spelled another way (t=0…) is refused`,
      async () => {
        const body = {
          event: 'payment.succeeded',
          reference: 'dep_audit',
          providerReference: 'audit',
          amount: '1.00',
          currency: 'TRY',
        };
        const header = sign(secrets.payment, JSON.stringify(body));
        const first = await signed('/api/payment/callback/demo', body, secrets.payment, header);
        const zero = await signed(
          '/api/payment/callback/demo',
          body,
          secrets.payment,
          header.replace('t=', 't=0'),
        );
        return first.status === 404 && zero.status === 401
          ? null
          : `signed ${first.status}, t=0 ${zero.status}`;
      },
    );
  }

  if (t.mode === 'development') {
    const balance = async (token: string) =>
      ((await request(t, 'GET', '/api/user/balance', { token })).body?.data as { balance: number }).balance;
    // This instance loses every payout answer (DEMO_PSP_LOSE_PAYOUT_ANSWER_EVERY=1).
    await check(`${tag} a payout whose answer was lost is not sent twice by approving again`, async () => {
      const op = await request(t, 'POST', '/api/operator/login', {
        body: { username: 'operator', password: 'operator12345' },
      });
      const opToken = (op.body?.data as { token: string }).token;
      const me = await registered(t);
      const token = me.session.token!;
      await request(t, 'POST', '/api/payment/deposit', {
        token,
        body: { id: 4, target: 'pay', detail: { accountNo: '1234567890', amount: 200 } },
      });
      for (let i = 0; i < 100 && (await balance(token)) < 200; i++)
        await new Promise((r) => setTimeout(r, 100));
      const w = await request(t, 'POST', '/api/payment/withdraw', {
        token,
        body: { id: 4, target: 'pay', detail: { accountNo: '1234567890', amount: 100 } },
      });
      const id = (w.body?.data as { transactionId: number }).transactionId;
      const first = await request(t, 'POST', '/api/operator/withdrawals/approve', {
        token: opToken,
        body: { id },
      });
      const second = await request(t, 'POST', '/api/operator/withdrawals/approve', {
        token: opToken,
        body: { id },
      });
      return first.status === 200 && second.status === 409
        ? null
        : `approve ${first.status}, again ${second.status}`;
    });
  }

  // Last: it uses up this address's registrations for the hour.
  await check(`${tag} many registrations from one address are throttled`, async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        request(t, 'POST', '/api/auth/register', {
          body: player(),
          headers: { 'x-forwarded-for': '203.0.113.77' },
        }),
      ),
    );
    return results.some((r) => r.status === 429)
      ? null
      : 'forty registrations from one address all went through';
  });

  if (t.mode === 'production') {
    await check(`${tag} no demo player and no OpenAPI docs`, async () => {
      const login = await request(t, 'POST', '/api/auth/login', {
        body: { username: 'demo', password: 'demo12345' },
      });
      const docs = await request(t, 'GET', '/api/docs');
      return login.status === 401 && docs.status === 404
        ? null
        : `demo login ${login.status}, docs ${docs.status}`;
    });
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function startInstance(mode: Mode): Promise<{ target: Target; stop: () => void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `playhub-audit-${mode}-`));
  const siteDir = path.join(apiRoot, '../dist/site');
  const secret = () => randomBytes(32).toString('hex');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    PROVIDERS_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    HEADERS_TIMEOUT_MS: '3000',
    // Room for the players the checks register before the flood check uses the rest.
    REGISTER_LIMIT_PER_IP: '30',
    ...(existsSync(path.join(siteDir, 'index.html')) ? { SITE_DIR: siteDir } : {}),
    ...(mode === 'production'
      ? {
          NODE_ENV: 'production',
          ALLOW_DEMO_INTEGRATIONS: 'true',
          OPERATOR_KEY: secret(),
          PAYMENT_CALLBACK_SECRET: secret(),
          GAME_WALLET_SECRET: secret(),
          SPORTSBOOK_TOKEN_SECRET: secret(),
          SITE_SIGNING_SECRET: secret(),
          TWO_FACTOR_SECRET: secret(),
        }
      : { DEMO_PSP_LOSE_PAYOUT_ANSWER_EVERY: '1', WITHDRAW_AUTO_APPROVE_SECONDS: '0' }),
  };
  const secrets = {
    payment: env.PAYMENT_CALLBACK_SECRET ?? DEV_SECRETS.PAYMENT_CALLBACK_SECRET,
    game: env.GAME_WALLET_SECRET ?? DEV_SECRETS.GAME_WALLET_SECRET,
  };
  // The production instance is the compiled API, as deployed (main.ts refuses production under tsx).
  const entry =
    mode === 'production' ? ['--enable-source-maps', 'dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: apiRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`the ${mode} instance exited (${child.exitCode})`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    target: { base, mode, headersTimeoutMs: 3000, secrets },
    stop: () => {
      child.kill('SIGTERM');
      setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 2000).unref();
    },
  };
}

const args = process.argv.slice(2);
const baseArg = args[args.indexOf('--base') + 1];
const instances: { stop: () => void }[] = [];
// Whatever happens, the instances this run started end with it.
process.on('exit', () => instances.forEach((i) => i.stop()));
try {
  if (args.includes('--base') && baseArg) {
    const mode = (args[args.indexOf('--mode') + 1] as Mode | undefined) ?? 'production';
    await audit({ base: baseArg.replace(/\/+$/, ''), mode, headersTimeoutMs: 15_000 });
  } else {
    const compiled = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: apiRoot, stdio: 'inherit' });
    if (compiled.status !== 0) throw new Error('the API did not compile (node api/scripts/build.mjs)');
    for (const mode of ['development', 'production'] as const) {
      const started = await startInstance(mode);
      instances.push(started);
      await audit(started.target);
    }
  }
} finally {
  for (const i of instances) i.stop();
}
for (const r of results) console.log(`${r.ok ? '✔' : '✘'} ${r.name}${r.ok ? '' : ` — ${r.detail}`}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`\n${results.length - failed} of ${results.length} held${failed ? `; ${failed} failed` : ''}`);
process.exit(failed ? 1 : 0);
