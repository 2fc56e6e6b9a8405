// What `pnpm compat` composes and what it promises (issue 31, item 6): the combinations of two
// builds, the working tree's (`new`) and the previous release's (`previous`) — the new host with
// every previous vertical, the previous host with every new vertical, and each vertical alone moved
// forward — and, for every page it loads, what the one compatibility rule says the page must show:
// the vertical's own version, or (a pair outside the window) a refusal and the fallback, the
// vertical of the host's own build. Pure: the runner (composition/src/compat/) assembles and serves it.
import { compatibility, hostOfManifest } from '../compatibility';

/** One of the two builds being composed. */
export type Side = 'new' | 'previous';
/** What a build offers: its host's manifest, and each vertical's folder name and manifest. */
export interface BuildView {
  host: unknown;
  /** The host's version folder in the assembled site (`/host/<folder>/`) and its scripts' hashes. */
  hostFolder?: string;
  hostIntegrity?: Record<string, string>;
  verticals: Record<string, { folder: string; manifest: unknown; integrity: Record<string, string> }>;
}
/** One page load of a combination: what the page must show for one vertical. */
export interface Check {
  vertical: string;
  /** The version folder the composition names (the pair under test). */
  entryFolder: string;
  /** The folder whose build the page must run: the entry's, or the fallback's when refused. */
  expectFolder: string;
  /** Why the rule refuses the pair (the page must fall back and report it), or null. */
  refused: string | null;
}
/** One combination: which build serves the host and each vertical, its composition, its checks. */
export interface Combination {
  name: string;
  host: Side;
  /** The host version folder the page is painted with (the composition's `host` entry), if any. */
  hostFolder: string | null;
  sides: Record<string, Side>;
  composition: Record<string, Record<string, unknown>>;
  checks: Check[];
}

const entryOf = (vertical: string, folder: string) => `/mf/${vertical}/${folder}/mf-manifest.json`;

/**
 * The composition of `sides` under the `host` build, with the checks of `visit`: each vertical from
 * its side's build, with the host's own build of it as the fallback when they differ.
 */
export function combine(
  name: string,
  builds: Record<Side, BuildView>,
  host: Side,
  sides: Record<string, Side>,
  visit: readonly string[],
  base: Record<string, Record<string, unknown>>,
): Combination {
  const provided = hostOfManifest(builds[host].host);
  const composition: Combination['composition'] = {};
  const checks: Check[] = [];
  for (const [vertical, side] of Object.entries(sides)) {
    const chosen = builds[side].verticals[vertical]!;
    const own = builds[host].verticals[vertical]!;
    const fallback = side === host ? null : own;
    composition[vertical] = {
      ...base[vertical],
      entry: entryOf(vertical, chosen.folder),
      version: chosen.folder,
      integrity: chosen.integrity,
      ...(fallback
        ? { fallbackEntry: entryOf(vertical, fallback.folder), fallbackIntegrity: fallback.integrity }
        : {}),
    };
    if (!visit.includes(vertical)) continue;
    const refused = compatibility(provided, chosen.manifest).problem;
    checks.push({
      vertical,
      entryFolder: chosen.folder,
      expectFolder: refused && fallback ? fallback.folder : chosen.folder,
      refused,
    });
  }
  // The host a page is painted with is the composition's `host` entry, as operators release it.
  const { hostFolder = null, hostIntegrity } = builds[host];
  if (hostFolder)
    composition.host = {
      entry: `/host/${hostFolder}/mf-manifest.json`,
      version: hostFolder,
      integrity: hostIntegrity ?? {},
    };
  return { name, host, hostFolder, sides, composition, checks };
}

/**
 * Every combination `pnpm compat` loads: the new host with every previous vertical, the previous
 * host with every new vertical (each page loaded), and each vertical alone moved forward on the
 * previous host and verticals (its own page loaded).
 */
export function combinations(
  builds: Record<Side, BuildView>,
  verticals: readonly string[],
  base: Record<string, Record<string, unknown>>,
): Combination[] {
  const all = (side: Side) => Object.fromEntries(verticals.map((v) => [v, side]));
  return [
    combine('new host, previous verticals', builds, 'new', all('previous'), verticals, base),
    combine('previous host, new verticals', builds, 'previous', all('new'), verticals, base),
    ...verticals.map((v) =>
      combine(`${v} alone moved forward`, builds, 'previous', { ...all('previous'), [v]: 'new' }, [v], base),
    ),
  ];
}

/** The combinations' outcome in a line each: what rendered, what was refused and fell back. */
export function describe(combination: Combination): string[] {
  return combination.checks.map((c) =>
    c.refused
      ? `${combination.name}: ${c.vertical} ${c.entryFolder} refused (${c.refused}); falls back to ${c.expectFolder}`
      : `${combination.name}: ${c.vertical} ${c.entryFolder} renders`,
  );
}
