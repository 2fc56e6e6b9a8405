import type { Browser } from '@playwright/test';

/** Median of a list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Time from a click on an in-page link to the new route's content: the link is clicked in the page
 * and a MutationObserver notes when `main` shows the target's heading with no loading status left.
 * Runs `rounds` times from a fresh load of `from` and reports the median, in ms.
 */
export async function measureRouteSwitch(
  browser: Browser,
  base: string,
  opts: { from: string; to: string; authData?: unknown; rounds?: number; click?: string },
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (opts.authData) {
    await context.addInitScript(
      (data) => localStorage.setItem('authData', JSON.stringify(data)),
      opts.authData,
    );
  }
  const page = await context.newPage();
  const times: number[] = [];
  for (let i = 0; i < (opts.rounds ?? 5); i++) {
    await page.goto(base + opts.from, { waitUntil: 'load' });
    await page.waitForSelector('main h1', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const elapsed = await page.evaluate(
      async ({ to, click }) => {
        // The control a person would use: a given one (e.g. the account button), else a visible link.
        const link = click
          ? document.querySelector<HTMLElement>(click)
          : [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
              (a) => new URL(a.href).pathname === to && a.offsetParent !== null,
            );
        if (!link) throw new Error(`no visible control leading to ${to}`);
        const main = document.querySelector('main')!;
        const before = main.querySelector('h1');
        // No named functions in here: tsx would wrap them in a helper the page does not have.
        return new Promise<number>((resolve) => {
          const start = performance.now();
          const observer = new MutationObserver(() => {
            // Done when the new page's own heading is in and nothing in main is still loading.
            const heading = main.querySelector('h1');
            const ready =
              location.pathname === to &&
              !!heading &&
              heading !== before &&
              !main.querySelector('[role="status"][aria-busy="true"], [data-skeleton]');
            if (ready) {
              observer.disconnect();
              // The frame after the DOM change is when the user sees it.
              requestAnimationFrame(() => resolve(performance.now() - start));
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, attributes: true });
          link.click();
        });
      },
      { to: opts.to, click: opts.click ?? null },
    );
    times.push(elapsed);
  }
  await context.close();
  return Math.round(median(times));
}
