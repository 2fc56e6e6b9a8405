// `pnpm compat` (issue 31, item 6): composes the working tree's build (dist/site, built first) with
// the previous release's, rebuilt from the commit its release records name (releases/, cached in
// .data/compat-cache/<commit>), in a real browser against the real API (e2e/compat.config.ts):
// the new host with every previous vertical, the previous host with every new vertical, and each
// vertical alone moved forward. Every page must render its own vertical wherever the compatibility
// rule promises it, and a pair outside the window must be refused and fall back; both are reported.
//   pnpm compat                   run it (COMPAT_PORT: the API's port, default 8150, and +1)
//   pnpm compat record <commit>   write the release records of dist/site as built from <commit>
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { combinations, describe, type Combination } from './plan';
import {
  compareVersions,
  hostProvides,
  latestReleases,
  readRecords,
  recordFileName,
  releaseRecord,
  verticalNeeds,
  type ReleaseRecord,
} from '../release-record';
import { parseVersion } from '../semver';
import { assembleSite, type Build } from './assemble';
import { hasCommit, previousBuild } from './previous-build';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const releases = join(root, 'releases');
const verticals = (
  JSON.parse(readFileSync(join(root, 'shared/verticals.json'), 'utf8')) as { name: string }[]
).map((v) => v.name);
const json = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

function stop(line: string): never {
  console.error(`compat: ${line}`);
  process.exit(1);
}

/** The records of a built site (`site`) as released from `commit`: its host and `names`. */
function recordsOf(site: string, commit: string, hostVersion: string, names = verticals): ReleaseRecord[] {
  const composition = json(join(site, 'composition.json')) as Record<string, { version: string }>;
  return [
    {
      kind: 'host',
      name: 'host',
      version: hostVersion,
      commit,
      provides: hostProvides(json(join(site, 'mf-manifest.json'))),
    },
    ...names.map((name): ReleaseRecord => {
      const version = composition[name]!.version;
      const manifest = json(join(site, 'mf', name, version, 'mf-manifest.json'));
      return { kind: 'vertical', name, version, commit, needs: verticalNeeds(manifest) };
    }),
  ].map((record) => releaseRecord.parse(record));
}

/** `pnpm compat record <commit>`: the records of dist/site, written to releases/. */
function record(commit: string | undefined): void {
  if (!commit || !/^[0-9a-f]{40}$/.test(commit))
    stop('record needs the full 40-character commit dist/site was built from');
  const hostVersion = (json(join(root, 'host/package.json')) as { version: string }).version;
  mkdirSync(releases, { recursive: true });
  for (const entry of recordsOf(join(root, 'dist/site'), commit, hostVersion)) {
    writeFileSync(join(releases, recordFileName(entry)), JSON.stringify(entry, null, 2) + '\n');
    console.info(`releases/${recordFileName(entry)}`);
  }
}

/** One previous release to compose: its commit, its records, and the verticals it has none of. */
interface Release {
  commit: string;
  records: ReleaseRecord[];
  /** Verticals added since (no record): served from this build alone, in every combination. */
  fresh: string[];
}

const releaseOf = (commit: string, records: ReleaseRecord[]): Release => ({
  commit,
  records,
  fresh: verticals.filter((name) => !records.some((r) => r.kind === 'vertical' && r.name === name)),
});

/**
 * The previous releases to compose: the previous release (the one commit the newest records name)
 * and, when this host serves the previous runtime major too (the N−1 window,
 * host/src/app/composition/runtime-previous.json), the newest release built on that major — the
 * oldest verticals the policy promises to run.
 */
function previousReleases(): Release[] {
  const all = readRecords(releases);
  const latest = latestReleases(all);
  const commits = [...new Set(latest.map((r) => r.commit))];
  if (commits.length !== 1)
    stop(
      `the newest release records name ${commits.length} commits (${commits.join(', ')}); a release records the host and every vertical of one commit`,
    );
  if (!latest.some((r) => r.kind === 'host')) stop('no release record of the host in releases/');
  const found = [releaseOf(commits[0]!, latest)];
  const window = join(root, 'host/src/app/composition/runtime-previous.json');
  const previousMajor = existsSync(window)
    ? parseVersion((json(window) as { version: string }).version)?.[0]
    : undefined;
  const onMajor = all
    .filter((r) => r.kind === 'host' && parseVersion(r.provides.shared ?? '')?.[0] === previousMajor)
    .sort((a, b) => compareVersions(b.version, a.version))[0];
  if (onMajor && onMajor.commit !== commits[0])
    found.push(
      releaseOf(
        onMajor.commit,
        all.filter((r) => r.commit === onMajor.commit),
      ),
    );
  return found;
}

