import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import { notFound } from '../errors.js';
import { BUCKETS } from '@playhub/composition/rollout';
import type { MarketCompositions } from '../services/rollout/composition.js';
import { pageMarket, type Markets } from '../services/markets.js';
import { signBucket, signView, verifyBucket, viewOf } from '../services/rollout/signed-views.js';
import { cookieValue } from './cookies.js';

/** The sticky bucket cookie: a bucket 0–99, signed by the server, that decides which canaries a player gets. */
export const BUCKET_COOKIE = 'playhub_bucket';
/** The header of `composition.json` carrying the page-view token the host's reports send back. */
export const VIEW_HEADER = 'x-playhub-view';
const YEAR_SECONDS = 365 * 24 * 3600;

/** The bucket a request's cookie names, if it names exactly one bucket the server signed. */
export function bucketOf(cookieHeader: string | undefined, secret: string): number | null {
  // Two cookies of that name (another path or domain) are ambiguous: a fresh one replaces them.
  return verifyBucket(cookieValue(cookieHeader, BUCKET_COOKIE), secret);
}

function bucketCookie(bucket: number, secret: string, secure: boolean): string {
  return `${BUCKET_COOKIE}=${signBucket(bucket, secret)}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/**
 * This player's bucket: the cookie's when the server signed it, else a new one at random, sent back
 * with the answer (the page's document and composition.json both assign it, whichever the player
 * asks for first). A bucket typed into the cookie by hand is not signed: it is replaced.
 */
export function playerBucket(req: FastifyRequest, reply: FastifyReply, config: AppConfig): number {
  const secret = config.secrets.siteSigning;
  const known = bucketOf(req.headers.cookie, secret);
  if (known !== null) return known;
  const bucket = randomInt(BUCKETS);
  reply.header('Set-Cookie', bucketCookie(bucket, secret, config.production || req.protocol === 'https'));
  return bucket;
}

/** A signed page-view token for a page served `resolved` for `bucket` on `path`. */
export function viewToken(
  config: AppConfig,
  resolved: Record<string, unknown> | null,
  bucket: number,
  path: string,
): string {
  return signView(viewOf(resolved, bucket, path), config.secrets.siteSigning);
}

/**
 * GET /composition.json resolved for this player (issue 21): the bucket cookie (assigned here, at
 * random, when absent or not a bucket) picks candidate or stable for every vertical with a canary,
 * so one player or device sees one version on every page load. Never cached: each answer is one
 * player's (`Vary: Cookie` for any cache that ignores `no-store`).
 */
export function registerComposition(
  app: FastifyInstance,
  config: AppConfig,
  compositions: MarketCompositions,
  markets: Markets,
): void {
  // The market's composition (issue 30, item 4): the logged-in player's, else the visitor's.
  const sourceOf = (req: FastifyRequest) => compositions.for(pageMarket(req, config, markets.known));
  const handler = (req: FastifyRequest, reply: FastifyReply) => {
    const bucket = playerBucket(req, reply, config);
    const composition = sourceOf(req).resolve(bucket);
    if (!composition) throw notFound();
    // Fetched by a page the server did not paint: the page view is the document that fetched it.
    const referrer = /^https?:\/\/[^/]+(\/[^?#]*)/.exec(String(req.headers.referer ?? ''))?.[1] ?? '/';
    return reply
      .code(200)
      .header(VIEW_HEADER, viewToken(config, composition, bucket, referrer))
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Vary', 'Cookie')
      .send(JSON.stringify(composition, null, 2));
  };
  app.get('/composition.json', handler);

  // A page view's token for a page the browser took from its cache (a 304, a history navigation):
  // the document is the one the server painted before, for the same composition, so its reports
  // need a token of their own (one per page view). `path`: the page's path.
  app.get('/api/telemetry/view', (req: FastifyRequest, reply: FastifyReply) => {
    const raw = (req.query as { path?: unknown }).path;
    const path = typeof raw === 'string' && /^\/(?!\/)[^\s]{0,511}$/.test(raw) ? raw : '/';
    const bucket = playerBucket(req, reply, config);
    return reply
      .code(200)
      .header('Cache-Control', 'no-store')
      .send({
        success: true,
        message: '',
        data: { view: viewToken(config, sourceOf(req).resolve(bucket), bucket, path) },
      });
  });
}
