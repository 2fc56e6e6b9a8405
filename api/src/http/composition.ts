import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import { notFound } from '../errors.js';
import { BUCKETS, parseBucket } from '../../../scripts/composition/rollout.mjs';
import type { CompositionSource } from '../services/rollout/composition.js';
import { cookieValue } from './cookies.js';

/** The sticky bucket cookie: an integer 0–99 that decides which canaries a player gets. */
export const BUCKET_COOKIE = 'playhub_bucket';
const YEAR_SECONDS = 365 * 24 * 3600;

/** The bucket a request's cookie names, if it names exactly one valid bucket. */
export function bucketOf(cookieHeader: string | undefined): number | null {
  // Two cookies of that name (another path or domain) are ambiguous: a fresh one replaces them.
  return parseBucket(cookieValue(cookieHeader, BUCKET_COOKIE));
}

function bucketCookie(bucket: number, secure: boolean): string {
  return `${BUCKET_COOKIE}=${bucket}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/**
 * This player's bucket: the cookie's, else a new one at random, sent back with the answer (the page's
 * document and composition.json both assign it, whichever the player asks for first).
 */
export function playerBucket(req: FastifyRequest, reply: FastifyReply, config: AppConfig): number {
  const known = bucketOf(req.headers.cookie);
  if (known !== null) return known;
  const bucket = randomInt(BUCKETS);
  reply.header('Set-Cookie', bucketCookie(bucket, config.production || req.protocol === 'https'));
  return bucket;
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
  source: CompositionSource,
): void {
  const handler = (req: FastifyRequest, reply: FastifyReply) => {
    const composition = source.resolve(playerBucket(req, reply, config));
    if (!composition) throw notFound();
    return reply
      .code(200)
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Vary', 'Cookie')
      .send(JSON.stringify(composition, null, 2));
  };
  app.get('/composition.json', handler);
}
