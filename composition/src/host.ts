// The host released like a vertical (issue 31, item 5). A host version is a folder
// `/host/<version>/` holding its build as webpack wrote it (index.html with relative URLs, hashed
// scripts, mf-manifest.json); composition.json's `host` entry names it as a vertical's entry names
// its manifest (`/host/<version>/mf-manifest.json`), with a canary, a fallback and a history. The
// API paints each page from the template of the host version resolved for that player
// (api/src/http/shell), pointing the template's relative URLs into the version's folder and giving
// its scripts their published SHA-384. Browser-free but Node-free too (the painter and the CLI use it).
import * as z from 'zod/mini';
import { integrityMap } from './entry-schema';
import { candidateSchema } from './schema';

/** The name of the host's entry in composition.json (never a vertical's name). */
export const HOST = 'host';

const VERSION = /^[0-9][\w.+-]{0,63}$/;
const HOST_ENTRY = /^\/host\/([0-9][\w.+-]{0,63})\/mf-manifest\.json$/;

/** composition.json's `host` entry: the version players get, its integrity, the previous one, a canary. */
export const hostEntry = z.object({
  entry: z.string().check(z.regex(HOST_ENTRY, 'a host entry is /host/<version>/mf-manifest.json')),
  version: z.optional(z.string().check(z.regex(VERSION))),
  integrity: integrityMap,
  fallbackEntry: z.optional(
    z.string().check(z.regex(HOST_ENTRY, 'a host entry is /host/<version>/mf-manifest.json')),
  ),
  fallbackIntegrity: integrityMap,
  canary: z.catch(z.optional(z.boolean()), undefined),
  candidate: z.optional(candidateSchema),
});
/** A parsed host entry. */
export type HostEntry = z.infer<typeof hostEntry>;

/** The entry (manifest URL) of host `version`. */
export function hostEntryOf(version: string): string {
  return `/host/${version}/mf-manifest.json`;
}

/** The version a host entry names (`/host/<version>/mf-manifest.json`), or undefined. */
export function hostVersionOf(entry: unknown): string | undefined {
  return typeof entry === 'string' ? HOST_ENTRY.exec(entry)?.[1] : undefined;
}

/** The folder of a host entry (`/host/<version>/`), where its template and scripts are. */
export function hostFolderOf(entry: string): string {
  return entry.slice(0, entry.lastIndexOf('/') + 1);
}

/** A URL of the template left as it is: absolute, root-relative, a fragment, data or a template tag. */
const KEPT = /^(?:[a-z][a-z0-9+.-]*:|\/|#|<)/i;

/**
 * The scripts a host template loads itself, relative to its folder: `<script src>` and
 * `<link rel="preload" as="script" href>` (the files whose SHA-384 a host release records).
 */
export function templateScripts(html: string): string[] {
  const files = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const isLink = /^<link/i.test(tag);
    if (isLink && !(/\brel="preload"/i.test(tag) && /\bas="script"/i.test(tag))) continue;
    const url = new RegExp(`\\b${isLink ? 'href' : 'src'}="([^"]+)"`, 'i').exec(tag)?.[1];
    if (url && !KEPT.test(url) && !url.includes('..')) files.add(url.split(/[?#]/)[0]!);
  }
  return [...files];
}

/**
 * A host template served from `folder` (`/host/<version>/`): every relative `src`, `href` and CSS
 * `url()` points into it (the template's `<base href="/">` stays: it is the app's, for its own
 * links), and each script with a recorded hash gets `integrity` and `crossorigin="anonymous"`.
 */
export function versionedTemplate(
  html: string,
  folder: string,
  integrity: Record<string, string> | undefined,
): string {
  const at = (url: string) => (KEPT.test(url) || url.includes('..') ? url : `${folder}${url}`);
  return html
    .replace(/<(script|link)\b[^>]*>/gi, (tag) => {
      if (/^<base\b/i.test(tag)) return tag;
      let file: string | null = null;
      const out = tag.replace(/(\s(?:src|href)=")([^"]+)"/gi, (_m, attr: string, url: string) => {
        if (!KEPT.test(url)) file = url;
        return `${attr}${at(url)}"`;
      });
      const hash = file && integrity?.[file];
      const script = /^<script/i.test(tag) || (/\brel="preload"/i.test(tag) && /\bas="script"/i.test(tag));
      if (!hash || !script || /\bintegrity=/i.test(out)) return out;
      return out.replace(/\s*\/?>$/, (end) => ` integrity="${hash}" crossorigin="anonymous"${end}`);
    })
    .replace(
      /url\((['"]?)([^'")]+)\1\)/g,
      (_m, quote: string, url: string) => `url(${quote}${at(url)}${quote})`,
    );
}
