import type { FastifyBaseLogger } from 'fastify';
import type { Integrations } from '../../config.js';
import type { Db } from '../../db/index.js';
import { AppError } from '../../errors.js';
import { httpSmsTransport } from './http-sms.js';
import { outboxTransport } from './outbox.js';
import { smtpTransport } from './smtp.js';
import type { MessageProvider, Transport } from './types.js';

export type { MessageProvider, OutgoingMessage } from './types.js';

/** The e-mail and SMS transports of a configuration, and the provider that routes between them. */
export function messaging(
  config: Pick<Integrations, 'mail' | 'sms'>,
  db: Db,
  log: FastifyBaseLogger,
): { mail: Transport; sms: Transport; provider: MessageProvider } {
  const mail = config.mail.kind === 'smtp' ? smtpTransport(config.mail) : outboxTransport(db, log, 'email');
  const sms = config.sms.kind === 'http' ? httpSmsTransport(config.sms) : outboxTransport(db, log, 'sms');
  return {
    mail,
    sms,
    provider: {
      async send(msg) {
        try {
          await (msg.channel === 'email' ? mail : sms).send(msg);
        } catch (err) {
          // The code itself is never logged.
          log.error({ err, channel: msg.channel }, 'a code could not be delivered');
          throw new AppError(502, 'messaging.failed');
        }
      },
    },
  };
}
