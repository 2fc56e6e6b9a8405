// The schema of composition.json (issues 10, 21 and 30): one vertical's entry (its manifest URL,
// fallback, version, integrity, routes, criticality) and a canary's candidate. zod/mini, so the host
// page carries only the functions it calls; the API and the CLI accept the same schemas.
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

/** A canary's candidate in a composition entry (stored only; never sent to a page). */
export const candidateSchema = z.object({
  entry: z.string().check(z.minLength(1), z.maxLength(500)),
  version: z.optional(z.string().check(z.maxLength(64))),
  traffic: z.int().check(z.minimum(0), z.maximum(100)),
  integrity: integrityMap,
  since: z.optional(z.string().check(z.maxLength(40))),
});
/** A canary's candidate in a composition entry. */
export interface Candidate {
  entry: string;
  version?: string;
  traffic: number;
  integrity?: Record<string, string>;
  since: string;
}

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

/** An entry as stored (the page's entry with its canary's candidate, if any). */
export const storedEntry = z.extend(compositionEntry, { candidate: z.optional(candidateSchema) });

/** The largest composition.json the stores accept (nobody needs more for a handful of verticals). */
export const MAX_COMPOSITION_BYTES = 512 * 1024;

/** A stored composition.json: vertical name → entry (unknown verticals are kept, not judged). */
export const compositionFile = z.record(
  z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/)),
  z.looseObject({ candidate: z.optional(candidateSchema) }),
);

/** A composition.json object: vertical name → entry (the stores keep what they are given). */
export type CompositionFile = Record<string, Record<string, unknown> & { candidate?: Candidate }>;
