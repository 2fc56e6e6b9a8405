import { join } from 'node:path';
import type { ReporterDescription } from '@playwright/test';

/**
 * The list reporter and `extra`, plus a JSON report `<suite>.json` in TEST_REPORTS when `npm test`
 * runs the suite (its runner reads every test's duration from it: scripts/test/reports.mjs).
 */
export function reporters(suite: string, extra: ReporterDescription[] = []): ReporterDescription[] {
  const dir = process.env.TEST_REPORTS;
  return [
    ['list'],
    ...extra,
    ...(dir ? ([['json', { outputFile: join(dir, `${suite}.json`) }]] as ReporterDescription[]) : []),
  ];
}
