import { operatorNotifyPayload, operatorNotifyResult } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { AppError, notFound } from '../../errors.js';
import { sha256 } from '../../services/hashing.js';

/**
 * POST /api/operator/notify — header `x-operator-key` (env OPERATOR_KEY; `dev-operator-key` outside
 * production). Stores a notification for one player (userId or username) or for all, and pushes it live.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/operator/notify',
  tags: ['operator'],
  summary: 'Send an operator notification to one player or everyone',
  body: operatorNotifyPayload,
  data: operatorNotifyResult,
  async handler({ req, body, deps }) {
    const given = String(req.headers['x-operator-key'] ?? '');
    const key = deps.config.secrets.operatorKey;
    // Compare digests so the check takes the same time whatever the guess.
    if (!key || sha256(given) !== sha256(key)) throw new AppError(403, 'errors.forbidden');
    const n = { title: body.title, note: body.note, type: body.type };
    if (body.userId === undefined && body.username === undefined) {
      return { data: { recipients: await deps.notifier.notifyAll(n) }, message: 'operator.sent' };
    }
    const rows = await deps.db.query<{ id: number }>(
      'SELECT id FROM users WHERE ($1::int IS NULL OR id = $1::int) AND ($2::text IS NULL OR lower(username) = lower($2::text))',
      [body.userId ?? null, body.username ?? null],
    );
    if (!rows[0]) throw notFound();
    await deps.notifier.notify(rows[0].id, n);
    return { data: { recipients: 1 }, message: 'operator.sent' };
  },
});
