import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config.js';
import {
  compositionOrigins,
  documentPolicy,
  DOCS_POLICY,
  originOfUrl,
  permissionsPolicy,
  RESOURCE_POLICY,
} from './csp.js';
import { CONSOLE_POLICY } from '../console/style.js';
import { registerInputChecks } from './input.js';
import { providersOriginOf } from './origin.js';

/** HSTS for answers served over TLS: a year, subdomains included (preloading is the operator's call). */
export const HSTS = 'max-age=31536000; includeSubDomains';

const BASE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // The site opens payment pages in new tabs and keeps talking to them.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};
const NOT_FRAMEABLE = { 'x-frame-options': 'SAMEORIGIN', 'content-security-policy': RESOURCE_POLICY };

/** Headers by kind of route, built once: this hook runs on every request (balance polling included). */
const HEADERS = {
  /**
   * Provider pages (demo games, sportsbook, payment page) live inside the site's frames, from any
   * origin, even the opaque one of a sandboxed srcdoc frame: no framing header and not the site's
   * policy (src/demo/html.ts sends their own).
   */
  framed: { ...BASE, 'cross-origin-resource-policy': 'cross-origin' },
  /** Generated images, also shown by the provider pages on their own origin. */
  media: { ...BASE, ...NOT_FRAMEABLE, 'cross-origin-resource-policy': 'cross-origin' },
  docs: { ...BASE, 'x-frame-options': 'SAMEORIGIN', 'content-security-policy': DOCS_POLICY },
  other: { ...BASE, ...NOT_FRAMEABLE, 'cross-origin-resource-policy': 'same-site' },
  /**
   * The operator console's pages: no script at all, its inline sheet by hash, forms only to this
   * origin, never framed, never stored, no referrer to other sites. Not `no-referrer`: under it a
   * browser sends `Origin: null` with a form post, and the console's Origin check refuses that.
   */
  console: {
    ...BASE,
    'referrer-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'content-security-policy': CONSOLE_POLICY,
    'cross-origin-resource-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cache-control': 'no-store',
  },
};

function kindOf(route: string): keyof typeof HEADERS {
  if (route.startsWith('/api/demo/')) return 'framed';
  if (route.startsWith('/api/media/')) return 'media';
  if (route.startsWith('/api/docs')) return 'docs';
  if (route === '/operator' || route.startsWith('/operator/')) return 'console';
  return 'other';
}

/**
 * Security headers on every answer of the Node server, as the gateway sends them: nosniff, a
 * referrer policy, no framing by other sites (`X-Frame-Options`, CSP `frame-ancestors`), a CSP that
 * lets nothing run in a JSON or media answer, cross-origin opener and resource policies, and HSTS
 * when the request came over TLS (`req.protocol` believes X-Forwarded-Proto only from
 * TRUST_PROXY). The site's document gets its own policy from {@link documentHeaders}. Also installs
 * the input checks (input.ts). Register before any route.
 *
 * Not @fastify/helmet: it builds helmet's middleware anew on every request, which cut a small JSON
 * endpoint from ~14,000 to ~8,000 requests/s on the 2-core machine; these are the same header
 * values, computed once.
 */
export function registerSecurity(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    // By route pattern: a 404 under /api/demo/ is an ordinary answer.
    reply.headers(HEADERS[kindOf(req.routeOptions.url ?? '')]);
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
  registerInputChecks(app);
}

/** Origins the site may frame for this request: the provider pages, configured ones, external sportsbooks. */
function frameOrigins(reply: FastifyReply, config: AppConfig): string[] {
  const sportsbook = config.integrations.sportsbook;
  const origins = [
    originOfUrl(providersOriginOf(reply.request, config)),
    ...config.csp.frameOrigins,
    ...(sportsbook.kind === 'external'
      ? [originOfUrl(sportsbook.betsyUrl), originOfUrl(sportsbook.betcoUrl)]
      : []),
  ];
  return [...new Set(origins.filter((o): o is string => !!o))];
}

/**
 * Headers of an HTML document of the site: the gateway's CSP (scripts from the site, the vertical
 * origins of composition.json and VERTICAL_ORIGINS, and a fresh nonce; frames from the provider
 * pages and FRAME_ORIGINS; `frame-ancestors 'self'`) and Permissions-Policy. Returns the nonce.
 */
export function documentHeaders(reply: FastifyReply, config: AppConfig): string {
  const nonce = randomBytes(16).toString('base64');
  const frame = frameOrigins(reply, config);
  const vertical = [
    ...new Set([...compositionOrigins(config.rollout.compositionFile), ...config.csp.verticalOrigins]),
  ];
  reply.header(
    'content-security-policy',
    documentPolicy({ vertical, frame, media: config.csp.mediaOrigins, nonce }),
  );
  reply.header('permissions-policy', permissionsPolicy(frame));
  return nonce;
}
