// The hub against the real @microsoft/signalr client: the client is the conformance test.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import { registerLive, type Live } from '../src/live/index.js';

interface Running {
  app: FastifyInstance;
  live: Live;
  port: number;
}

// Fake auth: token 'good' is user 1 (session 11), 'good2' is user 1 on another device (session 12),
// 'other' is user 2 (session 21); anything else is refused.
const SESSIONS: Record<string, { userId: number; sessionId: number }> = {
  good: { userId: 1, sessionId: 11 },
  good2: { userId: 1, sessionId: 12 },
  other: { userId: 2, sessionId: 21 },
};
const authenticate = async (token: string) => SESSIONS[token] ?? null;

async function start(port = 0): Promise<Running> {
  const app = Fastify({ logger: false });
  const live = await registerLive(app, { authenticate });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  assert.ok(address && typeof address === 'object');
  return { app, live, port: address.port };
}

function client(port: number, token: string, reconnect = true): HubConnection {
  const b = new HubConnectionBuilder()
    .withUrl(`http://127.0.0.1:${port}/hub/frnotify?fingerprint=test-fp`, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => token,
    })
    .configureLogging(LogLevel.None);
  return (reconnect ? b.withAutomaticReconnect() : b).build();
}

/** Resolves with the next NotifyMessage the connection receives. */
function nextNotify(conn: HubConnection): Promise<[string, unknown]> {
  return new Promise((resolve) => {
    const handler = (cmd: string, message: unknown): void => {
      conn.off('NotifyMessage', handler);
      resolve([cmd, message]);
    };
    conn.on('NotifyMessage', handler);
  });
}

function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    p,
    new Promise<T>((_, rej) => setTimeout(() => rej(new Error(`timeout: ${what}`)), ms)),
  ]);
}

const open: HubConnection[] = [];
const apps: FastifyInstance[] = [];
after(async () => {
  await Promise.allSettled(open.map((c) => c.stop()));
  await Promise.allSettled(apps.map((a) => a.close()));
});

test('a connected client receives a published NotifyMessage, in every tab of the user only', async () => {
  const s = await start();
  apps.push(s.app);
  const tab1 = client(s.port, 'good');
  const tab2 = client(s.port, 'good');
  const stranger = client(s.port, 'other');
  open.push(tab1, tab2, stranger);
  await Promise.all([tab1.start(), tab2.start(), stranger.start()]);
  assert.equal(s.live.connectionCount(), 3);

  let strangerGot = false;
  stranger.on('NotifyMessage', () => (strangerGot = true));
  const got = Promise.all([nextNotify(tab1), nextNotify(tab2)]);
  const note = {
    id: 7,
    title: 'Deposit',
    note: '100 ₺',
    type: 1,
    timeStamp: '2025-01-01T10:00:00',
    isRead: false,
  };
  await s.live.publish(1, { cmd: 'Notification', message: note });
  const [a, b] = await within(got, 2000, 'notify');
  assert.deepEqual(a, ['Notification', note]);
  assert.deepEqual(b, ['Notification', note]);

  const all = nextNotify(stranger);
  await s.live.publishAll({ cmd: 'Notification', message: { id: 8 } });
  assert.deepEqual(await within(all, 2000, 'broadcast'), ['Notification', { id: 8 }]);
  assert.equal(strangerGot, true);
  await Promise.all([tab1.stop(), tab2.stop(), stranger.stop()]);
  await s.app.close();
});

test('the client reconnects after the server closes and restarts on the same port', async () => {
  const first = await start();
  const conn = client(first.port, 'good');
  open.push(conn);
  await conn.start();

  const reconnecting = new Promise<Error | undefined>((r) => conn.onreconnecting(r));
  const reconnected = new Promise<void>((r) => conn.onreconnected(() => r()));
  await first.app.close();
  const why = await within(reconnecting, 2000, 'reconnecting');
  assert.match(String(why?.message), /Server is restarting/);

  // The client's schedule is 0, 2, 10, 30 s: the 2 s attempt finds the new server.
  const second = await start(first.port);
  apps.push(second.app);
  await within(reconnected, 6000, 'reconnected');
  const got = nextNotify(conn);
  await second.live.publish(1, { cmd: 'Notification', message: { id: 9 } });
  assert.deepEqual(await within(got, 2000, 'notify after reconnect'), ['Notification', { id: 9 }]);
  await conn.stop();
  await second.app.close();
});

test('a bad token stops the client with Unauthorized and no reconnect', async () => {
  const s = await start();
  apps.push(s.app);
  const conn = client(s.port, 'bad');
  open.push(conn);
  let reconnecting = false;
  conn.onreconnecting(() => (reconnecting = true));
  const closed = new Promise<Error | undefined>((r) => conn.onclose(r));
  // Depending on timing the Close lands during start() or right after it.
  const started = conn.start().then(
    () => null,
    (err: Error) => err,
  );
  const outcome = await within(Promise.race([closed, started.then((e) => e ?? closed)]), 3000, 'close');
  assert.match(String(outcome?.message), /Unauthorized/);
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(reconnecting, false);
  assert.equal(conn.state, 'Disconnected');
  await s.app.close();
});

test('an ended login session closes its sockets for good; the same player elsewhere stays connected', async () => {
  const r = await start();
  apps.push(r.app);
  const ended = client(r.port, 'good');
  const other = client(r.port, 'good2');
  open.push(ended, other);
  await ended.start();
  await other.start();
  const closed = new Promise<Error | undefined>((resolve) => ended.onclose(resolve));
  await r.live.endSessions(1, [11]);
  const err = await within(closed, 3000, 'the ended session is closed');
  assert.match(String(err), /Session ended/);
  assert.equal(ended.state, 'Disconnected', 'no reconnect after a server close without allowReconnect');
  assert.equal(other.state, 'Connected');
  const note = nextNotify(other);
  await r.live.publish(1, { cmd: 'Notification', message: { id: 1 } });
  assert.deepEqual(await within(note, 3000, 'the other device still gets notifications'), [
    'Notification',
    { id: 1 },
  ]);
});
