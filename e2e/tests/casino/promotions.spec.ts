import { expect, test } from '@playwright/test';
import { CasinoPage } from '../../pages/casino';
import { nextFrames } from '../../support/render';
import { loginViaApi } from '../../support/session';

test('promotions list and detail dialog', async ({ page }) => {
  const casino = await CasinoPage.prepare(page);
  await casino.goto('/promotions');
  const first = page.getByTestId('promotion-card').first();
  const title = (await first.getByRole('heading').innerText()).trim();
  await first.getByRole('button', { name: `Details of ${title}` }).click();
  const dialog = page.locator('dialog[data-dialog="casino/promotion"]');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog.getByTestId('promotion-description')).not.toBeEmpty();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

// Issue 33: the detail printed its title twice and offered nothing to do.
test('the promotion detail says its title once and offers its action and its terms @phone', async ({
  page,
  request,
}) => {
  const casino = await CasinoPage.prepare(page);
  await loginViaApi(page, request);
  await casino.goto('/promotions');
  const dialog = page.locator('dialog[data-dialog="casino/promotion"]');
  await page.getByRole('button', { name: 'Details of Live Casino Cashback' }).click();
  await expect(dialog.getByTestId('promotion-description')).not.toBeEmpty();
  await expect(dialog.getByText('Live Casino Cashback', { exact: true })).toHaveCount(1);
  await expect(dialog.getByRole('link', { name: 'Claim this bonus' })).toHaveAttribute(
    'href',
    /\/dashboard\/claim-bonus\?bonusId=\d+$/,
  );
  const terms = dialog.getByRole('link', { name: 'Terms and conditions of this promotion' });
  await expect(terms).toHaveAttribute('href', '/pages/5');
  await terms.click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/pages\/5$/);
  await expect(page.getByRole('heading', { name: 'Bonus Rules' }).first()).toBeVisible();

  await casino.goto('/promotions');
  await page.getByRole('button', { name: 'Details of Welcome Bonus 100%' }).click();
  await dialog.getByRole('link', { name: 'Deposit now' }).click();
  await expect(page).toHaveURL(/\/dashboard\/deposit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit Money' })).toBeVisible();
});

test('hostile promotion HTML renders inert', async ({ page }) => {
  const casino = await CasinoPage.prepare(page);
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  await page.route('**/api/cms/promotions', (route) =>
    route.fulfill({
      json: {
        success: true,
        message: '',
        data: [
          {
            id: 1,
            title: 'Evil',
            description:
              '<p>Safe text</p><script>window.__pwned = 1; alert(1)</script><img src="x" onerror="window.__pwned = 2; alert(2)"><a id="js" href="javascript:alert(3)">click</a><svg onload="alert(4)"></svg>',
            images: ['/api/media/art/x.svg?w=600&h=300', '/api/media/art/x.svg?w=1200&h=400'],
          },
        ],
      },
    }),
  );
  await casino.goto('/promotions');
  await page.getByRole('button', { name: 'Details of Evil' }).click();
  const description = page.getByTestId('promotion-description');
  await expect(description.getByText('Safe text')).toBeVisible();
  await description.getByText('click').click();
  await nextFrames(page);
  expect(await description.innerHTML()).not.toMatch(/<script|onerror|javascript:|onload/i);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(alerts).toEqual([]);
});

test('the compact menu Aviator entry opens Aviator (phone) @phone', async ({ page, request }) => {
  const casino = await CasinoPage.prepare(page);
  test.skip(!casino.isPhone, 'the compact menu is the phone menu');
  await loginViaApi(page, request);
  await casino.goto('/spor');
  await page.getByRole('link', { name: 'Aviator' }).first().click();
  await expect(casino.playDialog).toBeVisible();
  await expect(casino.gameFrame.getByTestId('demo-game-name')).toHaveText('Aviator');
  // The game modal opens over the page the menu was used on; the open URL left no history entry.
  await expect(page).toHaveURL(/\/spor$/);
});

test('a casino open URL finds the game by name and becomes its play page (desktop)', async ({
  page,
  request,
}) => {
  const casino = await CasinoPage.prepare(page);
  test.skip(casino.isPhone, 'the phone opens the game modal (above)');
  await loginViaApi(page, request);
  await casino.goto('/casino/open?name=Aviator');
  await expect(page).toHaveURL(/\/casino\/play\/[A-Za-z0-9_-]+$/);
  await expect(casino.gameFrame.getByTestId('demo-game-name')).toHaveText('Aviator');
});
