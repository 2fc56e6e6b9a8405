import * as z from 'zod/mini';
import { verticalNames, verticalRoutePattern, type VerticalName } from '@playhub/shared/contracts';
import { setPageView, VIEW_HEADER } from '../telemetry/page-view';

/** How the host treats a vertical that cannot load: show a fallback, or hide its slots. */
export const criticality = z.enum(['critical', 'degradable', 'optional']);

/**
 * `sha384-…` of a version's scripts by file name relative to its manifest (issue 21): written by
 * the operator's `composition set|canary` from the published release; a malformed map counts as none.
 */
export const integrityMap = z.catch(
  z.optional(z.record(z.string(), z.string().check(z.regex(/^sha384-[A-Za-z0-9+/]+={0,2}$/)))),
  undefined,
);
/** A parsed integrity map. */
export type IntegrityMap = z.infer<typeof integrityMap>;

/** One vertical's entry in composition.json. */
export const compositionEntry = z.object({
  entry: z.string().check(z.minLength(1)),
  fallbackEntry: z.optional(z.string().check(z.minLength(1))),
  version: z.optional(z.string()),
  integrity: integrityMap,
  fallbackIntegrity: integrityMap,
  // The server resolved either side of a canary for this player: its loads are reported too.
  canary: z.catch(z.optional(z.boolean()), undefined),
  criticality: z._default(criticality, 'degradable'),
  timeoutMs: z._default(z.int().check(z.positive(), z.maximum(60_000)), 8000),
  /** The paths it owns (`/`, `/dashboard/deposit`, `/casino/*`); absent: its defaults (route-table.ts). */
  routes: z.optional(
    z
      .array(
        z.string().check(z.maxLength(200), z.regex(verticalRoutePattern, 'a route is /path or /prefix/*')),
      )
      .check(z.maxLength(50)),
  ),
});
/** A parsed composition entry. */
export type CompositionEntry = z.infer<typeof compositionEntry>;
/** The parsed composition: only valid entries of known verticals. */
export type Composition = Partial<Record<VerticalName, CompositionEntry>>;

/**
 * Parses composition.json leniently: a malformed entry drops only that vertical (it then says it is
 * unavailable), never the whole frame.
 */
export function parseComposition(
  raw: unknown,
  base?: string,
): { composition: Composition; problems: string[] } {
  const problems: string[] = [];
  const composition: Composition = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { composition, problems: ['composition.json is not an object'] };
  }
  for (const name of verticalNames) {
    const value = (raw as Record<string, unknown>)[name];
    if (value === undefined) {
      problems.push(`${name}: missing`);
      continue;
    }
    const parsed = compositionEntry.safeParse(value);
    if (parsed.success) composition[name] = base ? resolveEntries(parsed.data, base) : parsed.data;
    else problems.push(`${name}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  }
  return { composition, problems };
}

/** Entries may be relative to the site (`/mf/casino/1.2.0/mf-manifest.json`); the runtime needs URLs. */
function resolveEntries(entry: CompositionEntry, base: string): CompositionEntry {
  const resolve = (url: string) => {
    try {
      return new URL(url, base).toString();
    } catch {
      return url;
    }
  };
  return {
    ...entry,
    entry: resolve(entry.entry),
    fallbackEntry: entry.fallbackEntry && resolve(entry.fallbackEntry),
  };
}

/** Where composition.json is, and what its relative entries are relative to. */
export const compositionUrl = () => new URL('composition.json', document.baseURI).toString();

/**
 * composition.json as the server inlined it in the page (resolved for this player), else fetched
 * bypassing every cache; a failed fetch yields an empty composition.
 */
export async function loadComposition(
  inlined: unknown,
  url = compositionUrl(),
): Promise<{ composition: Composition; problems: string[] }> {
  return inlined === null || inlined === undefined ? fetchComposition(url) : parseComposition(inlined, url);
}

/** Fetches composition.json bypassing every cache; any failure yields an empty composition. */
export async function fetchComposition(url = compositionUrl()) {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    setPageView(response.headers.get(VIEW_HEADER));
    return parseComposition(await response.json(), url);
  } catch (error) {
    return { composition: {} as Composition, problems: [`composition.json: ${String(error)}`] };
  }
}
