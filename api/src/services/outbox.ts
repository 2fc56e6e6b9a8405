import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.js';

/** A one-time code message for a player. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** Phone number or e-mail address. */
  to: string;
  username: string;
  text: string;
  code: string;
}

/** Delivers codes to players. There is no SMS or mail gateway here: plug a real one in behind this. */
export interface MessageProvider {
  send(msg: OutgoingMessage): Promise<void>;
}

/** Development outbox: logs the message and stores it for `GET /api/dev/outbox` (tests read codes there). */
export function devOutbox(db: Db, log: FastifyBaseLogger): MessageProvider {
  return {
    async send(msg) {
      log.info(
        { channel: msg.channel, to: msg.to, username: msg.username, code: msg.code },
        `outbox: ${msg.text}`,
      );
      await db.query(
        'INSERT INTO outbox (channel, recipient, username, body, code) VALUES ($1, $2, $3, $4, $5)',
        [msg.channel, msg.to, msg.username, msg.text, msg.code],
      );
    },
  };
}
