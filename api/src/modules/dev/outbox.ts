import { z } from 'zod';
import { isoUtc } from '../../db/index.js';
import { defineRoute } from '../../http/route.js';
import { notFound } from '../../errors.js';
import { isLoopback } from '../../http/loopback.js';
import { e164 } from '../../services/identity.js';

const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.string(),
  to: z.string(),
  username: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * GET /api/dev/outbox?to=<username|phone|email> — latest development outbox messages (codes), newest
 * first. A phone may be written as the site sends it (`905…`): SMS go to its E.164 form. Registered only outside production, and answers only clients on this machine (the
 * socket's own address, whatever X-Forwarded-For says): anyone else gets 404.
 */
export default defineRoute({
  method: 'GET',
  url: '/api/dev/outbox',
  tags: ['dev'],
  summary: 'Development outbox (SMS and e-mail codes); refused in production',
  query: z.strictObject({ to: z.string().min(1).max(100) }),
  data: z.array(outboxMessage),
  async handler({ req, query, deps }) {
    if (deps.config.production || !isLoopback(req)) throw notFound();
    const rows = await deps.db.query<{
      id: number;
      channel: string;
      recipient: string;
      username: string;
      body: string;
      code: string | null;
      ts: string;
    }>(
      `SELECT id, channel, recipient, username, body, code, ${isoUtc('created_at')} AS ts FROM outbox
       WHERE recipient = $1 OR recipient = $2 OR lower(username) = lower($1) ORDER BY id DESC LIMIT 20`,
      [query.to, /^[\d+ ]+$/.test(query.to) ? e164(query.to) : null],
    );
    return {
      data: rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        to: r.recipient,
        username: r.username,
        text: r.body,
        code: r.code,
        createdAt: r.ts,
      })),
    };
  },
});
