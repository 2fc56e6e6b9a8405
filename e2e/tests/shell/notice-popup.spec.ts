import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/shell';

test('the domain notice shows at home until dismissed, and the dismissal survives a reload', async ({
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
  await shell.goto('/');
  await expect(shell.popup).toBeVisible();
  const banner = shell.popup.getByRole('link', { name: 'Open the announcement' });
  await expect(banner).toHaveAttribute('href', '/promotions');
  await banner.click();
  await expect(shell.popup).toHaveCount(0);
  await expect(page).toHaveURL('/promotions');
  await page.goto('/');
  await expect(shell.banner).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(shell.popup).toHaveCount(0);
  await page.reload();
  await expect(shell.banner).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(shell.popup).toHaveCount(0);
});
