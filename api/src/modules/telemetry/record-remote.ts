import { z } from 'zod';
import { defineRoute } from '../../http/route.js';
import { tooMany } from '../../errors.js';
import { RateLimiter } from '../../services/rate-limit.js';
import { remoteReport } from './schema.js';

// A page reports at most a few failures (and, for a canary's candidate, one load); far more from
// one address is noise or abuse.
const perIp = new RateLimiter(120, 60_000);

/**
 * POST /api/telemetry/remote — the host's beacon when a vertical fails to load, is refused as built
 * against a newer `@playhub/shared` than the host's or for its scripts' integrity, falls back to an
 * older entry, throws while rendering, or (a canary's candidate) loads. No login needed (it fires
 * before the session matters).
 */
export default defineRoute({
  method: 'POST',
  url: '/api/telemetry/remote',
  tags: ['telemetry'],
  summary:
    'Report a vertical that failed to load, was refused, fell back, failed to render, or loaded as a canary',
  body: remoteReport,
  data: z.object({ id: z.number().int() }),
  async handler({ req, body, deps }) {
    const wait = perIp.hit(req.ip);
    if (wait > 0) throw tooMany();
    const rows = await deps.db.query<{ id: number }>(
      `INSERT INTO remote_reports (vertical, version, entry, phase, error, user_agent)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        body.vertical,
        body.version ?? null,
        body.entry ?? '',
        body.phase,
        body.error ?? null,
        String(req.headers['user-agent'] ?? '').slice(0, 300),
      ],
    );
    return { data: { id: Number(rows[0]?.id) } };
  },
});
