import { editShellData } from './bootstrap';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const siteDir = join(import.meta.dirname, '../../dist/site');
export { verticals } from './verticals';

/**
 * How long a vertical may take to load in the suites' sites (`timeoutMs`, 8 s as built). A busy
 * test machine took longer (the host then showed the vertical's fallback: "timed out"), and no test
 * is about that budget: those about a vertical that does not load give theirs.
 */
export const testLoadBudgetMs = 60_000;

/** A built composition.json with the suites' load budget for every vertical. */
export function withTestLoadBudget<T extends Record<string, object>>(composition: T): T {
  return Object.fromEntries(
    Object.entries(composition).map(([name, entry]) => [name, { ...entry, timeoutMs: testLoadBudgetMs }]),
  ) as T;
}

/** The composition.json the suite's API serves: the build's, with the suites' load budget (start-api.sh). */
export function builtComposition(): Record<string, { entry: string; version: string }> {
  return withTestLoadBudget(JSON.parse(readFileSync(join(siteDir, 'composition.json'), 'utf8')));
}

/**
 * Gives this tab another composition: inlined in the pages the server paints (as it resolves
 * composition.json for a player) and as composition.json. A string is served as it is (a malformed
 * file), and inlined as a value that is not a composition.
 */
export async function useComposition(page: Page, composition: unknown | string): Promise<void> {
  await editShellData(page, (data) => {
    data.composition = composition;
    // The manifests the server inlined were the ones of its own composition.
    data.manifests = {};
  });
  await page.route('**/composition.json', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'cache-control': 'no-cache' },
      body: typeof composition === 'string' ? composition : JSON.stringify(composition),
    }),
  );
}

/** Collects uncaught page errors so a test can assert there were none. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}
