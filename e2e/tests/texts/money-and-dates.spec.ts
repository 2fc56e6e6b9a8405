// Issue 17 item 5: money and dates are written one way per language, the same everywhere.
import { expect, test } from '@playwright/test';
import { freshPlayer, moneyPattern, valueOf } from './texts-helpers';

for (const lang of ['en', 'tr'] as const) {
  test(`Top Winners writes money as the header does (${lang})`, async ({ page, request }) => {
    const { api } = await freshPlayer(page, request, { lang });
    await api.fund(2500);
    await page.goto('/');
    const header = page.getByTestId('balance').filter({ visible: true }).first();
    await expect(header).toContainText(lang === 'en' ? '₺2,500.00' : '₺2.500,00');
    await expect(page.getByTestId('top-winners').getByRole('listitem').first()).toContainText('₺');
    const texts = await page
      .getByTestId('top-winners')
      .getByRole('listitem')
      .evaluateAll((rows) => rows.map((r) => r.lastElementChild?.textContent ?? ''));
    expect(texts.length).toBeGreaterThan(0);
    // Issue 17: ₺25.000,00 in the English card while the header said ₺2,500.00.
    for (const text of texts) expect(text).toMatch(moneyPattern[lang]);
  });
}

for (const [lang, label, shown] of [
  ['en', 'Birth date', '17 May 1990'],
  ['tr', 'Doğum tarihi', '17.05.1990'],
] as const) {
  test(`the account page writes the birth date the ${lang} way`, async ({ page, request }) => {
    await freshPlayer(page, request, { lang, fields: { birthDate: '1990-05-17' } });
    await page.goto('/dashboard/account');
    await expect(valueOf(page, label)).toHaveText(shown);
  });
}
