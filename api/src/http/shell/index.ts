import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { scriptsOf } from '@playhub/composition/manifest';
import {
  bootstrap as bootstrapSchema,
  createRouteTable,
  localeSchema,
  shellCookies,
  type Bootstrap,
  type Locale,
  type RoutedComposition,
  type ShellData,
} from '@playhub/shared/contracts';
import type { AppConfig } from '../../config.js';
import { notFound } from '../../errors.js';
import { t } from '../../i18n/index.js';
import type { MarketCompositions } from '../../services/rollout/composition.js';
import { pageMarket, type Markets } from '../../services/markets.js';
import { playerBucket, viewToken } from '../composition.js';
import { cookieValue } from '../cookies.js';
import { providersOriginOf } from '../origin.js';
import { documentHeaders } from '../security.js';
import { versionedTemplate } from '@playhub/composition/host';
import {
  hostTemplateLocation,
  servedHost,
  startGuard,
  withServedHost,
  type ServedHost,
} from './host-version.js';
import { renderShell, type Preload } from './render.js';
import { ManifestSource, TemplateSource, type Template } from './sources.js';

/** Where the page-view token goes in the rendered page (filled in after the ETag is taken). */
const VIEW_SLOT = 'playhub-view-token-slot';

/** How long one language's bootstrap is reused for documents (the API's own answer stays live). */
const BOOTSTRAP_TTL_MS = 15_000;

/**
 * If-None-Match against our ETag, by weak comparison (RFC 9110 §13.1.2): a compressing proxy or
 * the compression of this answer turns `"x"` into `W/"x"`, still the same page. Lists and `*` too.
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const ours = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === ours;
  });
}

/** The host's own pages besides the verticals' (host/src/app/frame.tsx). */
const HOST_PAGES = [/^\/pages\/[^/]+\/?$/];

/**
 * True when some page of the site answers `pathname`: a host page or a vertical's route. A path
 * whose escapes do not decode (`/%`, a truncated `%E0%A4%A`) is none.
 */
