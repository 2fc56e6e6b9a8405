import { expect, test, type Page } from '@playwright/test';
import { startAsFreshPlayer } from '../../support/session';

// Issue 33, item 8: the wallet's pages and the other dashboard pages named the first two steps of
// their breadcrumb differently in Turkish ("Ana sayfa / Hesabım" against "Ana Sayfa / Hesap
// Paneli"). Every dashboard page now starts its trail the same way, in both languages.
test.setTimeout(120_000);

const trail = (page: Page) =>
  page
    .getByRole('navigation', { name: /^(Breadcrumb|İçerik yolu)$/ })
    .getByRole('link')
    .allInnerTexts();

for (const [lang, home, dashboard] of [
  ['tr', 'Ana Sayfa', 'Hesap Paneli'],
  ['en', 'Home', 'Dashboard'],
] as const) {
  test(`dashboard breadcrumbs start alike on wallet and account pages (${lang}) @phone`, async ({
    page,
    request,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await startAsFreshPlayer(page, request);
    for (const path of [
      '/dashboard/deposit',
      '/dashboard/withdraw',
      '/dashboard/financial-activities',
      '/dashboard/account',
    ]) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: /^(Breadcrumb|İçerik yolu)$/ });
      await expect(nav).toBeVisible({ timeout: 30_000 });
      const links = await trail(page);
      expect(links.slice(0, 2), path).toEqual([home, dashboard]);
    }
  });
}
