import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import {
  NotificationsPanel,
  notifyViaOperator,
  registerPlayer,
  signInBrowser,
} from '../../pages/notifications';

// Its own API process (same database across the restart), not the shared webServer: on PGlite in
// its own folder, also when the suite's server runs on PostgreSQL.
const port = Number(process.env.E2E_PORT ?? 8181) + 10;
const origin = `http://127.0.0.1:${port}`;
const root = join(import.meta.dirname, '../../..');
// Created in beforeAll: module scope also runs when the runner merely lists the tests.
let dataDir = '';

function startApi(): ChildProcess {
  const child = spawn('pnpm', ['--silent', '--filter', '@playhub/api', 'start'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: undefined,
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_DIR: join(root, 'dist/site'),
      NODE_ENV: 'test',
    },
    stdio: 'ignore',
    detached: true, // its own process group, so stopping it stops pnpm, tsx and node together
  });
  return child;
}

/** Whether any process of the group `pgid` is still there. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the whole group and waits until every process of it is gone: pnpm exits before the server
 * it started has closed, and a server started meanwhile found the port taken (EADDRINUSE) while the
 * closing one still answered the health check for a moment (a flake).
 */
async function stopApi(child: ChildProcess): Promise<void> {
  const pgid = child.pid;
  if (!pgid || !groupAlive(pgid)) return;
  process.kill(-pgid, 'SIGTERM');
  await expect.poll(() => groupAlive(pgid), { timeout: 60_000, intervals: [100] }).toBe(false);
}

async function waitHealthy(): Promise<void> {
  await expect
    .poll(
      async () =>
        await fetch(`${origin}/api/health`)
          .then((r) => r.ok)
          .catch(() => false),
      { timeout: 120_000, intervals: [250] },
    )
    .toBe(true);
}

let api: ChildProcess | undefined;
// One private server per run, on a fixed port: the phone project would start a second one, and so
// would a second worker (the file's tests run in one worker, in order).
const desktopOnly = (projectName: string) => projectName === 'desktop';
test.describe.configure({ mode: 'default' });

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  if (!desktopOnly(testInfo.project.name)) return;
  // A fresh database is seeded on first start: slow on a busy machine.
  testInfo.setTimeout(150_000);
  dataDir = mkdtempSync(join(tmpdir(), 'playhub-reconnect-'));
  api = startApi();
  await waitHealthy();
});

test.afterAll(async () => {
  if (api) await stopApi(api);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('stopping and restarting the API reconnects, and the next notification still arrives', async ({
  browser,
}, testInfo) => {
  test.skip(!desktopOnly(testInfo.project.name), 'desktop project only');
  test.setTimeout(150_000);
  const request = await playwrightRequest.newContext({ baseURL: origin });
  const { auth } = await registerPlayer(request);
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await signInBrowser(page, auth);
  // The page's own clock: the reconnect waits are moved past instead of waited for.
  await page.clock.install();
  const panel = new NotificationsPanel(page);
  await page.goto('/');
  await panel.waitForLive('Connected');

  await stopApi(api!);
  await expect(panel.live).not.toHaveAttribute('data-live-state', 'Connected');
  api = startApi();
  await waitHealthy();
  // The client's schedule retries at 0, 2, 10 and 30 s, then our own backoff (5 s doubling, at most
  // 60 s ± 20 %) takes over: whichever wait is pending now, it ends within 75 s of the page's time.
  await page.clock.fastForward('01:15');
  await panel.waitForLive('Connected');

  await notifyViaOperator(request, auth.username, 'After the restart');
  await panel.expectUnread(1);
  await panel.open();
  await expect(panel.item('After the restart')).toBeVisible();
  await context.close();
  await request.dispose();
});
