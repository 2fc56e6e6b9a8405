import path from 'node:path';
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

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
  if (/^\/mf\/[^/]+\/[^/]+\//.test(urlPath) || HASHED.test(base)) return IMMUTABLE;
  return NO_CACHE;
}

/**
 * True for paths the SPA fallback must never answer: API, hub, remotes, and missing assets (a stale
 * chunk must fail as a 404 the loader can report, not parse index.html as script).
 */
export function isReservedPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return /^\/(api|hub|mf)(\/|$)/.test(pathname) || /\.(js|mjs|css|map|json|txt|ico)$/i.test(pathname);
}

/** Serves the built site from `siteDir` with the cache policy above; unknown pages get index.html. */
export async function registerSite(app: FastifyInstance, siteDir: string): Promise<void> {
  const root = path.resolve(siteDir);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
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
    },
  });
  if (!existsSync(path.join(root, 'index.html'))) app.log.warn({ root }, 'SITE_DIR has no index.html');
}
