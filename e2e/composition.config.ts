import { defineConfig } from '@playwright/test';
import { desktopUse, relaxLoginLimits } from './support/browser';
import { reporters } from './support/reporters';
import { gatewayPort } from './support/topology';

relaxLoginLimits();

/**
 * The `composition` suite (issue 10): the production topology — nginx gateway, one nginx origin per
 * vertical, two API instances on PostgreSQL and Redis — started once by the global setup from the
 * same nginx templates docker-compose uses; then the `faults` suite (issue 27) stops and kills its
 * services under load. Needs `node scripts/build-site.mjs` first.
 * Run: pnpm --filter @playhub/e2e exec playwright test -c composition.config.ts
 */
export default defineConfig({
  testDir: '.',
  globalSetup: './tests-composition/global-setup.ts',
  globalTeardown: './tests-composition/global-teardown.ts',
  // Limits for a state that never comes, as in playwright.config.ts.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // Tests stop verticals and change the composition (in its PostgreSQL): they share one topology, one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: reporters(
    'composition',
    process.env.CI ? [['html', { open: 'never', outputFolder: '../.data/composition-report' }]] : [],
  ),
  outputDir: '../.data/composition-results',
  use: desktopUse(`http://127.0.0.1:${gatewayPort}`),
  projects: [
    { name: 'composition', testDir: './tests-composition' },
    // The fault suite (issue 27) breaks the topology's services one at a time: after the others.
    { name: 'faults', testDir: './tests-faults', dependencies: ['composition'] },
  ],
});
