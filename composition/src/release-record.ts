// Release records (issue 31, item 6): one file per released build of the host or of a vertical,
// kept in the repository (releases/<kind>-<name>-<version>.json), saying which commit it was built
// from and what the compatibility rule reads of it — the runtime a host provides, or the runtime a
// vertical needs. `pnpm compat` rebuilds the newest release of each from its commit and composes it
// with the working tree's builds (composition/src/compat/). `pnpm compat record <commit>` writes the records
// of a built site (docs/platform-guide.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { hostOfManifest, sharedRequirement, SINGLETONS } from './compatibility';
import { hostRuntimeOf, pluginVersionOf } from './manifest';
import { parseVersion } from './semver';

const NAME = /^[a-z][a-z0-9-]{0,39}$/;
const VERSION = /^[0-9]+\.[0-9]+\.[0-9]+(-[\w.-]+)?$/;
const text = z.string().check(z.minLength(1), z.maxLength(100));
const version = z.string().check(z.regex(VERSION, 'a version is x.y.z'));
const singletons = z.partialRecord(z.enum(SINGLETONS), text);

/** What a host build provides to verticals (the `HostProvides` of the compatibility rule). */
export const hostRuntime = z.strictObject({
  shared: z.nullable(text),
  /** The previous runtime major's surface it also provides (N−1); absent when none. */
  sharedPrevious: z.optional(text),
  federationRuntime: z.nullable(text),
  runtimeParts: z.array(text),
  singletons,
});

/** What a vertical build needs of its host: its `@playhub/shared` ranges, runtime, parts and singletons. */
export const verticalRuntime = z.strictObject({
  shared: z.nullable(z.strictObject({ builtWith: z.nullable(text), required: z.array(text) })),
  federationRuntime: z.nullable(text),
  runtimeParts: z.array(text),
  singletons,
});

const common = {
  name: z.string().check(z.regex(NAME)),
  version,
  commit: z.string().check(z.regex(/^[0-9a-f]{40}$/, 'a full 40-character commit id')),
};

/** One release record: a host (the runtime it provides) or a vertical (the runtime it needs). */
export const releaseRecord = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('host'), ...common, provides: hostRuntime }),
  z.strictObject({ kind: z.literal('vertical'), ...common, needs: verticalRuntime }),
]);
/** A parsed release record. */
export type ReleaseRecord = z.infer<typeof releaseRecord>;

/** The file a record is kept in, inside releases/. */
export const recordFileName = (record: Pick<ReleaseRecord, 'kind' | 'name' | 'version'>): string =>
  `${record.kind}-${record.name}-${record.version}.json`;

/** Every record in `dir` (releases/), each checked by its schema and its file name; refused otherwise. */
export function readRecords(dir: string): ReleaseRecord[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const parsed = releaseRecord.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success) throw new Error(`releases/${file}: ${z.prettifyError(parsed.error)}`);
      if (recordFileName(parsed.data) !== file)
        throw new Error(`releases/${file} holds ${recordFileName(parsed.data)}; rename it`);
      return parsed.data;
    });
}

/** Negative, zero or positive as version `a` is older than, the same as or newer than `b`. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [parseVersion(a) ?? [0, 0, 0], parseVersion(b) ?? [0, 0, 0]];
  return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
}

/** The newest release of each host and vertical (by version): what `pnpm compat` builds. */
export function latestReleases(records: readonly ReleaseRecord[]): ReleaseRecord[] {
  const newest = new Map<string, ReleaseRecord>();
  for (const record of records) {
    const key = `${record.kind}:${record.name}`;
    const held = newest.get(key);
    if (!held || compareVersions(record.version, held.version) > 0) newest.set(key, record);
  }
  return [...newest.values()];
}

/** What a vertical's mf-manifest.json says it needs of its host (the rule's side of a vertical). */
export function verticalNeeds(manifest: unknown): z.infer<typeof verticalRuntime> {
  const found: Partial<Record<(typeof SINGLETONS)[number], string>> = {};
  const rows = (manifest as { shared?: unknown })?.shared;
  for (const row of Array.isArray(rows) ? (rows as Array<Record<string, unknown>>) : []) {
    const name = String(row.name ?? '');
    const single = SINGLETONS.find((s) => name === s);
    if (single && typeof row.requiredVersion === 'string') found[single] = row.requiredVersion;
  }
  return {
    shared: sharedRequirement(manifest),
    federationRuntime: pluginVersionOf(manifest),
    runtimeParts: hostRuntimeOf(manifest, 'takes') ?? [],
    singletons: found,
  };
}

/** What a host's mf-manifest.json says it provides (the rule's side of a host). */
export function hostProvides(manifest: unknown): z.infer<typeof hostRuntime> {
  const { sharedPrevious, ...provided } = hostOfManifest(manifest);
  return {
    ...provided,
    ...(sharedPrevious ? { sharedPrevious } : {}),
    runtimeParts: [...(provided.runtimeParts ?? [])],
  };
}
