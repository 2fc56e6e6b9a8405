import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/shell';

test('switching to English and back to Turkish changes the visible texts @phone', async ({ page }) => {
  const shell = await ShellPage.prepare(page, { lang: 'tr' });
  await shell.goto('/');
  await expect(shell.footer.getByText('Kumar bağımlılık yapabilir, lütfen sorumlu oynayın')).toBeVisible();
  await expect(shell.loginButton()).toHaveText('Giriş');

  await (await shell.languageSelect()).selectOption('en');
  await page.waitForEvent('load');
  await expect(shell.loginButton()).toHaveText('Login');
  await expect(shell.footer.getByText('Gambling can be addictive, please play responsibly')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

  const select = await shell.languageSelect();
  await expect(select).toHaveValue('en');
  await select.selectOption('tr');
  await page.waitForEvent('load');
  await expect(shell.loginButton()).toHaveText('Giriş');
  await expect(shell.footer.getByText('Kumar bağımlılık yapabilir, lütfen sorumlu oynayın')).toBeVisible();
});
