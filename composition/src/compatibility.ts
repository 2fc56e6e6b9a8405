// The one compatibility rule (issue 30 item 1, issue 31 item 3): can this host run this vertical's
// build? Every axis at once, each with its verdict: the `@playhub/shared` range the vertical was
// built against, the federation runtime's minor (a vertical runs on the host's runtime), the host
// runtime parts it takes, and the page-wide singletons (React, react-dom, zustand,
// styled-components) whose one copy is the host's. Used by the host's registry before any of a
// vertical's code runs, by the CLI and the console before a change is written, and by CI. Browser-safe.
import { hostRuntimeOf, pluginVersionOf } from './manifest';
import { parseVersion, satisfies } from './semver';

/** The libraries with one copy per page, the host's (build-preset/preset.cjs `sharedModules`). */
export const SINGLETONS = ['react', 'react-dom', 'zustand', 'styled-components'] as const;
/** A page-wide singleton library. */
export type Singleton = (typeof SINGLETONS)[number];

/** What a host build provides to its verticals (null or absent: unknown, that axis is not judged). */
export interface HostProvides {
  /** The `@playhub/shared` version it provides (the platform runtime's major N). */
  shared: string | null;
  /**
   * The version of the previous runtime major's surface it also provides (N−1, implemented over N:
   * `host/src/runtime-previous/`), so a vertical built against N−1 runs unchanged; absent or null
   * when it provides none (a host built before the N−1 window).
   */
  sharedPrevious?: string | null;
  /** Its Module Federation runtime's version. */
  federationRuntime: string | null;
  /** The runtime parts it hands to verticals (`runtime-core`, `bundler-runtime`). */
  runtimeParts: readonly string[] | null;
  /** The version of each singleton library it provides. */
  singletons: Partial<Record<Singleton, string>>;
}

/** The axes of the rule, in the order they are judged. */
export const AXES = ['shared', 'runtimeParts', 'federationRuntime', 'singletons'] as const;
/** One axis of the rule. */
export type Axis = (typeof AXES)[number];

/** One axis's verdict: `ok`, or why not (`reason`, with `code` and `params` for a translated page). */
export interface AxisVerdict {
  axis: Axis;
  ok: boolean;
  /** False when either side does not say (the axis cannot refuse then). */
  judged: boolean;
  reason: string | null;
  code: string | null;
  params: Record<string, string>;
}

/** The verdict on a pair: every axis's, `ok` when none refuses, `problem` the first refusal's reason. */
export interface Verdict {
  ok: boolean;
  axes: Record<Axis, AxisVerdict>;
  /** The axes that refuse, in {@link AXES} order. */
  refusals: AxisVerdict[];
  problem: string | null;
}

type Row = { name?: unknown; version?: unknown; requiredVersion?: unknown };

function rowsOf(manifest: unknown): Row[] {
  const shared = (manifest as { shared?: unknown } | null | undefined)?.shared;
  return Array.isArray(shared) ? (shared as Row[]).filter((r) => typeof r?.name === 'string') : [];
}

/** The range a shared row requires: its `requiredVersion`, else `^version`, else anything. */
function requiredOf(row: Row): string {
  if (typeof row.requiredVersion === 'string') return row.requiredVersion;
  return typeof row.version === 'string' ? `^${row.version}` : '*';
}

