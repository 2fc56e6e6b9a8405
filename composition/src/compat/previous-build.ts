// The previous release's build (issue 31, item 6): its commit checked out with `git worktree add
// --detach` into .data/compat-cache/<commit>, installed from the lockfile offline and built with its
// own scripts/build-site.mjs. A finished build is stamped and reused by the next run; an unfinished
// one (a run stopped half-way) is thrown away and built again.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
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

/** The built site (dist/site) of `commit`, built now or found in the cache; `cached` says which. */
export function previousBuild(root: string, commit: string): { site: string; cached: boolean } {
  const dir = join(root, '.data', 'compat-cache', commit);
  const stamp = join(dir, '.data', 'compat-built');
  const site = join(dir, 'dist', 'site');
  if (existsSync(stamp) && existsSync(join(site, 'composition.json'))) return { site, cached: true };
  if (existsSync(dir)) {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
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
  return { site, cached: false };
}
