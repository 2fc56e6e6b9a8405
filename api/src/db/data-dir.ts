import {
  accessSync,
  constants,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** The database cannot be used as configured; the message names the variable, the place and what to do. */
export class DatabaseSetupError extends Error {
  override name = 'DatabaseSetupError';
}

/** Entries a fresh volume may hold that say nothing about a database. */
const IGNORED = new Set(['lost+found', '.playhub-write-probe']);
/** What every PGlite (PostgreSQL) data directory holds; without them PGlite would start over or abort. */
const REQUIRED = [
  ['PG_VERSION', 'file'],
  ['global/pg_control', 'file'],
  ['base', 'directory'],
] as const;

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'a part of the path is a file, not a directory',
  ENOENT: 'a part of the path does not exist',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the path is too long',
};

function reason(err: unknown): string {
  const code = (err as NodeJS.ErrnoException)?.code ?? '';
  return Object.hasOwn(REASONS, code) ? `${REASONS[code]} (${code})` : String((err as Error)?.message ?? err);
}

/**
 * `mkdir -p` one level at a time. Node's own `mkdirSync(…, { recursive: true })` never returns on
 * some paths (under /proc, for one): that was the 90 % CPU spin of an unusable DATA_DIR.
 */
function createDirectory(dir: string): void {
  const missing: string[] = [];
  let at = dir;
  for (;;) {
    let stat;
    try {
      stat = statSync(at);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR')
        throw fail(dir, `cannot be created: ${at}: ${reason(err)}`);
      const parent = path.dirname(at);
      if (parent === at) throw fail(dir, 'cannot be created: no part of the path exists');
      missing.unshift(at);
      at = parent;
      continue;
    }
    if (!stat.isDirectory()) throw fail(dir, `cannot be created: ${at} is a file, not a directory`);
    break;
  }
  for (const part of missing) {
    try {
      mkdirSync(part);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST')
        throw fail(dir, `cannot be created: ${part}: ${reason(err)}`);
    }
  }
}

const fail = (dir: string, what: string) =>
  new DatabaseSetupError(
    `DATA_DIR ${dir}: ${what}. Set DATA_DIR to a usable directory (an empty one starts a new database).`,
  );

/**
 * Checks DATA_DIR before PGlite opens it, so a mistake never costs data and always names the
 * directory: it must be (or become) a directory this process can read and write, and, unless empty,
 * hold a PGlite database (PG_VERSION, global/pg_control, base/). PGlite itself would re-create a
 * database over a directory missing PG_VERSION, dropping every player and balance. Returns whether
 * the directory was empty (a new database).
 */
export function checkDataDir(dataDir: string): { fresh: boolean } {
  const dir = path.resolve(dataDir);
  let stat;
  try {
    stat = statSync(dir);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw fail(dir, `cannot be read: ${reason(err)}`);
    createDirectory(dir);
    stat = statSync(dir);
  }
  if (!stat.isDirectory()) throw fail(dir, 'is a file, not a directory');
  try {
    accessSync(dir, constants.R_OK | constants.W_OK | constants.X_OK);
    // access() trusts the mode bits; a real write also finds read-only mounts and full disks.
    const probe = path.join(dir, '.playhub-write-probe');
    writeFileSync(probe, 'ok');
    rmSync(probe, { force: true });
  } catch (err) {
    throw fail(dir, `is not writable by this process (uid ${process.getuid?.() ?? '?'}): ${reason(err)}`);
  }
  const entries = readdirSync(dir).filter((e) => !IGNORED.has(e));
  if (entries.length === 0) return { fresh: true };
  const missing = REQUIRED.filter(([name, kind]) => {
    try {
      const s = statSync(path.join(dir, name));
      return kind === 'file' ? !s.isFile() : !s.isDirectory();
    } catch {
      return true;
    }
  }).map(([name]) => name);
  if (missing.length > 0) {
    throw new DatabaseSetupError(
      `DATA_DIR ${dir} is not empty but has no ${missing.join(', ')}: it is not a PGlite database, or a damaged one. ` +
        'Refusing to start rather than create a new database over it (every player and balance would be lost). ' +
        'Restore the directory from a backup, or point DATA_DIR at the right directory (an empty one starts a new database).',
    );
  }
  const version = readFileSync(path.join(dir, 'PG_VERSION'), 'utf8').trim();
  if (!/^\d+$/.test(version)) {
    throw new DatabaseSetupError(
      `DATA_DIR ${dir}: PG_VERSION holds "${version.slice(0, 20)}", not a version: a damaged database. Restore it from a backup.`,
    );
  }
  return { fresh: false };
}
