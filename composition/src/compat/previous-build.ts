// The previous release's build (issue 31, item 6): its commit checked out with `git worktree add
// --detach` into .data/compat-cache/<commit>, installed from the lockfile offline and built with its
// own scripts/build-site.mjs. A finished build is stamped and reused by the next run; an unfinished
// one (a run stopped half-way) is thrown away and built again.
//
// A release's build is immutable (its commit, built by the Node this machine runs), so a finished one
// is also kept outside the clone, in the machine's cache beside Node and the pnpm store
// (~/.cache/playhub/release-builds/<commit>-node<version>/site, PLAYHUB_RELEASE_CACHE to move it,
// `off` to do without): a fresh clone on the same machine copies it instead of building the release
// again, as a CI system's cache keyed by commit would. A fresh machine builds it once.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const run = (cwd: string, command: string, args: string[]) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });

/** Whether `commit` is in this clone (a shallow CI clone may lack it). */
export function hasCommit(root: string, commit: string): boolean {
  const present = () => {
    try {
      execFileSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: root, stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  if (present()) return true;
  // A shallow clone (CI systems often clone one commit deep): fetch the history once and look again.
  try {
    execFileSync('git', ['fetch', '--quiet', '--unshallow'], {
      cwd: root,
      stdio: 'ignore',
      timeout: 120_000,
    });
  } catch {
    return false;
  }
  return present();
}

/** Where this machine keeps the built site of `commit` (undefined: no machine cache). */
function machineCacheOf(commit: string): string | undefined {
  const setting = process.env.PLAYHUB_RELEASE_CACHE;
  if (setting === 'off') return undefined;
  const base =
    setting || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'playhub', 'release-builds');
  return join(base, `${commit}-node${process.versions.node}`);
}

/** The built site (dist/site) of `commit`, built now or found in a cache; `cached` says which. */
export function previousBuild(root: string, commit: string): { site: string; cached: boolean } {
  const dir = join(root, '.data', 'compat-cache', commit);
  const stamp = join(dir, '.data', 'compat-built');
  const site = join(dir, 'dist', 'site');
  if (existsSync(stamp) && existsSync(join(site, 'composition.json'))) return { site, cached: true };
  // An unfinished build or copy is thrown away: a worktree is removed from git's list too (a copy is
  // no worktree, and git's refusal is then expected).
  if (existsSync(dir)) {
    try {
      execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
    } catch {
      // not a worktree
    }
    rmSync(dir, { recursive: true, force: true });
  }
  const kept = machineCacheOf(commit);
  // Only a finished copy is renamed into place (below), so a present one is whole.
  if (kept && existsSync(join(kept, 'site', 'composition.json'))) {
    mkdirSync(join(dir, 'dist'), { recursive: true });
    cpSync(join(kept, 'site'), site, { recursive: true });
    mkdirSync(join(dir, '.data'), { recursive: true });
    writeFileSync(stamp, `${new Date().toISOString()} (copied from ${kept})\n`);
    return { site, cached: true };
  }
  execFileSync('git', ['worktree', 'prune'], { cwd: root, stdio: 'ignore' });
  run(root, 'git', ['worktree', 'add', '--detach', dir, commit]);
  try {
    run(dir, 'pnpm', ['install', '--frozen-lockfile', '--offline', '--silent']);
  } catch {
    // The store lacks a package only the previous lockfile names (a fresh CI machine): fetch it.
    console.warn(`compat: the pnpm store lacks packages of ${commit.slice(0, 7)}; installing them`);
    run(dir, 'pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--silent']);
  }
  run(dir, 'node', ['scripts/build-site.mjs']);
  mkdirSync(join(dir, '.data'), { recursive: true });
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
  if (kept) keep(site, kept);
  return { site, cached: false };
}

/** Copies a finished build into the machine's cache: aside first, then renamed (never half a copy). */
function keep(site: string, kept: string): void {
  if (existsSync(kept)) return; // another run kept it first
  const aside = `${kept}.${process.pid}`;
  try {
    rmSync(aside, { recursive: true, force: true });
    cpSync(site, join(aside, 'site'), { recursive: true });
    renameSync(aside, kept);
  } catch (error) {
    // A full or read-only cache costs the next run a build, never this one its result.
    rmSync(aside, { recursive: true, force: true });
    console.warn(`compat: could not keep the build in ${kept}: ${(error as Error).message}`);
  }
}
