import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/shell';
import { loginViaApi } from '../../support/session';

// The popup opens 800 ms after the home vertical has loaded (POPUP_DELAY_MS) and the site options
// (which hold the popup) have arrived: the page's clock runs this long past that point before a test
// says that it did not open.
const PAST_POPUP_DELAY_MS = 2_000;

test('the domain notice shows at home until dismissed, and the dismissal survives a reload @phone', async ({
  page,
}) => {
  const shell = await ShellPage.prepare(page, { notice: true });
  await shell.goto('/promotions');
  await expect(shell.notice).toHaveCount(0);
  await shell.goto('/');
  await expect(shell.notice).toContainText('playhub2.com');
  await shell.notice.getByRole('button', { name: 'Dismiss notice' }).click();
  await expect(shell.notice).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('topNotifyRead'))).toBe('true');
  await page.reload();
  await expect(shell.banner).toBeVisible();
  await expect(shell.notice).toHaveCount(0);
});

test('the popup shows once per content', async ({ page }) => {
  const shell = await ShellPage.prepare(page, { popup: true });
  await page.clock.install();
  await shell.goto('/');
  await expect(shell.popup).toBeVisible();
  // The banner link is named by the words drawn over its picture.
  const banner = shell.popup.getByRole('link', { name: /^Welcome bonus/ });
  await expect(banner).toHaveAttribute('href', '/promotions');
  await banner.click();
  await expect(shell.popup).toHaveCount(0);
  await expect(page).toHaveURL('/promotions');
  await page.goto('/');
  await expect(shell.homeVertical).toBeAttached();
  await expect(shell.licenceLink).toBeAttached();
  await page.clock.runFor(PAST_POPUP_DELAY_MS);
  await expect(shell.popup).toHaveCount(0);
  await page.reload();
  await expect(shell.homeVertical).toBeAttached();
  await expect(shell.licenceLink).toBeAttached();
  await page.clock.runFor(PAST_POPUP_DELAY_MS);
  await expect(shell.popup).toHaveCount(0);
});

test('a dismissed notice and a seen popup do not come back after logout @phone', async ({
  page,
  request,
}) => {
  await loginViaApi(page, request);
  const shell = await ShellPage.prepare(page, { notice: true, popup: true });
  await page.clock.install();
  await shell.goto('/');
  // The popup is modal and comes first (800 ms after the home vertical): close it, then the notice.
  await expect(shell.popup).toBeVisible();
  await shell.popup.getByRole('button').first().click();
  await expect(shell.popup).toHaveCount(0);
  await shell.notice.getByRole('button', { name: 'Dismiss notice' }).click();
  await expect(shell.notice).toHaveCount(0);
  const menu = await shell.openAccountMenu();
  const reloaded = page.waitForEvent('load');
  await menu.getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await expect(shell.loginButton()).toBeVisible();
  await expect(shell.homeVertical).toBeAttached();
  await expect(shell.licenceLink).toBeAttached();
  await page.clock.runFor(PAST_POPUP_DELAY_MS);
  await expect(shell.notice).toHaveCount(0);
  await expect(shell.popup).toHaveCount(0);
});
