import { complaint, complaintPayload } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { fileComplaint } from '../../services/complaints.js';

const DAY = 86_400_000;

/**
 * POST /api/complaints/create — `{ category, text, related? }`: files a complaint and answers it
 * with its reference; at most the configured number a day per player (429 after).
 */
export default defineRoute({
  method: 'POST',
  url: '/api/complaints/create',
  tags: ['complaints'],
  summary: 'File a complaint (reference number and status; rate-limited per player)',
  auth: true,
  // A player on a time-out may have the most reason to complain.
  duringExclusion: true,
  body: complaintPayload,
  data: complaint,
  async handler({ user, body, deps, locale }) {
    const rule = { name: 'complaint-player', limit: deps.config.complaints.perDay, windowMs: DAY };
    await deps.throttle.take(rule, `user:${user.userId}`, 'complaints.tooMany');
    const filed = await fileComplaint(deps, user.userId, body, locale);
    return { data: filed, message: 'complaints.filed', params: { reference: filed.reference } };
  },
});
