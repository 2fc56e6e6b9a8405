import { expect, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './axe';

/** Interface languages the axe suite covers. */
export type Lang = 'en' | 'tr';

/**
 * Makes every navigation of the page start in `lang` with the domain notice read (unless
 * `notice`). Registered after session helpers (which seed 'en' once), so this one wins.
 */
export async function useLanguage(page: Page, lang: Lang, { notice = false } = {}): Promise<void> {
  await page.addInitScript(
    ({ lang, notice }) => {
      localStorage.setItem('lang', lang);
      if (!notice) localStorage.setItem('topNotifyRead', 'true');
    },
    { lang, notice },
  );
}

/**
 * Lets the page settle (lazy chunks, queries, images) before axe looks: network idle, no
 * skeleton or spinner left in `scope`.
 */
export async function settle(page: Page, scope?: Locator): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const root = scope ?? page.locator('body');
  await expect(root.locator('[aria-busy="true"]'))
    .toHaveCount(0)
    .catch(() => undefined);
  await animationsDone(page);
}

/**
 * Colours are measured as painted: waits for entrance animations (a toast fading in) to end;
 * endless ones (spinners) do not count.
 */
async function animationsDone(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * Runs axe over `scope` (CSS selector; whole page when omitted) and records the serious and
 * critical violations as a soft failure labelled `what`, so one run lists every problem.
 */
export async function expectNoSeriousViolations(page: Page, what: string, scope?: string): Promise<void> {
  let found = await seriousViolations(page, scope);
  // A toast that arrived during the scan was measured half faded in: scan again once it is painted
  // (a real contrast problem is found again).
  if (found.some((v) => v.id === 'color-contrast')) {
    await animationsDone(page);
    found = await seriousViolations(page, scope);
  }
  expect
    .soft(found, `${what}: ${found.map((v) => `${v.id} (${v.impact}) ${v.targets.join(' | ')}`).join('; ')}`)
    .toEqual([]);
}

/**
 * Opens a dialog through the page's shared UI store (the same singleton every vertical uses),
 * for dialogs no control opens yet. Read from the host's Module Federation share scope.
 */
export async function openDialogById(page: Page, id: string, params?: unknown): Promise<void> {
  await page.evaluate(
    async ({ id, params }) => {
      type Entry = { loaded?: boolean; lib?: () => UiModule; get?: () => Promise<() => UiModule> };
      type UiModule = { openDialog(id: string, params?: unknown): void };
      const fed = (
        globalThis as unknown as {
          __FEDERATION__: {
            __INSTANCES__: Array<{
              name: string;
              shareScopeMap: Record<string, Record<string, Record<string, Entry>>>;
            }>;
          };
        }
      ).__FEDERATION__;
      const host = fed.__INSTANCES__.find((i) => i.name === 'host');
      const versions = Object.values(host?.shareScopeMap.default?.['@playhub/shared/ui'] ?? {});
      const entry = versions.find((v) => v.loaded && v.lib) ?? versions[0];
      if (!entry) throw new Error('@playhub/shared/ui is not in the share scope');
      const ui = entry.lib ? entry.lib() : (await entry.get!())();
      ui.openDialog(id, params);
    },
    { id, params },
  );
}

/** The open native dialog of a dialog id (the host frames each in `dialog[data-dialog=…]`). */
export function dialogSelector(id: string): string {
  return `dialog[data-dialog="${id}"][open]`;
}
