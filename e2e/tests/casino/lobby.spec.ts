import { expect, test } from '@playwright/test';
import { CasinoPage } from '../../pages/casino';
import { loginViaApi, registerViaApi } from '../../support/session';

test.describe('casino lobby and pages', () => {
  test('the home lobby renders banners, Top Winners and game rows', async ({ page }) => {
    const casino = await CasinoPage.prepare(page);
    await casino.goto('/');
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    // The banner's words are text over the picture (issue 17) and name its link.
    await expect(page.getByRole('link', { name: /^Welcome Bonus 100%/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top Winners' })).toBeVisible();
    await expect(page.getByTestId('top-winners').getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByTestId('category-row').first().getByTestId('game-card').first()).toBeVisible();
    // The first banner is the LCP image: eager and high priority; game tiles are lazy.
    const firstBanner = page.getByTestId('banner-carousel').locator('img').first();
    await expect(firstBanner).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByTestId('game-card').first().locator('img')).toHaveAttribute('loading', 'lazy');
  });

  test('the live casino filter narrows the grid', async ({ page, request }) => {
    const live = (await (
      await request.post('/api/casino/categorygames', { data: { systemCategory: [2] } })
    ).json()) as {
      data: Array<{ liveCategory: string | null }>;
    };
    const roulette = live.data.filter((g) => g.liveCategory === 'Roulette').length;
    const casino = await CasinoPage.prepare(page);
    await casino.goto('/casino/live');
    await expect(casino.cards().first()).toBeVisible();
    const all = await casino.cards().count();
    await page
      .getByRole('group', { name: 'Live casino filter' })
      .getByRole('button', { name: 'Roulette' })
      .click();
    await expect(page).toHaveURL(/filter=Roulette/);
    await expect(casino.cards()).toHaveCount(Math.min(roulette, 48));
    expect(roulette).toBeLessThan(all);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(casino.cards()).toHaveCount(all);
  });

  test('search finds Aviator (quick results and the full results view)', async ({ page }) => {
    const casino = await CasinoPage.prepare(page);
    await casino.goto('/casino/slot');
    await casino.search.fill('AVİATOR');
    await expect(casino.quickResults.getByRole('button', { name: /Aviator/ })).toBeVisible();
    await casino.search.press('Enter');
    await expect(page).toHaveURL(/\/casino\/search\?q=AV%C4%B0ATOR/);
    await expect(casino.playButton('Aviator')).toBeVisible();
  });

  test('an empty search does nothing', async ({ page }) => {
    const casino = await CasinoPage.prepare(page);
    await casino.goto('/casino/slot');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeDisabled();
    await casino.search.press('Enter');
    await expect(page).toHaveURL(/\/casino\/slot$/);
  });

  test('a visitor opening a game gets the login form', async ({ page }) => {
    const casino = await CasinoPage.prepare(page);
    await casino.goto('/casino/slot');
    await casino
      .cards()
      .first()
      .getByRole('button', { name: /^Play / })
      .click();
    await expect(page.locator('dialog[data-dialog="account/login"]')).toBeVisible();
    await expect(casino.playWindow).toHaveCount(0);
  });

  test('a favourite survives a reload and shows in the favourites view', async ({ page, request }) => {
    const casino = await CasinoPage.prepare(page);
    // A new player, so that no other test (or project) has already made the game a favourite.
    await loginViaApi(page, request, await registerViaApi(request));
    await casino.goto('/casino/games');
    const card = casino.cards().nth(2);
    const code = await card.getAttribute('data-game-code');
    const heart = casino.grid
      .locator(`[data-game-code="${code}"]`)
      .getByRole('button', { name: /favorites$/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.getByText('Added to favorites')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await casino.goto('/casino/favorites');
    await expect(casino.grid.locator(`[data-game-code="${code}"]`)).toBeVisible();
    await casino.grid
      .locator(`[data-game-code="${code}"]`)
      .getByRole('button', { name: /favorites$/ })
      .click();
    await expect(page.getByText('Removed from favorites')).toBeVisible();
  });

  test('a visitor toggling a favourite gets the login form', async ({ page }) => {
    const casino = await CasinoPage.prepare(page);
    await casino.goto('/casino/slot');
    await casino
      .cards()
      .first()
      .getByRole('button', { name: /favorites$/ })
      .click();
    await expect(page.locator('dialog[data-dialog="account/login"]')).toBeVisible();
  });

  test('the Sanal page lists virtual games', async ({ page }) => {
    const casino = await CasinoPage.prepare(page);
    await casino.goto('/casino/virtual');
    await expect(page.getByRole('heading', { name: 'Sanal', level: 1 })).toBeVisible();
    await expect(casino.cards().first()).toBeVisible();
  });
});
