import { z } from 'zod';
import { verticalNames } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { tooMany } from '../../errors.js';
import { RateLimiter } from '../../services/rate-limit.js';
import { fieldHealth } from '../../services/rollout/health.js';
import { parseWindow } from '@playhub/composition/health';
import { Refusal } from '@playhub/composition/store';
import { AppError } from '../../errors.js';
import { requireOperator } from './operator-key.js';
import { servedIn, VIEW_TOKEN_MAX } from '../../services/rollout/signed-views.js';
import { viewOfReport } from './view.js';

// One report per page view; far more from one address is noise. As for the remote beacon: many
// players may share one address (carrier NAT), so the limit is generous.
const perIp = new RateLimiter(120, 60_000);

/** A route segment: a word of a path, a `:parameter` or a splat. */
const SEGMENT = '(?:[a-z0-9][a-z0-9._~-]*|:[A-Za-z][A-Za-z0-9]*|\\*)';
const ROUTE_TEMPLATE = new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT})*)?$`);

/** A time in milliseconds a browser can report (up to two minutes). */
const millis = z.number().finite().min(0).max(120_000);

/**
 * Body of POST /api/telemetry/vitals: what the host's web-vitals report carries, strictly. The route
 * is a template (`/casino/play/*`): a segment with a run of digits looks like an id from a real path
 * and is refused, so no path with a player's or a game's id is stored.
 */
export const vitalsReport = z.strictObject({
  view: z.string().max(VIEW_TOKEN_MAX).optional(),
  route: z
    .string()
    .max(120)
    .regex(ROUTE_TEMPLATE, 'not a route template')
    .refine((r) => !/\d{4,}/.test(r), 'a route template has no ids'),
  vertical: z.enum([...verticalNames, 'host']),
  version: z
    .string()
    .max(64)
    .regex(/^[0-9][\w.+-]*$/)
    .nullable(),
  device: z.enum(['phone', 'desktop']),
  metrics: z
    .strictObject({
      LCP: millis.optional(),
      INP: z.number().finite().min(0).max(60_000).optional(),
      CLS: z.number().finite().min(0).max(100).optional(),
      FCP: millis.optional(),
      TTFB: millis.optional(),
    })
    .refine((m) => Object.keys(m).length > 0, 'no metric'),
});

/**
 * True when a route template (`/casino/play/*`, `/pages/:id`, `/casino/*`) matches `path` as the
 * host's router does: case-insensitively, a trailing slash allowed, `*` for the rest of the path.
 */
export function templateMatches(template: string, path: string): boolean {
  const segments = template.split('/').filter(Boolean);
  const pattern = segments
    .map((segment) =>
      segment === '*'
        ? '(?:/.*)?'
        : segment.startsWith(':')
          ? '/[^/]+'
          : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('');
  return new RegExp(`^${pattern}/?$`, 'i').test(path);
}

/**
 * POST /api/telemetry/vitals — the host's field data (issue 19, item 5): one page view's web vitals
 * with what drew the page. No login, no cookie read, nothing about the sender stored (the address
 * only counts against the per-address limit, in memory). It counts with the page-view token only
 * (issue 30): the route must be the template of the path that page was painted for, the version
 * one it was served, and one report per page view is kept (a flood from one page moves nothing).
 */
export const recordVitals = defineRoute({
  method: 'POST',
  url: '/api/telemetry/vitals',
  tags: ['telemetry'],
  summary: 'Report the web vitals of one page view (route template, vertical version, device class)',
  body: vitalsReport,
  data: z.null(),
  async handler({ req, body, deps }) {
    if (perIp.hit(req.ip) > 0) throw tooMany();
    const view = viewOfReport(req, deps.config, body.view);
    const drawnBy =
      body.vertical === 'host' ? body.version === null : servedIn(view, body.vertical, body.version);
    if (!drawnBy || !templateMatches(body.route, view.path)) throw new AppError(403, 'telemetry.notCounted');
    const m = body.metrics;
    await deps.db.query(
      `INSERT INTO web_vitals (route, vertical, version, device, lcp, inp, cls, fcp, ttfb, view_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
      [
        body.route,
        body.vertical,
        body.version,
        body.device,
        m.LCP ?? null,
        m.INP ?? null,
        m.CLS ?? null,
        m.FCP ?? null,
        m.TTFB ?? null,
        view.id,
      ],
    );
    return { data: null };
  },
});

const nullableNumber = z.number().nullable();

/**
 * GET /api/telemetry/health?since=24h&vertical=&device= — per route template and vertical version
 * the p75 of each web vital, and per version the beacon's load/render failures with their rate
 * (`pnpm composition health`). Header `x-operator-key`.
 */
export const fieldHealthRoute = defineRoute({
  method: 'GET',
  url: '/api/telemetry/health',
  tags: ['telemetry'],
  summary: 'p75 web vitals per route and version, failure rates per version (operators)',
  query: z.strictObject({
    since: z.string().max(10).default('24h'),
    vertical: z.enum([...verticalNames, 'host']).optional(),
    device: z.enum(['phone', 'desktop']).optional(),
  }),
  data: z.object({
    since: z.string(),
    window: z.string(),
    vitals: z.array(
      z.object({
        route: z.string(),
        vertical: z.string(),
        version: z.string().nullable(),
        samples: z.number().int(),
        lcp: nullableNumber,
        inp: nullableNumber,
        cls: nullableNumber,
        fcp: nullableNumber,
        ttfb: nullableNumber,
      }),
    ),
    versions: z.array(
      z.object({
        vertical: z.string(),
        version: z.string().nullable(),
        tried: z.number().int(),
        loadFailures: z.number().int(),
        renderFailures: z.number().int(),
        fallbacks: z.number().int(),
        failureRate: nullableNumber,
      }),
    ),
  }),
  async handler({ req, query, deps }) {
    requireOperator(req, deps.config);
    let seconds: number;
    try {
      seconds = parseWindow(query.since);
    } catch (error) {
      if (error instanceof Refusal) throw new AppError(400, 'telemetry.badWindow');
      throw error;
    }
    const since = new Date(Date.now() - seconds * 1000);
    const data = await fieldHealth(deps.db, {
      since,
      window: query.since,
      vertical: query.vertical,
      device: query.device,
    });
    return { data };
  },
});
