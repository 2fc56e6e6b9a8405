/** Machine-level helpers of the topology: Debian packages, binaries, commands, polling. */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** Runs a command; on failure the error carries its output. */
export function run(cmd: string, args: string[]): string {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0)
    throw new Error(
      `${cmd} ${args.join(' ')} failed (${r.status ?? r.signal}): ${r.stderr || r.stdout || r.error}`,
    );
  return r.stdout;
}

/** Installs Debian packages that are missing (`apt-get update && apt-get install -y …`, as root or via sudo). */
export function ensureDebianPackages(packages: string[]): void {
  const missing = packages.filter((p) => spawnSync('dpkg', ['-s', p], { stdio: 'ignore' }).status !== 0);
  if (missing.length === 0) return;
  console.info(`[topology] apt-get install ${missing.join(' ')}`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const sh = (args: string[]) =>
    execFileSync(sudo[0] ?? args[0]!, sudo.length ? args : args.slice(1), {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  sh(['apt-get', 'update', '-qq']);
  sh(['apt-get', 'install', '-y', '-qq', ...missing]);
  // The package starts the system services; the suite runs its own instances on free ports.
  for (const service of ['nginx', 'redis-server', 'postgresql'])
    spawnSync('service', [service, 'stop'], { stdio: 'ignore' });
}

/** PostgreSQL's server binaries (Debian keeps them off PATH under /usr/lib/postgresql/<major>/bin). */
export function findPostgresBin(): string {
  const base = '/usr/lib/postgresql';
  const majors = existsSync(base)
    ? readdirSync(base).filter((d) => existsSync(`${base}/${d}/bin/initdb`))
    : [];
  const major = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!major) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  return `${base}/${major}/bin`;
}

/** Polls `check` until it holds (every 100 ms), or throws after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
