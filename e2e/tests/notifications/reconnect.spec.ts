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

// Its own API process (same database across the restart), not the shared webServer.
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

async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
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
// One private server per run: the phone project would start a second one on the same port.
const desktopOnly = (projectName: string) => projectName === 'desktop';

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
  const panel = new NotificationsPanel(page);
  await page.goto('/');
  await panel.waitForLive('Connected');

  await stopApi(api!);
  await expect(panel.live).not.toHaveAttribute('data-live-state', 'Connected');
  api = startApi();
  await waitHealthy();
  // The client's schedule retries at 0, 2, 10 and 30 s, then our own backoff takes over.
  await panel.waitForLive('Connected', 90_000);

  await notifyViaOperator(request, auth.username, 'After the restart');
  await panel.expectUnread(1);
  await panel.open();
  await expect(panel.item('After the restart')).toBeVisible();
  await context.close();
  await request.dispose();
});
