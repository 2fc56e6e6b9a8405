import { defineConfig } from '@playwright/test';
import { desktopUse, relaxLoginLimits } from './support/browser';
import { reporters } from './support/reporters';

relaxLoginLimits();

/**
 * The `compat` suite (issue 31, item 6): real builds of this build and previous releases composed on
 * one page. `pnpm compat` (composition/src/compat/compat.ts) assembles one site with every build's
 * host and vertical version folders side by side (COMPAT_SITE), writes the combinations to load and
 * what the compatibility rule promises for each (COMPAT_PLAN), and runs this suite once, against an
 * API serving that site; each combination's composition names its host version.
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
  reporter: reporters('compat'),
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
