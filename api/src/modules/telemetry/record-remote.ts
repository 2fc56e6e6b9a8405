import { z } from 'zod';
import { defineRoute } from '../../http/route.js';
import { AppError, tooMany } from '../../errors.js';
import { RateLimiter } from '../../services/rate-limit.js';
import { servedIn } from '../../services/rollout/signed-views.js';
import { remoteReport } from './schema.js';
import { errorClass, viewOfReport } from './view.js';

/** The version folder an entry names (`/mf/<name>/<version>/` or the host's `/host/<version>/`), else ''. */
function entryVersion(entry: string): string {
  return (
    /^(?:https?:\/\/[^/\s]+)?\/(?:mf\/[a-z]+|host)\/([\w.+-]{1,64})\/mf-manifest\.json$/.exec(entry)?.[1] ??
    ''
  );
}

/** The browser family of a user agent, not the string as sent (free text an operator would read). */
function userAgentClass(ua: string): string {
  const family = /(Edg|OPR|SamsungBrowser|Firefox|Chrome|Safari)\//.exec(ua)?.[1] ?? 'other';
  return `${family}${/Mobile|Android|iPhone|iPad/.test(ua) ? ' mobile' : ''}`;
}

// A page reports at most a few failures (and, for a canary's candidate, one load); far more from
// one address is noise or abuse.
const perIp = new RateLimiter(120, 60_000);

/**
 * POST /api/telemetry/remote — the host's beacon when a vertical fails to load, is refused as built
 * against a newer `@playhub/shared` than the host's or for its scripts' integrity, falls back to an
 * older entry, throws while rendering, or (a canary's either side) loads. No login needed (it fires
 * before the session matters), but the page-view token the page was served with: a report counts
 * only for a version that page was served, once per page view and phase (a replay is a no-op,
 * answered `id: null`). What is stored is ours, not the sender's words: the entry only when it is
 * that version's folder, the failure's class instead of its message.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/telemetry/remote',
  tags: ['telemetry'],
  summary:
    'Report a vertical that failed to load, was refused, fell back, failed to render, or loaded as a canary',
  body: remoteReport,
  data: z.object({ id: z.number().int().nullable() }),
  async handler({ req, body, deps }) {
    const wait = perIp.hit(req.ip);
    if (wait > 0) throw tooMany();
    const view = viewOfReport(req, deps.config, body.view);
    const version = body.version ?? null;
    if (!servedIn(view, body.vertical, version)) throw new AppError(403, 'telemetry.notCounted');
    const entry = body.entry && entryVersion(body.entry) === (version ?? '') ? body.entry : '';
    const rows = await deps.db.query<{ id: number }>(
      `INSERT INTO remote_reports (vertical, version, entry, phase, error, user_agent, view_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
      [
        body.vertical,
        version,
        entry,
        body.phase,
        errorClass(body.phase, body.error),
        userAgentClass(String(req.headers['user-agent'] ?? '')),
        view.id,
      ],
    );
    return { data: { id: rows[0] ? Number(rows[0].id) : null } };
  },
});