export function isSitePath(pathname: string, composition: Record<string, unknown> | null): boolean {
  try {
    decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (HOST_PAGES.some((page) => page.test(pathname))) return true;
  return createRouteTable((composition ?? {}) as RoutedComposition).table.ownerOf(pathname) !== null;
}

/**
 * The server's first paint of every page (issue 19): the host's template with the start-up data
 * inline (composition.json as resolved for this player, the bootstrap in the page's language, the
 * landing vertical's manifest), preloads for the landing vertical's remote entry and exposed chunks,
 * the domain notice and the home banner drawn as the app will draw them. What the page would
 * otherwise learn in three round trips after its scripts ran, it has with its first byte.
 *
 * The document is cached per language and bootstrap version (and template, composition and path);
 * its ETag is that rendering's hash, so a browser revalidating gets a 304. A 304 carries no CSP: the
 * browser keeps the stored policy, whose nonce is the one its stored copy of the page carries.
 */
export function createShell(
  app: FastifyInstance,
  config: AppConfig,
  compositions: MarketCompositions | null,
  markets: Markets,
): (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const templateBase = config.shellTemplate ?? path.join(path.resolve(config.siteDir ?? '.'), 'index.html');
  const template = new TemplateSource(templateBase);
  // Issue 31, item 5: each host version's template, from its folder (a few versions live at once).
  const hostTemplates = new Map<string, TemplateSource>();
  const versioned = new Map<string, Template>();

  /** The template of a host version with its URLs pointed into its folder, or null when unreadable. */
  async function hostTemplate(host: ServedHost): Promise<Template | null> {
    let source = hostTemplates.get(host.folder);
    if (!source) {
      source = new TemplateSource(hostTemplateLocation(templateBase, host.folder));
      hostTemplates.set(host.folder, source);
      if (hostTemplates.size > 8) hostTemplates.delete(hostTemplates.keys().next().value!);
    }
    const raw = await source.read();
    if (!raw) return null;
    const key = `${host.folder} ${raw.version} ${host.fallback?.version} ${host.canary} ${JSON.stringify(host.integrity ?? {})}`;
    let page = versioned.get(key);
    if (!page) {
      // The guard comes before any script, after the charset (which must stay in the first 1024 bytes).
      const pointed = versionedTemplate(raw.html, host.folder, host.integrity);
      const charset = /<meta charset="[^"]*"\s*\/?>/i;
      const html = pointed.replace(
        charset.test(pointed) ? charset : /<head>/i,
        (at) => `${at}${startGuard(host)}`,
      );
      page = { html, version: raw.version };
      versioned.set(key, page);
      if (versioned.size > 16) versioned.delete(versioned.keys().next().value!);
    }
    return page;
  }
  const manifests = new ManifestSource(config.siteDir);
  const bootstraps = new Map<string, { at: number; value: Promise<Bootstrap | null> }>();

  /** The bootstrap as `GET /api/cms/grouped` answers it in `language` for this host, kept briefly. */
  function bootstrapFor(req: FastifyRequest, language: Locale): Promise<Bootstrap | null> {
    const key = `${language} ${providersOriginOf(req, config)}`;
    const kept = bootstraps.get(key);
    if (kept && Date.now() - kept.at < BOOTSTRAP_TTL_MS) return kept.value;
    const value = app
      .inject({
        method: 'GET',
        url: '/api/cms/grouped',
        headers: {
          'x-locale': language,
          host: req.headers.host ?? 'localhost',
          ...(req.headers['x-forwarded-proto']
            ? { 'x-forwarded-proto': req.headers['x-forwarded-proto'] }
            : {}),
        },
      })
      .then((res) => {
        const parsed = bootstrapSchema.safeParse((res.json() as { data?: unknown }).data);
        return res.statusCode === 200 && parsed.success ? parsed.data : null;
      })
      .catch(() => null);
    bootstraps.set(key, { at: Date.now(), value });
    return value;
  }

  /** The landing vertical's manifest and the scripts to preload from it. */
  async function landing(resolved: Record<string, unknown> | null, pathname: string) {
    const table = createRouteTable((resolved ?? {}) as RoutedComposition).table;
    const owner = table.ownerOf(pathname);
    const entry = owner
      ? (resolved?.[owner] as { entry?: unknown; integrity?: unknown } | undefined)
      : undefined;
    if (typeof entry?.entry !== 'string') return { manifests: {}, preloads: [] };
    const manifest = await manifests.read(entry.entry);
    if (!manifest) return { manifests: {}, preloads: [] };
    const hashes = (entry.integrity ?? {}) as Record<string, string>;
    const manifestUrl = new URL(entry.entry, 'http://site.invalid/');
    const publicPath = (manifest as { metaData?: { publicPath?: string } }).metaData?.publicPath;
    const base = !publicPath || publicPath === 'auto' ? manifestUrl : new URL(publicPath, manifestUrl);
    const preloads: Preload[] = scriptsOf(manifest).map((file) => {
      const url = new URL(file, base);
      const href = url.origin === 'http://site.invalid' ? url.pathname : url.href;
      return typeof hashes[file] === 'string' ? { href, integrity: hashes[file] } : { href };
    });
    return { manifests: { [entry.entry]: manifest }, preloads };
  }

  return async function sendShell(req, reply) {
    const language =
      localeSchema.safeParse(cookieValue(req.headers.cookie, shellCookies.language)).data ?? 'tr';
    const pathname = (req.url.split('?')[0] ?? '/').replace(/^\/index\.html$/, '/');
    const bucket = playerBucket(req, reply, config);
    // The market's composition and profile (issue 30, item 4): the logged-in player's, else the visitor's.
    const market = pageMarket(req, config, markets.known);
    const fromStore = compositions?.for(market).resolve(bucket) ?? null;
    // The host version resolved for this player (issue 31, item 5), its page template and start-up
    // guard; a version whose template cannot be read serves the site's own template.
    const host = servedHost(fromStore, req.headers.cookie);
    const hostPage = host && (await hostTemplate(host));
    const page = hostPage ?? (await template.read());
    if (!page) throw notFound();
    const resolved = hostPage ? withServedHost(fromStore, host) : fromStore;
    const [shared, landed] = await Promise.all([bootstrapFor(req, language), landing(resolved, pathname)]);
    const bootstrap = shared && { ...shared, market: markets.profile(market) };
    const notice =
      pathname === '/' &&
      Boolean(bootstrap?.domainStatus.next.trim()) &&
      cookieValue(req.headers.cookie, shellCookies.noticeRead) !== 'read';
    const data: ShellData = {
      language,
      composition: resolved,
      bootstrap,
      manifests: landed.manifests,
      view: VIEW_SLOT,
    };
    const html = renderShell(
      page.html,
      {
        language,
        path: pathname,
        notice,
        preloads: landed.preloads,
        data,
        loadingText: t(language, 'shell.loading'),
      },
      bootstrap,
    );
    // The page-view token is new on every answer, so the ETag is taken without it: a page revalidated
    // (304) asks for a token of its own (host: telemetry/page-view.ts, `GET /api/telemetry/view`).
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    reply
      .header('Cache-Control', 'private, no-cache')
      .header('Vary', 'Cookie')
      .header('ETag', etag)
      .header('Content-Type', 'text/html; charset=utf-8');
    if (etagMatches(req.headers['if-none-match'], etag)) {
      // No policy at all: the stored one (with the stored page's nonce) stays in force.
      reply.removeHeader('content-security-policy');
      return reply.code(304).send();
    }
    const nonce = documentHeaders(reply, config);
    // An unknown or malformed path is still the site (its own not-found page), answered as a 404.
    const status = isSitePath(pathname, resolved) ? 200 : 404;
    return reply
      .code(status)
      .send(
        html
          .replace(VIEW_SLOT, viewToken(config, resolved, bucket, pathname))
          .replace(/<script(?=[\s>])/gi, `<script nonce="${nonce}"`),
      );
  };
}
