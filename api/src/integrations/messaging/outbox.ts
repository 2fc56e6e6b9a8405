import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import type { Transport } from './types.js';

/**
 * Development outbox (MAIL_TRANSPORT=outbox / SMS_TRANSPORT=outbox): nothing leaves the machine;
 * messages are stored for the development inbox (`GET /api/dev/outbox`, loopback only, never in
 * production). The code is never written to the log.
 */
export function outboxTransport(db: Db, log: FastifyBaseLogger, channel: 'sms' | 'email'): Transport {
  return {
    name: 'outbox',
    demo: true,
    async send(msg) {
      await db.query(
        'INSERT INTO outbox (channel, recipient, username, body, code) VALUES ($1, $2, $3, $4, $5)',
        [msg.channel, msg.to, msg.username, msg.text, msg.code],
      );
      log.info({ channel }, 'outbox: message stored for the development inbox');
    },
  };
}
