// Assembles the one site every combination of two builds is served from (issue 31, item 6): the
// host version folders of both builds (`/host/<version>/`, item 5) and the version folders of every
// vertical of both builds side by side, the previous build's named `<version>+<commit>` (semver
// build metadata) so a same-numbered version of each build can be told apart. The composition's
// `host` entry picks the host a page is painted with, as an operator's release does. The one place
// that knows where a build keeps its host and its verticals.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { hostVersionOf } from '../host';
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

/** The host version folder of a build, as its composition.json's `host` entry names it. */
function hostFolderOf(build: Build): { version: string; dir: string } {
  const entry = (json(join(build.site, 'composition.json')) as { host?: { entry?: string } }).host?.entry;
  const version = hostVersionOf(entry);
  if (!version)
    throw new Error(`${build.site}/composition.json has no host entry (a build from before host versions)`);
  return { version, dir: join(build.site, 'host', version) };
}

/**
 * Writes into `target` the new build's root files (the page without a host entry), the host
 * version folder of both `builds`, every vertical of both among `verticals`, and the `fresh`
 * verticals (no previous release) of the new build, at the folders its composition.json names;
 * returns what each build offers there (its host's folder and manifest, its vertical folders).
 */
export function assembleSite(
  target: string,
  builds: Record<'new' | 'previous', Build>,
  verticals: readonly string[],
  fresh: readonly string[] = [],
  clean = true,
): Record<'new' | 'previous', BuildView> {
  if (clean) rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  // Everything at the root of the new build but the host versions, the verticals, their records
  // and the composition (the suite writes it for each combination).
  for (const name of readdirSync(builds.new.site))
    if (!['host', 'mf', 'releases', 'composition.json'].includes(name))
      cpSync(join(builds.new.site, name), join(target, name), { recursive: true });
  const view = (build: Build): BuildView => {
    const host = hostFolderOf(build);
    const hostFolder = `${host.version}${build.suffix}`;
    const hostCopy = join(target, 'host', hostFolder);
    if (!existsSync(hostCopy)) cpSync(host.dir, hostCopy, { recursive: true });
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
    return {
      host: json(join(hostCopy, 'mf-manifest.json')),
      hostFolder,
      hostIntegrity: hashRelease(hostCopy).integrity,
      verticals: found,
    };
  };
  for (const vertical of fresh) {
    const { version, dir } = folderOf(builds.new, vertical);
    cpSync(dir, join(target, 'mf', vertical, version), { recursive: true });
  }
  return { new: view(builds.new), previous: view(builds.previous) };
}
