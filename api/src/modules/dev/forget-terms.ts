import { z } from 'zod';
import { defineRoute } from '../../http/route.js';
import { notFound } from '../../errors.js';
import { isLoopback } from '../../http/loopback.js';

/**
 * POST /api/dev/terms/forget — the caller becomes a player who accepted no terms yet (as one from
 * before they were asked), so the browser suites see the terms dialog of a changed version without
 * restarting the API. Registered only outside production, for clients on this machine only.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/dev/terms/forget',
  tags: ['dev'],
  summary: 'Development: forget the caller’s terms acceptance; refused in production',
  auth: true,
  data: z.null(),
  async handler({ req, user, deps }) {
    if (deps.config.production || !isLoopback(req)) throw notFound();
    await deps.db.query('UPDATE users SET terms_version = NULL, terms_accepted_at = NULL WHERE id = $1', [
      user.userId,
    ]);
    return { data: null };
  },
});
