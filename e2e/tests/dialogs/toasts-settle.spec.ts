import { expect, test } from '@playwright/test';
import { DialogLayer } from '../../pages/dialogs';
import { ShellPage } from '../../pages/shell';
import { startAsFreshPlayer } from '../../support/session';

// Issue 33.3: the success of a retry closes the error its failed try left (no "Şifreniz değiştirildi"
// beside "Eski şifre hatalı"), and on a phone toasts leave an open dialog's title and close button clear.

test('a password changed on the second try closes the first try’s error @phone', async ({
  page,
  request,
}) => {
  const { fields } = await startAsFreshPlayer(page, request);
  const shell = await ShellPage.prepare(page, { lang: 'tr' });
  const layer = new DialogLayer(page, shell);
  await shell.goto('/dashboard/change-password');
  const main = page.getByRole('main');
  await main.getByLabel('Eski Şifre').fill('Yanlis-sifre-11');
  await main.getByLabel('Şifre', { exact: true }).fill('Kumsal-deniz-74');
  await main.getByLabel('Şifre Tekrar').fill('Kumsal-deniz-74');
  const submit = main.getByRole('button', { name: 'Değiştir' });
  await submit.click();
  const error = layer.toasts.and(page.locator('.Toastify__toast--error'));
  await expect(error).toBeVisible();
  // The error is up while the second try succeeds.
  await error.hover();

  await main.getByLabel('Eski Şifre').fill(fields.password);
  await main.getByLabel('Şifre', { exact: true }).fill('Kumsal-deniz-74');
  await main.getByLabel('Şifre Tekrar').fill('Kumsal-deniz-74');
  await submit.click();
  await expect(layer.toasts.and(page.locator('.Toastify__toast--success'))).toBeVisible();
  await expect(error).toHaveCount(0);
});

test('on a phone a toast starts below the open dialog’s title and close button @phone', async ({ page }) => {
  test.skip(test.info().project.name !== 'phone', 'a phone layout: the dialog fills the screen');
  const shell = await ShellPage.prepare(page);
  const layer = new DialogLayer(page, shell);
  await shell.goto('/');
  const dialog = await layer.logInWith('demo', 'not-the-password');
  const toast = layer.toasts.first();
  await expect(toast).toBeVisible();
  // Hovering waits for the toast to stand still where a person can point at it, and pauses it.
  await toast.hover();
  const title = dialog.getByRole('heading', { name: 'Login' });
  const close = dialog.getByRole('button', { name: 'Close', exact: true }).first();
  const titleBox = (await title.boundingBox())!;
  const closeBox = (await close.boundingBox())!;
  const toastBox = (await toast.boundingBox())!;
  expect(toastBox.y).toBeGreaterThanOrEqual(
    Math.max(titleBox.y + titleBox.height, closeBox.y + closeBox.height),
  );
  expect(await layer.isOnTopAtCentre(close)).toBe(true);
  expect(await layer.isOnTopAtCentre(toast)).toBe(true);
});
