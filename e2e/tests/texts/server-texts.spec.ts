// Issue 17 item 6: server texts follow the reader's language — payment method names, dialog titles,
// history rows, notifications (stored and live) — and banner words are text over the picture.
import { expect, test } from '@playwright/test';
import { depositViaApi, type AuthData } from '../../pages/notifications';
import { ShellPage } from '../../pages/shell';
import { WalletPage } from '../../pages/wallet';
import { expectWithin, freshPlayer } from './texts-helpers';

test.setTimeout(120_000);

test('a deposit made in English reads in Turkish: live notification, stored list, history', async ({
  page,
  request,
}) => {
  const { token } = await freshPlayer(page, request, { lang: 'tr' });
  const auth = { token } as AuthData;
  await page.goto('/');
  await expect(page.locator('[data-live-state]').first()).toHaveAttribute('data-live-state', 'Connected', {
    timeout: 30_000,
  });
  // Written while the player's language was English (x-locale en), read on the Turkish page.
  await depositViaApi(request, auth, 150);
  const bell = page.getByRole('button', { name: /^Bildirimler/ });
  await expect(bell).toHaveAccessibleName(/1 okunmamış/);
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Bildirimler' });
  const live = panel.getByRole('listitem').first();
  await expect(live).toContainText('Para Yatırma');
  await expect(live).toContainText('Banka Havalesi ile bakiyenize ₺150,00 eklendi');

  await page.reload();
  await page.getByRole('button', { name: /^Bildirimler/ }).click();
  await expect(page.getByRole('dialog', { name: 'Bildirimler' }).getByRole('listitem').first()).toContainText(
    'Banka Havalesi ile bakiyenize ₺150,00 eklendi',
  );

  await page.goto('/dashboard/financial-activities');
  const table = page.getByRole('main').getByRole('table');
  await expect(table).toContainText('Banka Havalesi');
  await expect(table).not.toContainText('Bank Transfer');
});

test('the Turkish deposit page names methods and their dialog in Turkish; brands stay', async ({
  page,
  request,
}) => {
  await freshPlayer(page, request, { lang: 'tr' });
  const wallet = new WalletPage(page, 'tr');
  await wallet.goto('deposit');
  for (const group of ['Banka Havalesi', 'Kripto ve Kredi Kartı', 'QR ile Ödeme'])
    await expect(wallet.group(group)).toBeVisible();
  for (const method of ['Kredi Kartı', 'QR ile Ödeme', 'Papara'])
    await expect(page.getByRole('button', { name: `${method} ile para yatır`, exact: true })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Bank Transfer');
  await wallet.choose('Banka Havalesi');
  await expect(wallet.dialog.getByRole('heading', { name: 'Banka Havalesi' })).toBeVisible();
});

for (const [lang, title, subtitle] of [
  ['en', 'Welcome Bonus 100%', 'Up to ₺5,000 on your first deposit'],
  ['tr', 'Hoş Geldin Bonusu %100', 'İlk yatırımınıza ₺5.000’ye kadar'],
] as const) {
  test(`banner words are ${lang} text over the picture, whole on the screen @phone`, async ({ page }) => {
    const shell = await ShellPage.prepare(page, { lang });
    await shell.goto('/');
    const link = page.getByRole('link', { name: `${title} ${subtitle}` });
    await expect(link).toBeVisible();
    await expect(link.locator('img')).toHaveAttribute('alt', '');
    await expect(link.locator('img')).not.toHaveAttribute('src', /[?&]t=/);
    await expectWithin(link.getByTestId('banner-caption'), link);
  });
}

test('the popup words are Turkish text over the picture, whole on the screen @phone', async ({ page }) => {
  const shell = await ShellPage.prepare(page, { lang: 'tr', popup: true });
  await shell.goto('/');
  await expect(shell.popup).toBeVisible();
  const caption = shell.popup.getByTestId('popup-caption');
  await expect(caption).toHaveText('Hoş geldin bonusu₺5.000’ye kadar %100');
  await expectWithin(caption, shell.popup.locator('img'));
});
