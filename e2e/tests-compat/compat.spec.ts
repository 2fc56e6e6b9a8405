import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Check, Combination } from '@playhub/composition/compat-plan';
import { freshRegistration } from '../support/session';

// The compat suite (issue 31, item 6; run by `pnpm compat`, e2e/compat.config.ts): each combination
// of two real builds is served in turn, and each of its verticals is loaded once on its own page.
// Where the compatibility rule promises the pair, the page runs the vertical's own build — no
// refusal, no fallback; where it does not, the page refuses it, says so through the beacon, and
// runs the fallback (the host's own build of that vertical).

const plan = JSON.parse(readFileSync(process.env.COMPAT_PLAN ?? '', 'utf8')) as Combination[];
const site = process.env.COMPAT_SITE ?? '';

/** The page each vertical is loaded on (a player's: the wallet, the account and the bell need one). */
const pages: Record<string, string> = {
  casino: '/',
  sports: '/spor',
  wallet: '/dashboard/deposit',
  account: '/dashboard',
  notifications: '/',
};

type Registry = { load(n: string): Promise<unknown>; loadedVersion(n: string): string | null };
type Sent = { vertical: string; version: string | null; phase: string; error: string };

/** Records the beacon's reports as the page sends them (a sendBeacon body is not a request event). */
async function watchBeacons(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __compatBeacons: string[] };
    w.__compatBeacons = [];
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (String(url).includes('/telemetry/remote') && data instanceof Blob)
        void data.text().then((text) => w.__compatBeacons.push(text));
      return send(url, data);
    };
  });
}

const sent = async (page: Page, vertical: string): Promise<Sent[]> =>
  (await page.evaluate(() => (window as unknown as { __compatBeacons: string[] }).__compatBeacons))
    .map((text) => JSON.parse(text) as Sent)
    .filter((r) => r.vertical === vertical);

/** Registers a new player and starts every page of `page` logged in as them. */
async function asNewPlayer(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/register', {
    data: freshRegistration(),
    headers: { 'x-locale': 'en' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as { data: unknown };
  await page.addInitScript((data) => {
    if (window === window.top) localStorage.setItem('authData', JSON.stringify(data));
  }, session.data);
}

/** Serves `composition` (written atomically; the API reads the file again) and waits until it is. */
async function serve(page: Page, composition: Combination['composition']): Promise<void> {
  const file = join(site, 'composition.json');
  writeFileSync(`${file}.tmp`, JSON.stringify(composition, null, 2));
  renameSync(`${file}.tmp`, file);
  const entries = (c: Record<string, { entry?: unknown }>) =>
    Object.fromEntries(Object.entries(c).map(([name, e]) => [name, e.entry]));
  await expect
    .poll(async () => entries(await (await page.request.get('/composition.json')).json()))
    .toEqual(entries(composition as Record<string, { entry?: unknown }>));
}

async function expectCheck(page: Page, check: Check, hostFolder: string | null): Promise<void> {
  const { vertical, expectFolder, entryFolder, refused } = check;
  await page.goto(pages[vertical]!);
  // Painted with the combination's host version (the composition's `host` entry).
  if (hostFolder) await expect(page.locator(`script[src^="/host/${hostFolder}/main."]`)).toHaveCount(1);
  // The host sets up its registry once it has started (asynchronously, after the load event). The
  // wait's predicate is synchronous: an async one returns a promise, which counts as truthy at once.
  type WithRegistry = { __playhub?: { registry: Registry } };
  await page.waitForFunction(() => Boolean((window as unknown as WithRegistry).__playhub?.registry));
  const loaded = await page.evaluate(async (name) => {
    const registry = (window as unknown as WithRegistry).__playhub!.registry;
    await registry.load(name);
    return registry.loadedVersion(name);
  }, vertical);
  expect(loaded, `${vertical}: the build the page runs`).toBe(expectFolder);
  // Its own landmark: the slot the host renders the vertical's component into, with its version.
  const slot = page.locator(`[data-remote="${vertical}"]`).first();
  await expect(slot).toHaveAttribute('data-remote-version', expectFolder);
  await expect(slot.locator(':scope > *').first()).toBeVisible();
  await expect(page.locator(`[data-remote-fallback="${vertical}"]`)).toHaveCount(0);
  const phases = async () => (await sent(page, vertical)).map((r) => `${r.phase}:${r.version}`);
  if (refused) {
    await expect
      .poll(phases)
      .toEqual(expect.arrayContaining([`incompatible:${entryFolder}`, `fallback:${expectFolder}`]));
  } else {
    expect(await phases(), `${vertical} ${entryFolder} loaded with no refusal and no fallback`).toEqual([]);
  }
}

test.describe.configure({ mode: 'serial' });

for (const combination of plan) {
  test(`${combination.name}: every page renders what the compatibility rule promises`, async ({ page }) => {
    await watchBeacons(page);
    await asNewPlayer(page);
    await serve(page, combination.composition);
    for (const check of combination.checks) {
      await test.step(`${check.vertical} ${check.entryFolder}${check.refused ? ' (refused: falls back)' : ''}`, () =>
        expectCheck(page, check, combination.hostFolder));
    }
  });
}
