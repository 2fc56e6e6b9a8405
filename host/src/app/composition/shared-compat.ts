/**
 * Can the host's copy of `@playhub/shared` serve a remote? Every app provides `@playhub/shared/*` as
 * the shared package's version and requires `^<version>` (shared/federation/preset.cjs), and the
 * remote's mf-manifest.json records both for each subpath it uses. The host provides its copy to
 * every remote (`loaded-first`), so a remote built against a newer minor than the host's would find
 * exports missing (`undefined`) — the registry refuses it before any of its code runs.
 *
 * A few lines instead of the `semver` package: the host's start-up bytes are measured.
 */

declare const __PLAYHUB_SHARED_VERSION__: string | undefined;

/** The version of `@playhub/shared` this host build provides (null outside a webpack build). */
export const hostSharedVersion: string | null =
  typeof __PLAYHUB_SHARED_VERSION__ === 'string' ? __PLAYHUB_SHARED_VERSION__ : null;

type Triple = [number, number, number];

/** `1.2.3` (a pre-release or build suffix is ignored) → [1, 2, 3]; null when it is not a version. */
function parse(version: string): Triple | null {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

function compare(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** `^1.2.3`, `~1.2.3`, `>=1.2.3`, `<2.0.0`, `1.2.3`: one comparator; false when it is not understood. */
function satisfiesOne(v: Triple, comparator: string): boolean {
  if (comparator === '*' || comparator === 'x' || comparator === '') return true;
  const m = /^(\^|~|>=|<=|>|<|=)?(.+)$/.exec(comparator);
  const bound = m && parse(m[2]!);
  if (!m || !bound) return false;
  const c = compare(v, bound);
  switch (m[1]) {
    case '^': {
      // ^1.2.3 < 2.0.0, ^0.2.3 < 0.3.0, ^0.0.3 < 0.0.4
      const upper: Triple =
        bound[0] > 0 ? [bound[0] + 1, 0, 0] : bound[1] > 0 ? [0, bound[1] + 1, 0] : [0, 0, bound[2] + 1];
      return c >= 0 && compare(v, upper) < 0;
    }
    case '~':
      return c >= 0 && compare(v, [bound[0], bound[1] + 1, 0]) < 0;
    case '>=':
      return c >= 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '<':
      return c < 0;
    default:
      return c === 0;
  }
}

/**
 * Whether `version` satisfies `range` (npm semantics for `^`, `~`, comparisons, exact versions,
 * `*`, space-separated ANDs and `||`). A range it does not understand is not satisfied.
 */
export function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  if (!v) return false;
  return range.split('||').some((set) =>
    set
      .trim()
      .split(/\s+/)
      .every((comparator) => satisfiesOne(v, comparator)),
  );
}

/** One `shared` row of an mf-manifest.json (only what this check reads). */
interface ManifestShared {
  name?: unknown;
  version?: unknown;
  requiredVersion?: unknown;
}

/** What a remote's manifest says about the `@playhub/shared` it was built against. */
export interface SharedRequirement {
  /** The shared version the remote was built with (null when the manifest does not say). */
  builtWith: string | null;
  /** The ranges its subpaths require (usually one, `^builtWith`). */
  required: string[];
}

/** Reads the `@playhub/shared/*` rows of a manifest; null when the manifest has none. */
export function sharedRequirement(manifest: unknown): SharedRequirement | null {
  const rows = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(rows)) return null;
  const ours = (rows as ManifestShared[]).filter(
    (r) => typeof r?.name === 'string' && /^@playhub\/shared(\/|$)/.test(r.name),
  );
  if (!ours.length) return null;
  const builtWith = ours.map((r) => r.version).find((v): v is string => typeof v === 'string') ?? null;
  const required = [
    ...new Set(
      ours.map((r) =>
        typeof r.requiredVersion === 'string'
          ? r.requiredVersion
          : typeof r.version === 'string'
            ? `^${r.version}`
            : '*',
      ),
    ),
  ];
  return { builtWith, required };
}

/**
 * Why the host's shared cannot serve this manifest's remote, or null when it can (or when the
 * manifest records no shared version: then the runtime's own checks are all there is).
 */
export function sharedIncompatibility(manifest: unknown, hostVersion: string): string | null {
  const need = sharedRequirement(manifest);
  if (!need) return null;
  const unmet = need.required.filter((range) => !satisfies(hostVersion, range));
  if (!unmet.length) return null;
  return `built against @playhub/shared ${need.builtWith ?? '?'} (needs ${unmet.join(', ')}); the host provides ${hostVersion}`;
}

declare const __PLAYHUB_FEDERATION_RUNTIME__: string | undefined;

/** The Module Federation runtime version of this host build (null outside a webpack build). */
export const hostFederationRuntime: string | null =
  typeof __PLAYHUB_FEDERATION_RUNTIME__ === 'string' ? __PLAYHUB_FEDERATION_RUNTIME__ : null;

declare const __PLAYHUB_HOST_RUNTIME_PARTS__: readonly string[] | undefined;

/** The parts of the federation runtime this host build hands to the verticals (null outside webpack). */
export const hostRuntimeParts: readonly string[] | null =
  typeof __PLAYHUB_HOST_RUNTIME_PARTS__ === 'object' ? __PLAYHUB_HOST_RUNTIME_PARTS__ : null;

/**
 * Why a remote cannot run on the host's federation runtime, or null when it can. A vertical's
 * production build takes the host's runtime-core and bundler runtime instead of bundling them
 * (shared/federation/preset.cjs), and its webpack runtime calls into them; within one minor version
 * that interface holds, across minors it is not promised. The parts it takes (`hostRuntime.takes`
 * in its manifest) must all be among those this host provides. A manifest without a
 * `pluginVersion` is judged by its other checks.
 */
export function runtimeIncompatibility(
  manifest: unknown,
  hostRuntime: string,
  provided: readonly string[] | null = hostRuntimeParts,
): string | null {
  const meta = (
    manifest as { metaData?: { pluginVersion?: unknown; hostRuntime?: { takes?: unknown } } } | null
  )?.metaData;
  const takes = Array.isArray(meta?.hostRuntime?.takes) ? meta.hostRuntime.takes.map(String) : [];
  const lacking = provided ? takes.filter((part) => !provided.includes(part)) : [];
  if (lacking.length) return `runs on the host's ${lacking.join(' and ')}, which this host does not provide`;
  const built = meta?.pluginVersion;
  if (typeof built !== 'string') return null;
  const [major, minor] = parse(hostRuntime) ?? [];
  return major !== undefined && satisfies(built, `>=${major}.${minor}.0 <${major}.${minor! + 1}.0`)
    ? null
    : `built with the federation runtime ${built}; the host runs ${hostRuntime} (another major or minor)`;
}
