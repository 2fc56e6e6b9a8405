import { defineConfig, type ReporterDescription } from '@playwright/test';
import { desktopUse, relaxLoginLimits } from './support/browser';
import { reporters } from './support/reporters';

relaxLoginLimits();

/**
 * The `conformance` suite (issue 30, item 5): player protection proven against a candidate version
 * in a market's composition before it may serve players there. `pnpm composition conformance
 * <vertical> <version> [--market m]` writes a throwaway composition — the market's, with the
 * candidate as the vertical's version for everyone — and runs this suite against an API of its own
 * serving it (tests-conformance/start-api.sh), then records the result as evidence. Nobody else is
 * served that composition, and no bucket needs forcing.
 * Run by hand: CONFORMANCE_COMPOSITION=<file> CONFORMANCE_VERTICAL=casino CONFORMANCE_VERSION=2.0.0
 *   pnpm --filter @playhub/e2e exec playwright test -c conformance.config.ts
 */
const port = Number(process.env.CONFORMANCE_PORT ?? 8190);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests-conformance',
  outputDir: `../.data/conformance-results/${port}`,
  // Limits for a state that never comes, as in playwright.config.ts.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The CLI reads its counts from CONFORMANCE_REPORT; `npm test` keeps its own report too (reporters).
  reporter: [
    ...reporters('conformance'),
    ...(process.env.CONFORMANCE_REPORT
      ? ([['json', { outputFile: process.env.CONFORMANCE_REPORT }]] as ReporterDescription[])
      : []),
  ],
  use: desktopUse(baseURL),
  webServer: {
    command: 'bash ./tests-conformance/start-api.sh',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
