// Assembles the site a combination is served from (issue 31, item 6): the host files of one build,
// and the version folders of every vertical of both builds side by side, the previous build's named
// `<version>+<commit>` (semver build metadata) so a same-numbered version of each build can be
// told apart. The one place that knows where a build keeps its host and its verticals: when the
// host gets version folders of its own (issue 31, item 5), this function moves with it.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { hashRelease } from '../integrity';
import type { BuildView } from './plan';

/** A build to compose: its dist/site folder, and the suffix its vertical folders get (or none). */
export interface Build {
  site: string;
  suffix: string;
}

const json = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** The version folder of each vertical of a build, as its composition.json names it. */
function folderOf(build: Build, vertical: string): { version: string; dir: string } {
  const entry = (json(join(build.site, 'composition.json')) as Record<string, { entry?: string }>)[vertical];
  const version = /\/mf\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(entry?.entry ?? '')?.[1];
  if (!version) throw new Error(`${build.site}/composition.json has no local entry for ${vertical}`);
  return { version, dir: join(build.site, 'mf', vertical, version) };
}

/**
 * Writes into `target` the host of `host`, every vertical of `builds` among `verticals`, and the
 * `fresh` verticals (no previous release) of the new build, at the folders its composition.json
 * names; returns what each build offers there (its host's manifest, its vertical folders).
 */
export function assembleSite(
  target: string,
  host: Build,
  builds: Record<'new' | 'previous', Build>,
  verticals: readonly string[],
  fresh: readonly string[] = [],
): Record<'new' | 'previous', BuildView> {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  // The host: everything at the root of its site but the verticals, their records and the composition.
  for (const name of readdirSync(host.site))
    if (!['mf', 'releases', 'composition.json'].includes(name))
      cpSync(join(host.site, name), join(target, name), { recursive: true });
  const view = (build: Build): BuildView => {
    const found: BuildView['verticals'] = {};
    for (const vertical of verticals) {
      const { version, dir } = folderOf(build, vertical);
      const folder = `${version}${build.suffix}`;
      const copy = join(target, 'mf', vertical, folder);
      if (!existsSync(copy)) cpSync(dir, copy, { recursive: true });
      found[vertical] = {
        folder,
        manifest: json(join(copy, 'mf-manifest.json')),
        integrity: hashRelease(copy).integrity,
      };
    }
    return { host: json(join(build.site, 'mf-manifest.json')), verticals: found };
  };
  for (const vertical of fresh) {
    const { version, dir } = folderOf(builds.new, vertical);
    cpSync(dir, join(target, 'mf', vertical, version), { recursive: true });
  }
  return { new: view(builds.new), previous: view(builds.previous) };
}
