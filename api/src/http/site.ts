import path from 'node:path';
import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config.js';
import { notFound } from '../errors.js';
import { documentHeaders } from './security.js';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// webpack content hashes in file names, e.g. main.3f2a9c1b.js or 123.abcdef12.chunk.css
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2?|png|svg|jpg|webp|avif|map)$/i;

/** Cache policy of a site file by its URL path. */
export function cacheControlFor(urlPath: string): string {
  const base = path.posix.basename(urlPath);
  if (
    base === 'index.html' ||
    base === 'composition.json' ||
    base === 'mf-manifest.json' ||
    base.endsWith('.html')
  )
    return NO_CACHE;
  if (/^\/(?:mf\/[^/]+|host)\/[^/]+\//.test(urlPath) || HASHED.test(base)) return IMMUTABLE;
  return NO_CACHE;
}

/**
 * True for paths the SPA fallback must never answer: API, hub, remotes, and missing assets (a stale
 * chunk must fail as a 404 the loader can report, not parse index.html as script).
 */
export function isReservedPath(url: string): boolean {
  const raw = url.split('?')[0] ?? url;
  let pathname = raw;
  try {
    pathname = decodeURIComponent(raw); // `%2Emap` names the same file as `.map`
  } catch {
    // Malformed escapes: judged as sent.
  }
  return (
    /^\/(api|hub|mf|operator)(\/|$)/.test(pathname) ||
    /\.(js|mjs|css|map|json|txt|ico|br|gz)$/i.test(pathname)
  );
}

/** Longest file name the file systems we serve from allow (bytes of one path segment). */
const NAME_MAX = 255;

/** Source maps, also precompressed: public only outside production (they give away the source). */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

/**
 * The control plane's files beside the site (issue 30): composition.json as deployed (players get
 * it resolved, from its own route), its history (operator names, reasons), its lock, the release
 * records. Never served as files, in any mode.
 */
const CONTROL_PLANE = /^\/(?:composition\.[^/]*|releases(?:\/.*)?|[^/]*\.(?:jsonl|lock)(?:\.(?:br|gz))?)$/i;
/** A host version's page template (issue 31, item 5): players get it painted, never raw. */
const HOST_TEMPLATE = /^\/host\/[^/]+\/index\.html(?:\.(?:br|gz))?$/i;

/** True when the static server may answer `pathname` (decoded, as @fastify/static checks it). */
export function servedAsFile(pathname: string, production: boolean): boolean {
  return (
    !CONTROL_PLANE.test(pathname) &&
    !HOST_TEMPLATE.test(pathname) &&
    !(production && SOURCE_MAP.test(pathname))
  );
}

/** Sends one page of the site: the server-painted shell (./shell/index.ts). */
export type SendDocument = (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * The site's pages: the document (`/`, `/index.html`, unknown pages: `sendDocument`) wherever the
 * host's template is known, and with `siteDir` the built site's files with the cache policy above
 * (no source maps in production).
 */
export async function registerSite(
  app: FastifyInstance,
  config: AppConfig,
  sendDocument: SendDocument,
): Promise<void> {
  for (const url of ['/', '/index.html']) app.get(url, sendDocument);
  const siteDir = config.siteDir;
  if (!siteDir) return;
  const root = path.resolve(siteDir);
  // A name longer than the file system allows is no file, and the static server would answer it
  // 403: such a path is a page of the site (a long /casino/play/… link), answered by the document.
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const pathname = req.url.split('?')[0] ?? '';
    if (!pathname.split('/').some((segment) => Buffer.byteLength(segment) > NAME_MAX)) return;
    if (/^\/(api|hub|operator)(\/|$)/.test(pathname)) return;
    if (isReservedPath(pathname)) throw notFound();
    return sendDocument(req, reply);
  });
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    allowedPath: (pathname: string) => servedAsFile(pathname, config.production),
    // The build writes .br/.gz beside each asset (scripts/precompress.mjs); files without them are
    // compressed per response by @fastify/compress.
    preCompressed: true,
    cacheControl: false,
    etag: true,
    setHeaders(reply, filePath) {
      // A precompressed file (main.1a2b3c4d.js.br) has the cache policy of the file it encodes.
      const rel =
        '/' +
        path
          .relative(root, filePath)
          .split(path.sep)
          .join('/')
          .replace(/\.(br|gz)$/, '');
      reply.header('Cache-Control', cacheControlFor(rel));
      // Other pages of the build (a remote's standalone shell) run under the site's policy too.
      if (rel.endsWith('.html')) documentHeaders(reply, config);
    },
  });
  if (!existsSync(path.join(root, 'index.html'))) app.log.warn({ root }, 'SITE_DIR has no index.html');
}
