// Two API instances sharing Redis: a publish on one reaches a client connected to the other, only
// through the channels of the players each instance holds (issue 27: per-player channels, not every
// message to every replica). Needs REDIS_URL; run through api/test/with-redis.sh for a throw-away one.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import { registerLive } from '../src/live/index.js';
import { userChannel } from '../src/live/fanout.js';
import { RedisLink } from '../src/services/redis-link.js';

const redisUrl = process.env.REDIS_URL;
const skip = redisUrl
  ? false
  : 'REDIS_URL not set: from api/ run `bash test/with-redis.sh node --import tsx --test test/live-redis.test.ts`';

// Tokens: player 1 on three devices (sessions 11, 12, 13), player 2 (session 21).
const SESSIONS: Record<string, { userId: number; sessionId: number }> = {
  p1a: { userId: 1, sessionId: 11 },
  p1b: { userId: 1, sessionId: 12 },
  p1c: { userId: 1, sessionId: 12 },
  p1d: { userId: 1, sessionId: 12 },
  p2: { userId: 2, sessionId: 21 },
};
const closers: (() => Promise<unknown>)[] = [];
after(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
});

async function instance(url: string) {
  const app = Fastify({ logger: false });
  const link = new RedisLink(url);
  await link.start();
  const live = await registerLive(app, {
    authenticate: async (t) => SESSIONS[t] ?? null,
    link,
    timings: { maxSocketsPerSession: 2 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const a = app.server.address();
  assert.ok(a && typeof a === 'object');
  closers.push(
    () => link.close(),
    () => app.close(),
  );
  return { app, live, link, port: a.port };
}

function client(port: number, token: string): HubConnection {
  const conn = new HubConnectionBuilder()
    .withUrl(`http://127.0.0.1:${port}/hub/frnotify`, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => token,
    })
    .configureLogging(LogLevel.None)
    .build();
  closers.push(() => conn.stop());
  return conn;
}

const next = (conn: HubConnection) =>
  new Promise<unknown[]>((resolve) => {
    const on = (...args: unknown[]) => {
      conn.off('NotifyMessage', on);
      resolve(args);
    };
    conn.on('NotifyMessage', on);
  });

function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    p,
    new Promise<never>((_, j) => setTimeout(() => j(new Error(`timeout: ${what}`)), ms)),
  ]);
}

async function subscribers(channel: string): Promise<number> {
  const r = new Redis(String(redisUrl));
  try {
    const [, n] = (await r.pubsub('NUMSUB', channel)) as [string, number];
    return Number(n);
  } finally {
    r.disconnect();
  }
}

test(
  'a publish on instance A reaches a client on instance B through the player’s channel',
  { skip },
  async () => {
    const a = await instance(String(redisUrl));
    const b = await instance(String(redisUrl));
    const conn = client(b.port, 'p1a');
    await conn.start();
    assert.equal(a.live.connectionCount(), 0);
    assert.equal(b.live.connectionCount(), 1);
    assert.equal(await subscribers(userChannel(1)), 1, 'only the instance holding player 1 listens for them');
    assert.equal(await subscribers(userChannel(2)), 0);

    const got = next(conn);
    await a.live.publish(1, { cmd: 'Notification', message: { id: 42, title: 'Deposit' } });
    assert.deepEqual(await within(got, 3000, 'the message'), ['Notification', { id: 42, title: 'Deposit' }]);

    const all = next(conn);
    await a.live.publishAll({ cmd: 'Notification', message: { id: 43 } });
    assert.deepEqual(await within(all, 3000, 'the broadcast'), ['Notification', { id: 43 }]);

    const closed = new Promise<Error | undefined>((resolve) => conn.onclose(resolve));
    await a.live.endSessions(1, [11]);
    assert.match(String(await within(closed, 3000, 'ended on the other instance')), /Session ended/);
    await within(
      (async () => {
        while ((await subscribers(userChannel(1))) !== 0) await new Promise((r) => setTimeout(r, 20));
      })(),
      3000,
      'the channel is left with the last socket',
    );
  },
);

test('a login session holds at most N sockets on an instance; the oldest is closed', { skip }, async () => {
  const b = await instance(String(redisUrl));
  const first = client(b.port, 'p1b');
  const second = client(b.port, 'p1c');
  const third = client(b.port, 'p1d');
  const other = client(b.port, 'p1a');
  await first.start();
  await second.start();
  await other.start();
  const closed = new Promise<Error | undefined>((resolve) => first.onclose(resolve));
  await third.start();
  assert.match(String(await within(closed, 3000, 'the oldest is closed')), /Too many connections/);
  assert.equal(first.state, 'Disconnected', 'and does not come back to push another one out');
  assert.deepEqual(
    [second.state, third.state, other.state],
    ['Connected', 'Connected', 'Connected'],
    'the session’s newer sockets and the same player’s other session stay',
  );
});
