// A hub-only server for api/bench/hub.ts when no API instance is given: Fastify plus the live
// plugin; token `bench-<n>` is player n with session n (any other token: player 1). Run with
// --expose-gc so memory figures are after collection.
import Fastify from 'fastify';
import { registerLive } from '../src/live/index.js';
import { RedisLink } from '../src/services/redis-link.js';

const app = Fastify({ logger: false });
const link = process.env.REDIS_URL ? new RedisLink(process.env.REDIS_URL) : null;
await link?.start();
const idOf = (token: string): number => Number(/^bench-(\d+)$/.exec(token)?.[1] ?? 1) || 1;
await registerLive(app, {
  authenticate: async (token) => ({ userId: idOf(token), sessionId: idOf(token) }),
  link,
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
const port = address && typeof address === 'object' ? address.port : 0;
// The parent reads the port from this line.
process.stdout.write(`listening ${port}\n`);
const stop = (): void => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
