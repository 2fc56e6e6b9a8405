import { readFileSync, statSync } from 'node:fs';
import { z } from 'zod';

/**
 * An environment list of origins (`VERTICAL_ORIGINS`, `FRAME_ORIGINS`, `MEDIA_ORIGINS`): separated
 * by spaces or commas, each an http(s) URL reduced to its origin, so nothing but `scheme://host:port`
 * can reach a Content-Security-Policy header.
 */
export const originList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const out: string[] = [];
    for (const item of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
      const origin = originOfUrl(item);
      if (origin) out.push(origin);
      else ctx.addIssue({ code: 'custom', message: `"${item}" is not an http(s) origin` });
    }
    return out;
  });

/**
 * The origin of an absolute http(s) URL, else null. Only host names, IP addresses and ports pass:
 * a URL parser accepts `;` and `*` in a host, and the origin may come from a request's Host header.
 */
export function originOfUrl(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const origin = new URL(url).origin;
    return /^https?:\/\/[a-z0-9.\-[\]:]+$/i.test(origin) ? origin : null;
  } catch {
    return null;
  }
}

let cached: { file: string; mtimeMs: number; size: number; origins: string[] } | null = null;

/**
 * Origins the host loads verticals from, read from the deployed composition.json (entries, fallback
 * entries and canary candidates with an absolute URL). Operators rewrite that file at run time
 * (`pnpm composition set|canary`), so it is re-read whenever it changes; relative entries are the
 * site's own origin.
 */
export function compositionOrigins(file: string | null): string[] {
  if (!file) return [];
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return [];
  }
  if (cached && cached.file === file && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) {
    return cached.origins;
  }
  const origins = new Set<string>();
  try {
    const table = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    for (const value of Object.values(table && typeof table === 'object' ? table : {})) {
      const entry = value as Record<string, unknown> | null;
      const candidate = entry?.candidate as Record<string, unknown> | undefined;
      for (const url of [entry?.entry, entry?.fallbackEntry, candidate?.entry]) {
        const origin = typeof url === 'string' ? originOfUrl(url) : null;
        if (origin) origins.add(origin);
      }
    }
  } catch {
    // A half-written or broken file: the host cannot use it either; keep the configured origins.
  }
  cached = { file, mtimeMs: stat.mtimeMs, size: stat.size, origins: [...origins] };
  return cached.origins;
}

/** What varies per document in the site's policy (origins are validated: see originList). */
export interface CspSources {
  /** Origins of the verticals' scripts, styles, fonts and manifests (besides 'self'). */
  vertical: string[];
  /** Origins the site may frame (game providers, sportsbook) and post forms to. */
  frame: string[];
  /** Extra origins of CMS images and video banners. */
  media: string[];
  /** Fresh per response; stamped on the document's script tags. */
  nonce: string;
}

/**
 * The site document's Content-Security-Policy, directive for directive the gateway's
 * (deploy/nginx/gateway.conf.template).
 */
export function documentPolicy(s: CspSources): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...s.vertical, `'nonce-${s.nonce}'`],
    ['style-src', "'self'", "'unsafe-inline'", ...s.vertical],
    ['img-src', "'self'", 'data:', 'blob:', ...s.vertical, ...s.media],
    ['media-src', "'self'", 'blob:', ...s.media],
    ['font-src', "'self'", 'data:', ...s.vertical],
    ['connect-src', "'self'", ...s.vertical],
    // 'self': the site's own exit page, the lobby URL of redirect-only providers, opens in the game frame.
    ['frame-src', "'self'", ...s.frame],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...s.frame],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * Policy of every other answer (JSON, media, errors, assets): nothing may run or load if one is
 * opened as a document, and no other site may frame it.
 */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'self'";

/** Swagger UI (development only) runs its own scripts and styles from this origin. */
export const DOCS_POLICY =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'self'";

/** Permissions-Policy of the site (the gateway's): autoplay and fullscreen only for itself and the framed providers. */
export function permissionsPolicy(frameOrigins: string[]): string {
  const allowed = ['self', ...frameOrigins.map((o) => `"${o}"`)].join(' ');
  return `camera=(), microphone=(), geolocation=(), payment=(), usb=(), autoplay=(${allowed}), fullscreen=(${allowed})`;
}
