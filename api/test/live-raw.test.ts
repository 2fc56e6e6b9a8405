// The hub with a raw WebSocket: what the official client does not exercise on its own.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { registerLive, type Live } from '../src/live/index.js';

const RS = '\u001e';
let app: FastifyInstance;
let live: Live;
let base: string;

before(async () => {
  app = Fastify({ logger: false });
  live = await registerLive(app, {
    authenticate: async (t) => (t === 'good' ? { userId: 1, sessionId: 1 } : null),
    timings: { keepAliveMs: 150, clientTimeoutMs: 600, handshakeTimeoutMs: 400, sweepMs: 50 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const a = app.server.address();
  assert.ok(a && typeof a === 'object');
  base = `ws://127.0.0.1:${a.port}`;
});
after(() => app.close());

/** A raw socket that collects every record it receives. */
class Raw {
  readonly records: unknown[] = [];
  readonly frames: string[] = [];
  readonly ws: WebSocket;
  closed = false;
  private waiters: (() => void)[] = [];

  constructor(url: string, headers: Record<string, string> = {}) {
    this.ws = new WebSocket(url, { headers });
    this.ws.on('message', (data, isBinary) => {
      assert.equal(isBinary, false, 'server must send text frames');
      const text = data.toString();
      this.frames.push(text);
      assert.ok(text.endsWith(RS), 'frame must end with the record separator');
      for (const r of text.split(RS).filter(Boolean)) this.records.push(JSON.parse(r));
      this.waiters.splice(0).forEach((w) => w());
    });
    this.ws.on('close', () => {
      this.closed = true;
      this.waiters.splice(0).forEach((w) => w());
    });
  }

  opened(): Promise<void> {
    return new Promise((res, rej) => {
      this.ws.once('open', () => res());
      this.ws.once('error', rej);
    });
  }

  async until(pred: () => boolean, ms = 2000): Promise<void> {
    const end = Date.now() + ms;
    while (!pred()) {
      if (Date.now() > end) throw new Error(`timeout; got ${JSON.stringify(this.records)}`);
      await new Promise<void>((r) => {
        this.waiters.push(r);
        setTimeout(r, 50);
      });
    }
  }
}

test('token in access_token; handshake, ping and invocations in one frame', async () => {
  const c = new Raw(`${base}/hub/frnotify?access_token=good&fingerprint=abc`);
  await c.opened();
  c.ws.send(
    `{"protocol":"json","version":1}${RS}{"type":6}${RS}{"type":1,"target":"Echo","arguments":[]}${RS}{"type":1,"invocationId":"5","target":"Echo","arguments":[1]}${RS}`,
  );
  await c.until(() => c.records.length >= 2);
  assert.deepEqual(c.records[0], {});
  const completion = c.records[1] as { type: number; invocationId: string; error: string };
  assert.equal(completion.type, 3);
  assert.equal(completion.invocationId, '5');
  assert.match(completion.error, /Echo/);
  c.ws.close();
  await c.until(() => c.closed);
});

test('the server pings when idle and drops a client that stays silent', async () => {
  const c = new Raw(`${base}/hub/frnotify`, { Authorization: 'Bearer good' });
  await c.opened();
  c.ws.send(`{"protocol":"json","version":1}${RS}`);
  await c.until(() => c.records.some((r) => (r as { type?: number }).type === 6));
  await c.until(() => c.closed, 3000);
  await c.until(() => live.connectionCount() === 0);
});

test('a client that keeps pinging stays connected past the client timeout', async () => {
  const c = new Raw(`${base}/hub/frnotify?access_token=good`);
  await c.opened();
  c.ws.send(`{"protocol":"json","version":1}${RS}`);
  const timer = setInterval(() => c.ws.send(`{"type":6}${RS}`), 100);
  await new Promise((r) => setTimeout(r, 1000));
  clearInterval(timer);
  assert.equal(c.closed, false);
  c.ws.close();
});

test('missing token: handshake answered, then Close without allowReconnect', async () => {
  const c = new Raw(`${base}/hub/frnotify`);
  await c.opened();
  c.ws.send(`{"protocol":"json","version":1}${RS}`);
  await c.until(() => c.closed);
  assert.deepEqual(c.records, [{}, { type: 7, error: 'Unauthorized' }]);
});

test('handshake with version 3 gets an error reply and no type field', async () => {
  const c = new Raw(`${base}/hub/frnotify?access_token=good`);
  await c.opened();
  c.ws.send(`{"protocol":"json","version":3}${RS}`);
  await c.until(() => c.closed);
  const reply = c.records[0] as Record<string, unknown>;
  assert.equal(typeof reply.error, 'string');
  assert.equal('type' in reply, false);
});

test('a socket that never shakes hands is dropped', async () => {
  const c = new Raw(`${base}/hub/frnotify?access_token=good`);
  await c.opened();
  await c.until(() => c.closed, 3000);
  assert.deepEqual(c.records, []);
});

test('other paths are not upgraded', async () => {
  const ws = new WebSocket(`${base}/hub/other?access_token=good`);
  const err = await new Promise<Error>((r) => ws.once('error', r));
  assert.match(err.message, /404/);
});

test('POST /api/dev/broadcast reaches the sockets; validated; absent in production', async () => {
  const c = new Raw(`${base}/hub/frnotify?access_token=good`);
  await c.opened();
  c.ws.send(`{"protocol":"json","version":1}${RS}`);
  await c.until(() => c.records.length === 1);
  const post = (payload: object) => app.inject({ method: 'POST', url: '/api/dev/broadcast', payload });
  assert.equal((await post({ cmd: 5, message: {} })).statusCode, 400);
  const ok = await post({ userId: 1, message: { id: 3 } });
  assert.equal(ok.statusCode, 200);
  await c.until(() => c.records.some((r) => (r as { type?: number }).type === 1));
  assert.deepEqual(
    c.records.find((r) => (r as { type?: number }).type === 1),
    {
      type: 1,
      target: 'NotifyMessage',
      arguments: ['Notification', { id: 3 }],
    },
  );
  const prev = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    assert.equal((await post({ message: {} })).statusCode, 404);
  } finally {
    process.env.NODE_ENV = prev;
  }
  c.ws.close();
});
