import { z } from 'zod';
import { callMePayload } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { bearerToken } from '../../services/auth.js';

/**
 * POST /api/cms/callme — `{ name, message, contacts[1..5] }` stored as a call request (visitors
 * too). Limited per IP and hour: each one costs an agent's time.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/cms/callme',
  tags: ['cms'],
  summary: 'Call request',
  body: callMePayload,
  data: z.object({ id: z.number().int() }),
  async handler({ req, body, deps }) {
    await deps.throttle.takeIp(deps.throttle.rules.callmePerIp, req.ip);
    const token = bearerToken(req);
    const user = token ? await deps.auth.resolve(token) : null;
    const rows = await deps.db.query<{ id: number }>(
      'INSERT INTO call_requests (user_id, name, message, contacts) VALUES ($1, $2, $3, $4) RETURNING id',
      [user?.userId ?? null, body.name.trim(), body.message, JSON.stringify(body.contacts)],
    );
    return { data: { id: rows[0]!.id }, message: 'cms.callmeOk' };
  },
});
