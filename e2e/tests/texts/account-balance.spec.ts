// Issue 17 item 7: the account page showed ₺0.00 while the header showed ₺75.00 after a deposit.
import { expect, test } from '@playwright/test';
import { freshPlayer, valueOf } from './texts-helpers';

test('the account page shows the balance the header shows, and follows a deposit without a reload', async ({
  page,
  request,
}) => {
  const { api } = await freshPlayer(page, request);
  await page.goto('/dashboard/account');
  const balance = valueOf(page, 'Balance');
  await expect(balance).toHaveText('₺0.00');
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  await api.fund(75);
  await expect(balance).toHaveText('₺75.00');
  const header = page.getByTestId('balance').filter({ visible: true });
  // The header's balance, where the layout shows one on this page.
  for (const shown of await header.all()) await expect(shown).toContainText('₺75.00');
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});
