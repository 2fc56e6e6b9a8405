import { expect, test } from '@playwright/test';
import { loginViaApi } from '../../support/session';
import { ShellPage } from '../../pages/shell';
import { dashboardPaths } from '../../support/routes';

test('the guard opens login for every dashboard route and keeps the visitor out', async ({ page }) => {
  test.setTimeout(120_000);
  const shell = await ShellPage.prepare(page);
  for (const route of dashboardPaths) {
    await shell.goto(route);
    await expect(shell.loginDialog, route).toBeVisible();
    await expect(page, route).toHaveURL('/');
  }
});

test('logout returns home logged out @phone', async ({ page, request }) => {
  await loginViaApi(page, request);
  const shell = await ShellPage.prepare(page);
  await shell.goto('/promotions');
  await expect(page.getByTestId('balance')).toBeVisible();
  const menu = await shell.openAccountMenu();
  // Requirements §4: logout goes home and reloads the page after 300 ms.
  const reloaded = page.waitForEvent('load');
  await menu.getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await expect(page).toHaveURL('/');
  await expect(shell.loginButton()).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull();
});
