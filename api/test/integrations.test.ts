// The real adapters beside the demo ones, each against a local stand-in for its provider's
// server: an HTTP payment provider (deposit page, signed callback, payout on approval), an SMTP
// server, an HTTP SMS gateway and a game aggregator. None is contacted at start.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { sign } from '../src/integrations/signing.js';
import { DEV_SECRETS } from '../src/config.js';
import { call, register, removeDir, startApi, type Running } from './helpers.js';
import { CARD, operatorToken, PAPARA, signedPost, waitUntil, wallet, withdraw } from './money-helpers.js';

interface Seen {
  path: string;
  auth: string | undefined;
  body: Record<string, unknown>;
}

const seen: Seen[] = [];
const mails: string[] = [];
let provider: Server;
let smtp: TcpServer;
let providerUrl = '';
let smtpPort = 0;
let api: Running;
let base: string;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let s = '';
    req.on('data', (c: Buffer) => (s += c));
    req.on('end', () => resolve(s));
  });

/** One HTTP server standing in for the PSP, the SMS gateway and the game aggregator. */
function startProvider(): Promise<void> {
  provider = createServer(async (req, res) => {
    const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    seen.push({ path: req.url ?? '', auth: req.headers.authorization, body });
    res.setHeader('content-type', 'application/json');
    if (req.url === '/psp/payments')
      return res.end(
        JSON.stringify({ id: `psp_${body.reference}`, redirectUrl: 'https://pay.psp.test/checkout/1' }),
      );
    if (req.url === '/psp/payouts') return res.end(JSON.stringify({ id: 'po_1' }));
    if (req.url === '/sms') return res.end('{}');
    if (req.url === '/games/launch')
      return res.end(JSON.stringify({ url: 'https://games.aggregator.test/play/1' }));
    res.statusCode = 404;
    res.end('{}');
  });
  return new Promise((resolve) =>
    provider.listen(0, '127.0.0.1', () => {
      providerUrl = `http://127.0.0.1:${(provider.address() as { port: number }).port}`;
      resolve();
    }),
  );
}

