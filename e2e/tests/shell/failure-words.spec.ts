import { expect, test } from '@playwright/test';
import { DialogLayer } from '../../pages/dialogs';
import { ShellPage } from '../../pages/shell';

// Issue 33.2: every failure a player can meet is worded in their language with what to do, never
// a status text, "Network error" or a URL; being offline is told apart from a broken section.

const RAW = /Internal Server Error|Network error|Unexpected response|http:\/\//;

test('a 500 page, a dropped connection and a malformed answer are worded in Turkish with what to do @phone', async ({
  page,
}) => {
  const shell = await ShellPage.prepare(page, { lang: 'tr' });
  const layer = new DialogLayer(page, shell);
  await shell.goto('/');
  const dialog = await layer.openLogin();
  await dialog.getByLabel('Kullanıcı adı').fill('demo');
  await dialog.getByLabel('Şifre').fill('demo12345');
  const submit = dialog.getByRole('button', { name: 'Giriş Yap', exact: true });

  const answers = [
    {
      answer: { status: 500, contentType: 'text/plain', body: 'Internal Server Error' },
      words: 'İşleminiz şu anda tamamlanamadı. Lütfen biraz sonra tekrar deneyin.',
    },
    {
      answer: {
        status: 200,
        contentType: 'application/json',
        body: '{"success":true,"message":"","data":{"x":1}}',
      },
      words: 'Bizim tarafımızda bir sorun oluştu. Lütfen biraz sonra tekrar deneyin.',
    },
  ];
  for (const { answer, words } of answers) {
    await page.route('**/api/auth/login', (route) => route.fulfill(answer), { times: 1 });
    await submit.click();
    await expect(layer.toasts.filter({ hasText: words })).toBeVisible();
  }
  await page.route('**/api/auth/login', (route) => route.abort('connectionreset'), { times: 1 });
  await submit.click();
  await expect(
    layer.toasts.filter({
      hasText: 'Siteye ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.',
    }),
  ).toBeVisible();
  await expect(layer.toasts.filter({ hasText: RAW })).toHaveCount(0);
});

test('offline, a section says the connection is gone and loads by itself once it is back', async ({
  page,
  context,
}) => {
  const shell = await ShellPage.prepare(page);
  await shell.goto('/');
  await expect(shell.homeVertical).toBeVisible();
  await context.setOffline(true);
  // The sportsbook was never loaded on this page: its code cannot come now.
  await shell.menu().getByRole('link', { name: 'Sports', exact: true }).first().click();
  const fallback = page.locator('[data-remote-fallback="sports"]');
  await expect(fallback).toContainText('You are offline.');
  await expect(fallback).toContainText('This section loads as soon as your connection is back.');
  await expect(fallback).not.toContainText('unavailable');

  await context.setOffline(false);
  await expect(page.locator('[data-remote="sports"]').first()).toBeVisible();
  await expect(fallback).toHaveCount(0);
});
