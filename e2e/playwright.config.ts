import { defineConfig, devices } from '@playwright/test';

import { consentAnswered, failureEvidence, launchOptions, relaxLoginLimits } from './support/browser';
import { reporters } from './support/reporters';

relaxLoginLimits();

const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  // One folder per port, so suites run side by side do not delete each other's traces.
  outputDir: `test-results/${port}`,
  // Tests wait for states: these limits only end a wait for a state that never comes, and are far
  // above what a test needs on an idle machine, so a busy one (other suites beside it) cannot fail them.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // Every test has its own browser context and player: a file's tests may run in both workers (the
  // long files, axe and no-sideways-scroll, would otherwise hold one worker to the end).
  fullyParallel: true,
  workers: 2,
  // No retry: a test that fails once is a defect to fix, not to hide (STYLE.md §17).
  retries: 0,
  reporter: reporters('e2e', process.env.CI ? [['html', { open: 'never' }]] : []),
  use: {
    baseURL,
    ...failureEvidence,
    launchOptions,
    locale: 'en-US',
    storageState: consentAnswered(baseURL),
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    // The phone runs the tests whose behaviour depends on the phone layout (tagged @phone: the
    // header's compact menu and bottom bar, the play dialog, full-screen dialogs, the notification
    // sheet); the layout specs check every page at phone widths in the desktop project.
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: 'bash ./start-api.sh',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