/** A minimal SMTP server (RFC 5321 happy path) that keeps each message's DATA. */
function startSmtp(): Promise<void> {
  smtp = createTcpServer((socket) => {
    let data: string | null = null;
    socket.write('220 smtp.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split('\r\n')) {
        if (data !== null) {
          if (line === '.') {
            mails.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        if (/^(EHLO|HELO)/i.test(line)) socket.write('250 smtp.test\r\n');
        else if (/^(MAIL|RCPT)/i.test(line)) socket.write('250 ok\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else if (line) socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    smtp.listen(0, '127.0.0.1', () => {
      smtpPort = (smtp.address() as { port: number }).port;
      resolve();
    }),
  );
}

before(async () => {
  await startProvider();
  await startSmtp();
  api = await startApi(undefined, {
    PAYMENT_PROVIDER: 'psp',
    PSP_API_URL: `${providerUrl}/psp`,
    PSP_API_KEY: 'psp-key-of-the-test',
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'playhub <no-reply@playhub.test>',
    SMS_TRANSPORT: 'http',
    SMS_API_URL: `${providerUrl}/sms`,
    SMS_API_TOKEN: 'sms-token-of-the-test',
    GAME_PROVIDER: 'aggregator',
    GAME_AGGREGATOR_URL: `${providerUrl}/games`,
    GAME_AGGREGATOR_KEY: 'aggregator-key-of-the-test',
  });
  base = api.base;
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
  provider.close();
  smtp.close();
});

test('nothing is contacted at start, and health names no demo adapter but the sportsbook', async () => {
  assert.deepEqual(seen, []);
  assert.deepEqual((await call(base, 'GET', 'health')).data.demoIntegrations, ['sportsbook']);
});

test("HTTP payment provider: the deposit page is the provider's; only its signed callback credits", async () => {
  const { token } = await register(base);
  const dep = await call(base, 'POST', 'payment/deposit', {
    token,
    body: { id: CARD, target: 'pay', detail: { cardHolder: 'Ayşe Gül', installments: 1, amount: 300 } },
  });
  assert.equal(dep.status, 200, dep.message);
  assert.equal(dep.data, 'https://pay.psp.test/checkout/1');
  const sent = seen.find((s) => s.path === '/psp/payments')!;
  assert.equal(sent.auth, 'Bearer psp-key-of-the-test');
  assert.equal(sent.body.amount, '300.00');
  assert.match(String(sent.body.callbackUrl), /\/api\/payment\/callback\/psp$/);
  assert.equal((await wallet(base, token)).balance, 0);
  const body = {
    event: 'payment.succeeded',
    reference: sent.body.reference,
    providerReference: `psp_${sent.body.reference}`,
    amount: '300.00',
    currency: 'TRY',
  };
  assert.equal(
    (await signedPost(base, 'payment/callback/demo', body)).status,
    404,
    'not the configured provider',
  );
  assert.equal((await signedPost(base, 'payment/callback/psp', body)).status, 200);
  assert.equal((await wallet(base, token)).balance, 300);

  // A message-state method is confirmed by the provider later, the same way.
  const msg = await call(base, 'POST', 'payment/deposit', {
    token,
    body: { id: PAPARA, target: 'pay', detail: { accountNo: '1234567890', amount: 100 } },
  });
  assert.equal(msg.data, null);
  assert.equal((await wallet(base, token)).balance, 300);
});

test('HTTP payment provider: an approved withdrawal is paid out through it', async () => {
  const { token } = await register(base);
  await call(base, 'POST', 'payment/deposit', {
    token,
    body: { id: CARD, target: 'pay', detail: { cardHolder: 'Ayşe Gül', installments: 1, amount: 200 } },
  });
  const sent = seen.filter((s) => s.path === '/psp/payments').at(-1)!;
  await signedPost(base, 'payment/callback/psp', {
    event: 'payment.succeeded',
    reference: sent.body.reference,
    providerReference: 'x1',
    amount: '200.00',
    currency: 'TRY',
  });
  const w = await withdraw(base, token, 150);
  assert.equal(w.status, 200, w.message);
  const op = await operatorToken(base);
  const approved = await call(base, 'POST', 'operator/withdrawals/approve', {
    token: op,
    body: { id: w.data.transactionId },
  });
  assert.equal(approved.status, 200, approved.message);
  const payout = seen.find((s) => s.path === '/psp/payouts')!;
  assert.equal(payout.body.amount, '150.00');
  assert.deepEqual(payout.body.destination, { accountNo: '1234567890', amount: 150 });
  assert.deepEqual(await wallet(base, token), {
    balance: 50,
    withdrawable: 50,
    held: 0,
    bonus: 0,
    wagering: null,
  });
});

test('SMTP e-mail and HTTP SMS deliver codes; the development inbox has none', async () => {
  const p = await register(base);
  assert.equal(
    (await call(base, 'POST', 'auth/sendresetpassword', { body: { username: p.username } })).status,
    200,
  );
  await waitUntil(
    async () => mails.length,
    (n) => n > 0,
  );
  assert.match(mails.at(-1)!, new RegExp(`To: ${p.player.email}`, 'i'));
  assert.match(mails.at(-1)!, /\d{6}/);
  assert.equal(
    (await call(base, 'POST', 'customer/updatephone', { token: p.token, body: { step: 1, phone: p.phone } }))
      .status,
    200,
  );
  // Codes are delivered after the answer (the same timing whether or not an account exists).
  await waitUntil(async () => seen.some((s) => s.path === '/sms'), Boolean);
  const sms = seen.find((s) => s.path === '/sms')!;
  assert.equal(sms.auth, 'Bearer sms-token-of-the-test');
  assert.equal(sms.body.to, `+${p.phone}`, 'in E.164');
  assert.match(String(sms.body.text), /\d{6}/);
  assert.deepEqual((await call(base, 'GET', `dev/outbox?to=${p.username}`)).data, []);
});

test('game aggregator: the launch goes to it with our session token, which its wallet calls then use', async () => {
  const { token } = await register(base);
  const games = await call(base, 'POST', 'casino/categorygames', {
    body: { systemCategory: [1, 2, 3, 4, 5, 6] },
  });
  const game = games.data.find((g: { providerName: string }) => g.providerName === 'Digitain');
  const launch = await call(base, 'POST', 'casino/dtlaunchurl', { token, body: { code: game.gameCode } });
  assert.equal(launch.data, 'https://games.aggregator.test/play/1');
  const sent = seen.find((s) => s.path === '/games/launch')!;
  assert.equal(sent.auth, 'Bearer aggregator-key-of-the-test');
  const balance = await signedPost(
    base,
    'gamewallet/balance',
    { provider: 'Digitain', session: sent.body.session },
    { secret: DEV_SECRETS.GAME_WALLET_SECRET },
  );
  assert.equal(balance.status, 200);
  assert.equal((balance.data as { balance: string }).balance, '0.00');
  assert.equal((await fetch(`${base}/api/demo/game/digitain?session=x`)).status, 404, 'no demo game pages');
});

test('a signature made with the payment secret is not a game-wallet signature', async () => {
  const raw = JSON.stringify({ provider: 'Digitain', session: 'x' });
  const r = await signedPost(base, 'gamewallet/balance', null, {
    raw,
    header: sign(DEV_SECRETS.PAYMENT_CALLBACK_SECRET, raw),
  });
  assert.equal(r.status, 401);
});
