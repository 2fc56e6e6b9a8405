import { defineConfig, devices } from '@playwright/test';

import { consentAnswered, launchOptions, relaxLoginLimits } from './support/browser';
import { reporters } from './support/reporters';

relaxLoginLimits();

const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  // One folder per port, so suites run side by side do not delete each other's traces.
  outputDir: `test-results/${port}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: reporters('e2e', process.env.CI ? [['html', { open: 'never' }]] : []),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions,
    locale: 'en-US',
    storageState: consentAnswered(baseURL),
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
      testIgnore: /platform\//,
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
