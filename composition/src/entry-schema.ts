// One vertical's entry in composition.json as the page reads it (issues 10, 21 and 30): its
// manifest URL, fallback, version, integrity, routes, criticality. zod/mini, and a module of its own,
// so the host page carries only these schemas (the stores' file-level schemas are in schema.ts).
import * as z from 'zod/mini';
import { verticalRoutePattern } from '@playhub/shared/contracts';

/** How the host treats a vertical that cannot load: show a fallback, or hide its slots. */
export const criticality = z.enum(['critical', 'degradable', 'optional']);

/** A Subresource Integrity value as the `integrity` attribute wants it. */
export const sriHash = z.string().check(z.regex(/^sha384-[A-Za-z0-9+/]+={0,2}$/));

/**
 * `sha384-…` of a version's scripts by file name relative to its manifest (issue 21): written by
 * `composition set|canary` from the published release; a malformed map counts as none.
 */
export const integrityMap = z.catch(z.optional(z.record(z.string(), sriHash)), undefined);
/** A parsed integrity map. */
export type IntegrityMap = z.infer<typeof integrityMap>;

/** One vertical's entry in composition.json, as the page reads it. */
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
  /** The paths it owns (`/`, `/dashboard/deposit`, `/casino/*`); absent: its defaults. */
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