/** The package a shared row is of (`react/jsx-runtime` → `react`, `@scope/pkg/x` → `@scope/pkg`). */
function packageOf(name: string): string {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const SHARED = /^@playhub\/shared(\/|$)/;

/** What a manifest says about the `@playhub/shared` it was built against; null when it has no rows. */
export function sharedRequirement(
  manifest: unknown,
): { builtWith: string | null; required: string[] } | null {
  const ours = rowsOf(manifest).filter((r) => SHARED.test(String(r.name)));
  if (!ours.length) return null;
  const builtWith = ours.map((r) => r.version).find((v): v is string => typeof v === 'string') ?? null;
  return { builtWith, required: [...new Set(ours.map(requiredOf))] };
}

/**
 * What a host build provides, read from its mf-manifest.json (the CLI's and the console's view of
 * the deployed host); the previous runtime major it also serves is `metaData.runtimeWindow.previous`. A host manifest that records no runtime parts predates the record and
 * provides the runtime core only.
 */
export function hostOfManifest(manifest: unknown): HostProvides {
  const rows = rowsOf(manifest);
  const versionOf = (test: (name: string) => boolean) =>
    rows
      .map((r) => (test(String(r.name)) && typeof r.version === 'string' ? r.version : null))
      .find(Boolean) ?? null;
  const singletons: Partial<Record<Singleton, string>> = {};
  for (const name of SINGLETONS) {
    const version = versionOf((row) => packageOf(row) === name);
    if (version) singletons[name] = version;
  }
  const previous = (manifest as { metaData?: { runtimeWindow?: { previous?: unknown } } } | null)?.metaData
    ?.runtimeWindow?.previous;
  return {
    shared: versionOf((row) => SHARED.test(row)),
    ...(typeof previous === 'string' ? { sharedPrevious: previous } : {}),
    federationRuntime: pluginVersionOf(manifest),
    runtimeParts: hostRuntimeOf(manifest, 'provides') ?? ['runtime-core'],
    singletons,
  };
}

const verdict = (
  axis: Axis,
  judged: boolean,
  reason: string | null = null,
  code: string | null = null,
  params: Record<string, string> = {},
): AxisVerdict => ({ axis, ok: reason === null, judged, reason, code, params });

function sharedAxis(host: HostProvides, manifest: unknown): AxisVerdict {
  const need = sharedRequirement(manifest);
  if (!need || !host.shared) return verdict('shared', false);
  // Runtime majors N and N−1 (the window): every range is met by the runtime or by the previous
  // major's surface the host also provides.
  const provided = [host.shared, host.sharedPrevious].filter((v): v is string => Boolean(v));
  const unmet = need.required.filter((range) => !provided.some((version) => satisfies(version, range)));
  if (!unmet.length) return verdict('shared', true);
  const built = need.builtWith ?? '?';
  const offered = provided.join(' and ');
  return verdict(
    'shared',
    true,
    `built against @playhub/shared ${built} (needs ${unmet.join(', ')}); the host provides ${offered}`,
    'sharedIncompatible',
    { built, needs: unmet.join(', '), provided: offered },
  );
}

function partsAxis(host: HostProvides, manifest: unknown): AxisVerdict {
  const takes = hostRuntimeOf(manifest, 'takes') ?? [];
  if (!host.runtimeParts) return verdict('runtimeParts', false);
  const lacking = takes.filter((part) => !host.runtimeParts!.includes(part));
  if (!lacking.length) return verdict('runtimeParts', true);
  return verdict(
    'runtimeParts',
    true,
    `runs on the host's ${lacking.join(' and ')}, which this host does not provide`,
    'runtimePartMissing',
    { parts: lacking.join(', ') },
  );
}

function runtimeAxis(host: HostProvides, manifest: unknown): AxisVerdict {
  const built = pluginVersionOf(manifest);
  const hostVersion = host.federationRuntime && parseVersion(host.federationRuntime);
  if (built === null || !hostVersion) return verdict('federationRuntime', false);
  const [major, minor] = hostVersion;
  if (satisfies(built, `>=${major}.${minor}.0 <${major}.${minor + 1}.0`))
    return verdict('federationRuntime', true);
  return verdict(
    'federationRuntime',
    true,
    `built with the federation runtime ${built}; the host runs ${host.federationRuntime} (another major or minor)`,
    'runtimeIncompatible',
    { built, host: host.federationRuntime! },
  );
}

function singletonsAxis(host: HostProvides, manifest: unknown): AxisVerdict {
  const unmet: Array<{ needs: string; has: string }> = [];
  let judged = false;
  for (const row of rowsOf(manifest)) {
    const name = packageOf(String(row.name));
    const provided = host.singletons[name as Singleton];
    if (!(SINGLETONS as readonly string[]).includes(name) || !provided) continue;
    judged = true;
    const range = requiredOf(row);
    if (!satisfies(provided, range))
      unmet.push({ needs: `${String(row.name)} ${range}`, has: `${name} ${provided}` });
  }
  if (!unmet.length) return verdict('singletons', judged);
  const said = unmet.map((u) => `${u.needs} (the host has ${u.has.split(' ')[1]})`);
  return verdict(
    'singletons',
    true,
    `needs ${said.join(', ')}: one copy of each is the page's, the host's`,
    'singletonIncompatible',
    { needs: unmet.map((u) => u.needs).join(', '), has: [...new Set(unmet.map((u) => u.has))].join(', ') },
  );
}

/**
 * Whether `host` can run the vertical whose mf-manifest.json is `manifest`, on every axis. An axis
 * either side says nothing about is not judged (it never refuses).
 */
export function compatibility(host: HostProvides, manifest: unknown): Verdict {
  const axes = {
    shared: sharedAxis(host, manifest),
    runtimeParts: partsAxis(host, manifest),
    federationRuntime: runtimeAxis(host, manifest),
    singletons: singletonsAxis(host, manifest),
  };
  const refusals = AXES.map((axis) => axes[axis]).filter((a) => !a.ok);
  return { ok: refusals.length === 0, axes, refusals, problem: refusals[0]?.reason ?? null };
}
