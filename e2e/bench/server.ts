import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '../..');

/** A real API process serving a built site (as `npm start` does), on a fresh database. */
export async function startSite(
  siteDir: string,
  port: number,
): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'playhub-bench-'));
  const child: ChildProcess = spawn('pnpm', ['--silent', '--filter', '@playhub/api', 'start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      SITE_DIR: siteDir,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`API for ${siteDir} did not start`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    async stop() {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
