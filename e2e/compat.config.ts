import { defineConfig } from '@playwright/test';
import { desktopUse, relaxLoginLimits } from './support/browser';
import { reporters } from './support/reporters';

relaxLoginLimits();

/**
 * The `compat` suite (issue 31, item 6): real builds of two releases composed on one page. `pnpm
 * compat` (composition/src/compat/compat.ts) assembles a site with one build's host and both builds'
 * verticals (COMPAT_SITE), writes the combinations to load and what the compatibility rule promises
 * for each (COMPAT_PLAN), and runs this suite once per host build against an API serving that site.
 */
const port = Number(process.env.COMPAT_PORT ?? 8150);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests-compat',
  outputDir: `../.data/compat-results/${port}`,
  // Limits for a state that never comes, as in playwright.config.ts.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // One API serves one composition at a time: the combinations run one after the other.
  workers: 1,
  retries: 0,
  reporter: reporters(
    `compat-${process.env.COMPAT_RELEASE ?? 'previous'}-${process.env.COMPAT_HOST ?? 'new'}`,
  ),
  use: desktopUse(baseURL),
  webServer: {
    command: 'bash ./tests-compat/start-api.sh',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
