import type { FastifyInstance } from 'fastify';
import { isLoopback } from '../http/loopback.js';
import type { Live } from './index.js';

interface BroadcastBody {
  cmd?: unknown;
  message?: unknown;
  userId?: unknown;
}

/**
 * POST /api/dev/broadcast {cmd?, message, userId?}: sends a NotifyMessage to one user or to
 * everyone, and answers this instance's connection count and memory. For the hub benchmark and
 * manual trials; only outside production and only for local clients, like the development inbox.
 */
export function registerDevBroadcast(app: FastifyInstance, live: Live): void {
  app.post('/api/dev/broadcast', async (req, reply) => {
    // Like the development inbox: never in production (not registered there), and only for
    // clients on this machine (the hub benchmark), never through a proxy.
    if (process.env.NODE_ENV === 'production' || !isLoopback(req))
      return reply.code(404).send({ success: false, message: 'Not found', data: null });
    const body = (req.body ?? {}) as BroadcastBody;
    const cmd = body.cmd === undefined ? 'Notification' : body.cmd;
    const userId = body.userId;
    if (typeof cmd !== 'string' || cmd.length === 0 || body.message === undefined) {
      return reply
        .code(400)
        .send({ success: false, message: 'cmd (string) and message are required', data: null });
    }
    if (
      userId !== undefined &&
      userId !== null &&
      !(typeof userId === 'number' && Number.isInteger(userId))
    ) {
      return reply.code(400).send({ success: false, message: 'userId must be an integer', data: null });
    }
    const msg = { cmd, message: body.message };
    if (typeof userId === 'number') await live.publish(userId, msg);
    else await live.publishAll(msg);
    // Memory figures let the hub benchmark compute bytes per connection (gc when --expose-gc).
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    return {
      success: true,
      message: 'Sent',
      data: { localConnections: live.connectionCount(), rss, heapUsed },
    };
  });
}