/** Refuses a rebuilt previous release that is not what its records say (the records would lie). */
function checkRecords(site: string, records: ReleaseRecord[]): void {
  const host = records.find((r) => r.kind === 'host')!;
  const names = records.filter((r) => r.kind === 'vertical').map((r) => r.name);
  const rebuilt = recordsOf(site, host.commit, host.version, names);
  for (const recorded of records) {
    const found = rebuilt.find((r) => r.kind === recorded.kind && r.name === recorded.name);
    if (!isDeepStrictEqual(found, recorded))
      stop(
        `the rebuilt ${recorded.kind} ${recorded.name} of ${recorded.commit.slice(0, 7)} is not what releases/${recordFileName(recorded)} says (${JSON.stringify(found)})`,
      );
  }
}

/** Runs the browser part for every combination, served from one assembled site; true when it passed. */
function browse(site: string, plan: Combination[], port: string): boolean {
  const planFile = join(root, '.data', 'compat', 'plan.json');
  writeFileSync(planFile, JSON.stringify(plan, null, 2));
  const run = spawnSync('pnpm', ['--silent', 'exec', 'playwright', 'test', '-c', 'compat.config.ts'], {
    cwd: join(root, 'e2e'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, CI: '1', COMPAT_PLAN: planFile, COMPAT_SITE: site, COMPAT_PORT: port },
  });
  if (run.status !== 0)
    console.error(
      `compat: the browser run ${run.error ? `did not start (${run.error.message})` : `ended with ${run.status ?? run.signal}`}`,
    );
  return run.status === 0;
}

const pick = <T>(from: Record<string, T>, names: string[]): Record<string, T> =>
  Object.fromEntries(names.map((name) => [name, from[name]!]));

/** The built site of the previous release's commit (checked present): built now or from the cache. */
function previousSite(commit: string): string {
  const started = Date.now();
  if (!hasCommit(root, commit))
    stop(
      `the previous release's commit ${commit} is not in this clone; fetch it (git fetch --unshallow origin)`,
    );
  const previous = previousBuild(root, commit);
  console.info(
    `compat: previous release ${commit.slice(0, 7)} ${previous.cached ? 'from the cache' : 'built'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return previous.site;
}

function compat(): void {
  const started = Date.now();
  if (!existsSync(join(root, 'dist/site/composition.json')))
    stop('no dist/site: run node scripts/build-site.mjs first');
  // One site holds this build and every previous release side by side (host and vertical version
  // folders); each combination's composition picks its host and verticals: one API serves them all.
  const site = join(root, '.data', 'compat', 'site');
  const plan = previousReleases().flatMap((release, i) => combinationsWith(release, site, i === 0));
  for (const line of plan.flatMap(describe)) console.info(`compat: ${line}`);
  writeFileSync(join(site, 'composition.json'), JSON.stringify(plan[0]!.composition, null, 2));
  const passed = browse(site, plan, process.env.COMPAT_PORT ?? '8150');
  console.info(`compat: ${passed ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(passed ? 0 : 1);
}

/** Adds this build and one previous release to `site`; the combinations of the two, both ways. */
function combinationsWith({ commit, records, fresh }: Release, site: string, clean: boolean): Combination[] {
  const compared = verticals.filter((name) => !fresh.includes(name));
  for (const name of fresh)
    console.info(`compat: ${name} has no previous release (no record): served from this build only`);
  const previous = previousSite(commit);
  checkRecords(previous, records);
  const builds: Record<'new' | 'previous', Build> = {
    new: { site: join(root, 'dist/site'), suffix: '' },
    previous: { site: previous, suffix: `+${commit.slice(0, 7)}` },
  };
  const base = json(join(builds.new.site, 'composition.json')) as Record<string, Record<string, unknown>>;
  const version = records.find((r) => r.kind === 'host')!.version;
  const views = assembleSite(site, builds, compared, fresh, clean);
  return combinations(views, compared, base).map((c) => ({
    ...c,
    name: `release ${version}, ${c.name}`,
    composition: { ...c.composition, ...pick(base, fresh) },
  }));
}

const [command, arg] = process.argv.slice(2);
if (command === 'record') record(arg);
// `pnpm compat build`: only the previous release's build, so `npm test` can make it beside the
// browser suite, in the time that leaves idle, before the compat run needs it.
else if (command === 'build') for (const { commit } of previousReleases()) previousSite(commit);
else if (command === undefined) compat();
else stop(`unknown command ${command}: pnpm compat [build | record <commit>]`);
