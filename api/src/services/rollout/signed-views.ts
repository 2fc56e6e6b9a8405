import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { BUCKETS } from '@playhub/composition/rollout';

/**
 * Signals a visitor cannot forge (issue 30, item 3). Both are HMAC-SHA256 with `SITE_SIGNING_SECRET`:
 *
 * - the **bucket cookie** (`<bucket>.<mac>`): the server draws the bucket at random and signs it, so
 *   a visitor cannot name the bucket that gets a canary's candidate (a cookie typed by hand, or an
 *   unsigned one from before, is replaced by a fresh draw);
 * - the **page-view token**, issued with every painted page and every `composition.json`: which
 *   versions of which verticals that page was served, for which landing path, when. A beacon report
 *   or a web-vitals report counts only with a valid token, only for a version the token names, and
 *   once per page view (the token's id), so reports cannot be invented for a version nobody was
 *   served, nor multiplied from one page view.
 *
 * Neither is secret from the visitor: a bucket can still be fished for by asking for pages until
 * the wanted one comes (about a hundred requests); what the signature stops is naming it, and what
 * decides a rollout is the signed page views, not the bucket.
 */

/** How long a page view's reports are taken: a page left open longer reports nothing more. */
export const VIEW_TOKEN_SECONDS = 4 * 3600;
/** Longest token accepted (five verticals with two versions each are about 400 characters). */
export const VIEW_TOKEN_MAX = 2048;

const MAC_CHARS = 22; // 132 bits of the HMAC, base64url

const mac = (secret: string, text: string): string =>
  createHmac('sha256', secret).update(text).digest('base64url').slice(0, MAC_CHARS);

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The bucket cookie's value for `bucket`. */
export function signBucket(bucket: number, secret: string): string {
  return `${bucket}.${mac(secret, `bucket.${bucket}`)}`;
}

/** The bucket a cookie value names, when the server signed it; null for anything else. */
export function verifyBucket(value: string | null | undefined, secret: string): number | null {
  const m = /^(0|[1-9][0-9]?)\.([A-Za-z0-9_-]{22})$/.exec(value ?? '');
  if (!m || Number(m[1]) >= BUCKETS) return null;
  const bucket = Number(m[1]);
  return sameText(signBucket(bucket, secret), value!) ? bucket : null;
}

/** What a page-view token says. */
export const pageView = z.strictObject({
  /** The page view's id: one report per phase and version, one web-vitals row, per id. */
  id: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/),
  bucket: z
    .number()
    .int()
    .min(0)
    .max(BUCKETS - 1),
  /** The landing path the page was painted for (web vitals are the landing page's). */
  path: z.string().max(512),
  /** Per vertical, the versions this page may load: the entry's and its fallback's ('' = unversioned). */
  served: z.record(z.string().max(64), z.array(z.string().max(64)).max(4)),
  /** Verticals under a canary (either side): their loads are reported, so both sides are compared. */
  canary: z.array(z.string().max(64)).max(16),
  /** Issued at, unix seconds. */
  at: z.number().int().positive(),
});
/** A verified page view. */
export type PageView = z.infer<typeof pageView>;

/** A new page view's id. */
export const newViewId = (): string => randomBytes(12).toString('base64url');

/** The token of `view`: `base64url(JSON).mac`. */
export function signView(view: PageView, secret: string): string {
  const body = Buffer.from(JSON.stringify(view)).toString('base64url');
  return `${body}.${mac(secret, `view.${body}`)}`;
}

/** Why a token was not taken. */
export type ViewProblem = 'missing' | 'malformed' | 'forged' | 'expired';

/** The page view a token names, or why not: a wrong MAC, a shape not ours, too old or from the future. */
export function verifyView(
  token: string | null | undefined,
  secret: string,
  nowMs = Date.now(),
): { view: PageView } | { problem: ViewProblem } {
  if (!token) return { problem: 'missing' };
  const m = /^([A-Za-z0-9_-]{1,2000})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!m) return { problem: 'malformed' };
  if (!sameText(mac(secret, `view.${m[1]}`), m[2]!)) return { problem: 'forged' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(m[1]!, 'base64url').toString('utf8'));
  } catch {
    return { problem: 'malformed' };
  }
  const view = pageView.safeParse(parsed);
  if (!view.success) return { problem: 'malformed' };
  const age = nowMs / 1000 - view.data.at;
  if (age > VIEW_TOKEN_SECONDS || age < -60) return { problem: 'expired' };
  return { view: view.data };
}

/**
 * Version of an entry in a versioned folder (`/mf/<name>/<version>/mf-manifest.json`, the host's
 * `/host/<version>/mf-manifest.json`), else ''.
 */
function versionOfEntry(entry: unknown): string {
  return typeof entry === 'string'
    ? (/\/(?:mf\/[^/]+|host)\/([^/]+)\/mf-manifest\.json/.exec(entry)?.[1] ?? '')
    : '';
}

/**
 * The page view of a composition resolved for `bucket`: per vertical the version its entry names
 * (the `version` field, else the entry's folder) and its fallback's.
 */
export function viewOf(
  resolved: Record<string, unknown> | null,
  bucket: number,
  path: string,
  nowMs = Date.now(),
): PageView {
  const served: Record<string, string[]> = {};
  const canary: string[] = [];
  for (const [name, value] of Object.entries(resolved ?? {})) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const v = value as Record<string, unknown>;
    const own = typeof v.version === 'string' ? v.version : versionOfEntry(v.entry);
    const versions = [own];
    if (typeof v.fallbackEntry === 'string') versions.push(versionOfEntry(v.fallbackEntry));
    served[name] = [...new Set(versions.map((x) => x.slice(0, 64)))];
    if (v.canary === true) canary.push(name);
  }
  return { id: newViewId(), bucket, path: path.slice(0, 512), served, canary, at: Math.floor(nowMs / 1000) };
}

/** True when `version` (null: unknown) is one `view` served of `vertical`. */
export function servedIn(view: PageView, vertical: string, version: string | null | undefined): boolean {
  return Object.hasOwn(view.served, vertical) && view.served[vertical]!.includes(version ?? '');
}
