import { compositionEntry, type CompositionEntry } from '@playhub/composition/browser';
import { verticalNames, type VerticalName } from '@playhub/shared/contracts';
import { setPageView, VIEW_HEADER } from '../telemetry/page-view';

export type { CompositionEntry, IntegrityMap } from '@playhub/composition/browser';

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
