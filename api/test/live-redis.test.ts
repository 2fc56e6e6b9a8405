// Two API instances sharing Redis: a publish on one reaches a client connected to the other.
// Needs REDIS_URL; run through api/test/with-redis.sh to get a throw-away Redis.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { HubConnectionBuilder, HttpTransportType, LogLevel } from '@microsoft/signalr';
import { registerLive } from '../src/live/index.js';

const redisUrl = process.env.REDIS_URL;
const skip = redisUrl
  ? false
  : 'REDIS_URL not set: from api/ run `bash test/with-redis.sh node --import tsx --test test/live-redis.test.ts`';

async function instance(url: string) {
  const app = Fastify({ logger: false });
  const live = await registerLive(app, {
    authenticate: async (t) => (t === 'good' ? { userId: 1, sessionId: 1 } : null),
    redisUrl: url,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const a = app.server.address();
  assert.ok(a && typeof a === 'object');
  return { app, live, port: a.port };
}

test('a publish on instance A reaches a client connected to instance B', { skip }, async () => {
  const a = await instance(String(redisUrl));
  const b = await instance(String(redisUrl));
  const conn = new HubConnectionBuilder()
    .withUrl(`http://127.0.0.1:${b.port}/hub/frnotify`, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => 'good',
    })
    .configureLogging(LogLevel.None)
    .build();
  try {
    await conn.start();
    assert.equal(a.live.connectionCount(), 0);
    assert.equal(b.live.connectionCount(), 1);
    const got = new Promise<unknown[]>((r) => conn.on('NotifyMessage', (...args: unknown[]) => r(args)));
    await a.live.publish(1, { cmd: 'Notification', message: { id: 42, title: 'Deposit' } });
    const args = await Promise.race([
      got,
      new Promise<never>((_, j) => setTimeout(() => j(new Error('timeout')), 3000)),
    ]);
    assert.deepEqual(args, ['Notification', { id: 42, title: 'Deposit' }]);

    const all = new Promise<unknown[]>((r) => conn.on('NotifyMessage', (...args: unknown[]) => r(args)));
    await a.live.publishAll({ cmd: 'Notification', message: { id: 43 } });
    assert.deepEqual(await all, ['Notification', { id: 43 }]);
  } finally {
    await conn.stop();
    await a.app.close();
    await b.app.close();
  }
});
