import nodemailer from 'nodemailer';
import type { Transport } from './types.js';

/**
 * E-mail through an SMTP server (MAIL_TRANSPORT=smtp, SMTP_URL such as
 * `smtps://user:pass@smtp.example.com:465`, MAIL_FROM). nodemailer connects on the first message,
 * not at start.
 */
export function smtpTransport(opts: { url: string; from: string }): Transport {
  const mailer = nodemailer.createTransport(opts.url);
  return {
    name: 'smtp',
    demo: false,
    async send(msg) {
      await mailer.sendMail({
        from: opts.from,
        to: msg.to,
        subject: msg.subject ?? 'playhub',
        text: msg.text,
      });
    },
  };
}
