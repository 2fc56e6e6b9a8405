// The schema of composition.json as the stores keep it (issues 10, 21 and 30): each vertical's entry
// (entry-schema.ts, what a page reads) with a canary's candidate. zod/mini; the API and the CLI
// accept the same schemas.
import * as z from 'zod/mini';
import { compositionEntry, integrityMap } from './entry-schema';

export { compositionEntry, criticality, integrityMap, sriHash } from './entry-schema';
export type { CompositionEntry, IntegrityMap } from './entry-schema';

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
