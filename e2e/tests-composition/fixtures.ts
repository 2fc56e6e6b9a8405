import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { freshRegistration } from '../support/session';
import { readTopology, verticals, type Topology } from '../support/topology';
import { composition, storedComposition } from './cli';

export { historyAfter, lastHistoryId, storedComposition } from './cli';

/** What went wrong on a page: uncaught errors and Content-Security-Policy violations (any frame). */
export interface PageProblems {
  errors: string[];
  csp: string[];
}

/** A beacon report as the page sent it (the API stores only the failure's class). */
export interface SentReport {
  vertical: string;
  version: string | null;
  phase: string;
  error: string;
  view?: string;
}

declare global {
  interface Window {
    __cspViolations?: string[];
    __beacons?: string[];
  }
}

/** Starts recording uncaught errors and CSP violations (DOM events and the browser's console reports). */
export async function watchPage(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { errors: [], csp: [] };
  page.on('pageerror', (error) => problems.errors.push(`${error.name}: ${error.message}`));
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) problems.csp.push(`console: ${msg.text()}`);
  });
  await page.addInitScript(() => {
    // English interface (the site's default is Turkish), so tests name controls by their en texts.
    if (window === window.top) localStorage.setItem('lang', 'en');
    window.__cspViolations = [];
    // The beacon's reports as sent (a sendBeacon body is not visible to the page's request events).
    window.__beacons = [];
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (String(url).includes('/telemetry/remote') && data instanceof Blob)
        void data.text().then((text) => window.__beacons?.push(text));
      return send(url, data);
    };
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${e.documentURI} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  // The site's promotional popup (shown once per content) is modal: close it whenever it shows.
  const popup = page.locator('dialog[data-dialog="host/popup"][open]');
  await page.addLocatorHandler(popup, () => popup.getByRole('button').first().click());
  return problems;
}

/** The beacon reports this page sent so far, as sent. */
export async function sentReports(page: Page): Promise<SentReport[]> {
  return (await page.evaluate(() => window.__beacons ?? [])).map((text) => JSON.parse(text) as SentReport);
}

/** CSP violations seen by the listeners in every frame of the page so far. */
export async function cspViolations(page: Page, problems: PageProblems): Promise<string[]> {
  const fromFrames = await Promise.all(
    page.frames().map((f) => f.evaluate(() => window.__cspViolations ?? []).catch(() => [] as string[])),
  );
  return [...new Set([...problems.csp, ...fromFrames.flat()])];
}

/** Loads every vertical through the host's registry; resolves each name to 'ok' or the error text. */
export async function loadAll(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    async (names) => {
      const g = window as unknown as { __playhub: { registry: { load(n: string): Promise<unknown> } } };
      const results = await Promise.allSettled(names.map((n) => g.__playhub.registry.load(n)));
      return Object.fromEntries(
        names.map((n, i) => [
          n,
          results[i]!.status === 'fulfilled' ? 'ok' : String((results[i] as PromiseRejectedResult).reason),
        ]),
      );
    },
    [...verticals],
  );
}

/** Reports the beacon stored for a vertical (operator listing of the API, through the gateway). */
export async function beaconReports(
  page: Page,
  vertical: string,
): Promise<
  Array<{ vertical: string; version: string | null; entry: string; phase: string; error: string | null }>
> {
  const t = readTopology();
  const response = await page.request.get(
    `${t.gateway.origin}/api/telemetry/remote?vertical=${vertical}&limit=50`,
    {
      headers: { 'x-operator-key': t.secrets.OPERATOR_KEY },
    },
  );
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data;
}

/** `topology`: the running topology of the suite. */
export const test = base.extend<{ topology: Topology }>({
  topology: async ({}, provide) => provide(readTopology()),
});
export { expect };

/**
 * Registers a new player through the API (production seeds no demo player) and hands the page its
 * session, as the registration dialog would.
 */
export async function loginAsNewPlayer(page: Page): Promise<Record<string, unknown>> {
  const t = readTopology();
  const response = await page.request.post(`${t.gateway.origin}/api/auth/register`, {
    data: freshRegistration(),
    headers: { 'x-locale': 'en' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()).data as Record<string, unknown>;
  // Top document only: a sandboxed frame (the SoftGamings srcdoc) may not touch storage at all.
  await page.addInitScript((data) => {
    if (window === window.top) localStorage.setItem('authData', JSON.stringify(data));
  }, session);
  return session;
}

/**
 * Leaves the topology's composition as this file's tests found it (for the other files): call at
 * the top of a describe. The composition goes back through the store (`pnpm composition import
 * --force` of the one found, a change of its own); the history only grows, so tests read the rows
 * they added ({@link historyAfter} from {@link lastHistoryId}).
 */
export function keepCompositionAsFound(): void {
  let found: Record<string, unknown> | null = null;

  test.beforeAll(async () => {
    found = (await storedComposition()).composition;
  });

  test.afterAll(() => {
    if (!found) return;
    const dir = mkdtempSync(join(tmpdir(), 'playhub-composition-found-'));
    try {
      writeFileSync(join(dir, 'composition.json'), JSON.stringify(found, null, 2));
      composition('import', '--force', '--file', join(dir, 'composition.json'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
