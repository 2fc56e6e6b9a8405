import type { Locator, Page } from '@playwright/test';
import { startNginx, stopNginx, verticals, type Vertical } from '../support/topology';
import { expect, loadAll, loginAsNewPlayer, test, watchPage } from './fixtures';

/** The first box of a vertical's fallback ("… is unavailable") on the page. */
const fallbackOf = (page: Page, vertical: Vertical): Locator =>
  page.locator(`[data-remote-fallback="${vertical}"]`).first();

const lobby = (page: Page) => page.getByTestId('casino-home');

/** Home is the casino's page: its fallback when the casino is down, the lobby otherwise. */
const homeWhenDown: Record<Vertical, (page: Page) => Locator> = {
  casino: (page) => fallbackOf(page, 'casino'),
  sports: lobby,
  wallet: lobby,
  account: lobby,
  notifications: lobby,
};

type Visit = [path: string, shows: (page: Page) => Locator];
const slotsRender: Visit = ['/casino/slot', (page) => page.getByTestId('game-grid').first()];

/**
 * The pages visited next: a vertical's own page shows its localized fallback inside the frame; the
 * casino's pages still render while another vertical is down.
 */
const visitsWhenDown: Record<Vertical, Visit[]> = {
  casino: [],
  sports: [['/spor', (page) => fallbackOf(page, 'sports')], slotsRender],
  wallet: [['/dashboard/deposit', (page) => fallbackOf(page, 'wallet')], slotsRender],
  account: [slotsRender],
  notifications: [slotsRender],
};

test.describe('one vertical down at a time (its origin stopped)', () => {
  for (const name of verticals) {
    test(`${name} down: the rest of the site keeps working`, async ({ page, topology }) => {
      const problems = await watchPage(page);
      // A player, so the header's widgets (bell, account menu) are mounted too.
      await loginAsNewPlayer(page);
      const origin = topology.verticals[name];
      await stopNginx(origin);
      try {
        // The first paint does not wait for any vertical: the API paints the page whichever is down
        // (from the manifest it already has, published versions being immutable, or without one).
        const painted = await page.request.get('/');
        expect(painted.status()).toBe(200);
        const html = await painted.text();
        expect(html).toContain('class="shell-logo"');
        expect(html).toContain('id="playhub-shell"');
        await page.goto('/');
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(homeWhenDown[name](page)).toBeVisible();
        // Optional verticals hide: never a fallback box for the bell (down or not).
        await expect(page.locator('[data-remote-fallback="notifications"]')).toHaveCount(0);

        const results = await loadAll(page);
        for (const other of verticals)
          expect(results[other], other).toEqual(
            other === name ? expect.stringContaining(`${name} is unavailable`) : 'ok',
          );
        expect(results[name]).not.toBe('ok');

        for (const [path, shows] of visitsWhenDown[name]) {
          await page.goto(path);
          await expect(shows(page)).toBeVisible();
          await expect(page.getByRole('banner')).toBeVisible();
        }
        expect(problems.errors).toEqual([]);
      } finally {
        await startNginx(origin);
      }
    });
  }
});
