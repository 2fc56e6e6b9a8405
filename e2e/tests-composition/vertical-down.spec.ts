import { startNginx, stopNginx, verticals } from '../support/topology';
import { expect, loadAll, loginAsNewPlayer, test, watchPage } from './fixtures';

test.describe('one vertical down at a time (its origin stopped)', () => {
  for (const name of verticals) {
    test(`${name} down: the rest of the site keeps working`, async ({ page, topology }) => {
      const problems = await watchPage(page);
      // A player, so the header's widgets (bell, account menu) are mounted too.
      await loginAsNewPlayer(page);
      const origin = topology.verticals[name];
      await stopNginx(origin);
      try {
        await page.goto('/');
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        if (name === 'casino')
          await expect(page.locator('[data-remote-fallback="casino"]').first()).toBeVisible();
        else await expect(page.getByTestId('casino-home')).toBeVisible();
        // Optional verticals hide: no fallback box for the bell.
        if (name === 'notifications')
          await expect(page.locator('[data-remote-fallback="notifications"]')).toHaveCount(0);

        const results = await loadAll(page);
        for (const other of verticals)
          expect(results[other], other).toEqual(
            other === name ? expect.stringContaining(`${name} is unavailable`) : 'ok',
          );
        expect(results[name]).not.toBe('ok');

        // Its own pages show the localized fallback inside the frame; others still render.
        if (name === 'sports') {
          await page.goto('/spor');
          await expect(page.locator('[data-remote-fallback="sports"]').first()).toBeVisible();
        }
        if (name === 'wallet') {
          await page.goto('/dashboard/deposit');
          await expect(page.locator('[data-remote-fallback="wallet"]').first()).toBeVisible();
          await expect(page.getByRole('banner')).toBeVisible();
        }
        if (name !== 'casino') {
          await page.goto('/casino/slot');
          await expect(page.getByTestId('game-grid').first()).toBeVisible();
        }
        expect(problems.errors).toEqual([]);
      } finally {
        await startNginx(origin);
      }
    });
  }
});
