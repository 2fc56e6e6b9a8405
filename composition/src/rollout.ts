// Canary releases of a vertical (issue 21): the pure changes of a composition object, shared by the
// operator CLI and the API. A vertical's entry may carry
//   "candidate": { "entry", "version", "traffic": 0–100, "integrity"?, "since" }
// and each player, by a sticky bucket 0–99 the server assigns, gets the candidate when
// bucket < traffic, the stable entry otherwise ({@link resolveForBucket}). Browser-safe.
import { fail } from './refusal';
import type { Candidate, CompositionFile } from './schema';
import type { HistoryLine } from './store';

/** A history line of a canary change: the stores' own (a type, so this module stays browser-safe). */
export type RolloutLine = HistoryLine;

type Entry = CompositionFile[string];

/** Number of buckets: a bucket is an integer 0–99, so `traffic` is a percentage. */
export const BUCKETS = 100;

/** A traffic share from operator input: an integer 0–100, or a refusal saying why not. */
export function parseTraffic(value: unknown): number {
  const text = String(value ?? '').trim();
  if (!/^\d{1,3}$/.test(text) || Number(text) > 100)
    fail(`traffic must be a whole percentage 0–100, not "${String(value ?? '')}"`, 'traffic', {
      value: text,
    });
  return Number(text);
}

/** The composition entry of `vertical`; refused when composition.json has none. */
export function entryOf(composition: CompositionFile, vertical: string): Entry {
  const current = composition[vertical];
  if (!current?.entry) fail(`${vertical} is not in composition.json`, 'notComposed', { vertical });
  return current;
}

function candidateOf(composition: CompositionFile, vertical: string): Entry & { candidate: Candidate } {
  const current = entryOf(composition, vertical);
  if (!current.candidate?.entry)
    fail(`${vertical} has no canary (start one with \`canary ${vertical} <version>\`)`, 'noCanary', {
      vertical,
    });
  return current as Entry & { candidate: Candidate };
}

/** Starts (or replaces) the canary of `vertical`; returns the history line. */
export function startCanary(
  composition: CompositionFile,
  vertical: string,
  {
    entry,
    version,
    traffic,
    integrity,
  }: { entry: string; version?: string; traffic: number; integrity?: Record<string, string> },
): RolloutLine {
  const current = entryOf(composition, vertical);
  if (current.entry === entry)
    fail(`${vertical} ${version ?? entry} is already the stable version`, 'alreadyStable', {
      vertical,
      version: version ?? entry,
    });
  const previous = current.candidate;
  composition[vertical] = {
    ...current,
    candidate: {
      entry,
      version,
      traffic,
      ...(integrity ? { integrity } : {}),
      since: new Date().toISOString(),
    },
  };
  return {
    action: 'canary',
    vertical,
    from: previous?.entry ?? (current.entry as string),
    to: entry,
    traffic,
  };
}

/** Changes the candidate's share; returns the history line, or null when it is already that. */
export function setTraffic(
  composition: CompositionFile,
  vertical: string,
  traffic: number,
): RolloutLine | null {
  const current = candidateOf(composition, vertical);
  if (current.candidate.traffic === traffic) return null;
  const from = current.candidate.traffic;
  composition[vertical] = { ...current, candidate: { ...current.candidate, traffic } };
  return { action: 'traffic', vertical, from: `${from}%`, to: `${traffic}%`, entry: current.candidate.entry };
}

/**
 * The candidate becomes the stable version for everyone; the version it replaces becomes the
 * fallback (as `set` does), so a broken promotion still degrades to the old one.
 */
export function promote(composition: CompositionFile, vertical: string): RolloutLine {
  const current = candidateOf(composition, vertical);
  const { candidate, ...stable } = current;
  composition[vertical] = candidateFirst(stable, candidate);
  return { action: 'promote', vertical, from: stable.entry as string, to: candidate.entry };
}

/** An entry whose candidate serves: the candidate's entry, version and hashes, the stable ones its fallback. */
function candidateFirst(stable: Record<string, unknown>, candidate: Candidate): Record<string, unknown> {
  return {
    ...stable,
    entry: candidate.entry,
    version: candidate.version,
    integrity: candidate.integrity,
    fallbackEntry: stable.entry,
    fallbackIntegrity: stable.integrity,
  };
}

/**
 * Every player back on the stable version. `expect` (the candidate seen when an automatic check
 * decided) makes the abort a no-op if the canary changed meanwhile (promoted, replaced).
 */
export function abort(
  composition: CompositionFile,
  vertical: string,
  reason: string,
  expect?: Pick<Candidate, 'entry' | 'since'>,
): RolloutLine | null {
  const current = expect ? composition[vertical] : candidateOf(composition, vertical);
  const candidate = current?.candidate;
  if (!candidate) return null;
  if (expect && (candidate.entry !== expect.entry || candidate.since !== expect.since)) return null;
  const { candidate: _dropped, ...stable } = current;
  composition[vertical] = stable;
  return { action: 'abort', vertical, from: candidate.entry, to: stable.entry as string, reason };
}

/**
 * The composition one player gets: each vertical with a candidate resolves to the candidate (when
 * `bucket` < traffic; the stable entry then becomes its fallback, with its integrity) or to the
 * stable entry. `canary: true` marks either side of a canary with traffic, so the host reports its
 * loads too (the denominators of the automatic abort, which compares the two sides). No `candidate`
 * field reaches the page.
 */
export function resolveForBucket(composition: CompositionFile, bucket: number): CompositionFile {
  const out: CompositionFile = {};
  for (const [name, value] of Object.entries(composition)) {
    if (!value || typeof value !== 'object' || Array.isArray(value) || !value.candidate) {
      out[name] = value;
      continue;
    }
    const { candidate, ...stable } = value;
    const traffic = Number.isInteger(candidate.traffic) ? candidate.traffic : 0;
    if (typeof candidate.entry === 'string' && bucket < traffic) {
      out[name] = { ...candidateFirst(stable, candidate), canary: true };
    } else out[name] = traffic > 0 ? { ...stable, canary: true } : stable;
  }
  return out;
}
