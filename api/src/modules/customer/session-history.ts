import { sessionHistoryPage, sessionHistoryPayload } from '@playhub/shared/contracts';
import { isoUtc } from '../../db/index.js';
import { defineRoute } from '../../http/route.js';
import { pageOf } from '../../repo/paging.js';

interface SessionRow {
  id: number;
  ip: string;
  user_agent: string;
  fingerprint: string;
  created: string;
  ended: string | null;
  [k: string]: unknown;
}

/** POST /api/customer/sessionhistory — the caller's login sessions, newest first, paged. */
export default defineRoute({
  method: 'POST',
  url: '/api/customer/sessionhistory',
  tags: ['customer'],
  summary: 'Session history (paged)',
  auth: true,
  duringExclusion: true,
  body: sessionHistoryPayload,
  data: sessionHistoryPage,
  async handler({ body, user, deps }) {
    const { rows, total } = await pageOf<SessionRow>(deps.db, {
      select: `id, ip, user_agent, fingerprint, ${isoUtc('created_at')} AS created, ${isoUtc('revoked_at')} AS ended`,
      from: 'sessions WHERE user_id = $1',
      order: 'id DESC',
      params: [user.userId],
      skip: body.skip,
      take: body.take,
    });
    return {
      data: {
        total,
        items: rows.map((r) => ({
          id: r.id,
          ip: r.ip,
          userAgent: r.user_agent,
          fingerprint: r.fingerprint,
          createdAt: r.created,
          endedAt: r.ended,
          active: r.ended === null,
        })),
      },
    };
  },
});
