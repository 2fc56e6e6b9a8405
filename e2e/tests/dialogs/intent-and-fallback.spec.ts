import { expect, test } from '@playwright/test';
import { builtComposition, useComposition } from '../../support/composition';
import { sendLoginForm } from '../../pages/account';
import { DialogLayer } from '../../pages/dialogs';
import { ShellPage } from '../../pages/shell';
import { demoPlayer } from '../../support/session';
import { openDialogById } from '../../support/a11y';

// Issue 17.12: an abandoned login forgets where the guard was taking the visitor; a dialog whose
// vertical cannot load shows the unavailable state inside the dialog frame.

test('closing the guard’s login dialog forgets the dashboard path; a later header login stays put @phone', async ({
  page,
}) => {
  const shell = await ShellPage.prepare(page);
  const layer = new DialogLayer(page, shell);
  await shell.goto('/dashboard/bonuses');
  await expect(layer.open.getByLabel('Username')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(layer.open).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  const dialog = await layer.logInWith(demoPlayer.username, demoPlayer.password);
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authData'))).not.toBeNull();
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor asking for the wallet gets the login dialog, then the wallet (issue 18.1: requiresAuth)', async ({
  page,
}) => {
  const shell = await ShellPage.prepare(page);
  const layer = new DialogLayer(page, shell);
  await shell.goto('/promotions');
  // What the sportsbook's Deposit and the play window do: a dialog, no bus request.
  await openDialogById(page, 'wallet/deposit-modal', { mode: 'deposit' });
  const login = page.locator('dialog[open][data-dialog="account/login"]');
  await expect(login.getByLabel('Username')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('dialog[data-dialog^="wallet/"]')).toHaveCount(0);
  await sendLoginForm(login, demoPlayer);
  const wallet = page.locator('dialog[open][data-dialog="wallet/deposit-modal"]');
  await expect(wallet).toBeVisible({ timeout: 30_000 });
  await expect(layer.open).toHaveCount(1);
  await expect(page).toHaveURL(/\/promotions$/);
});

test('a dialog whose vertical cannot load shows the unavailable state in the dialog frame @phone', async ({
  page,
}) => {
  const composition = builtComposition();
  const account = composition.account!;
  await useComposition(page, {
    ...composition,
    account: { ...account, entry: '/mf/account/missing/mf-manifest.json', timeoutMs: 4000 },
  });
  const shell = await ShellPage.prepare(page);
  const layer = new DialogLayer(page, shell);
  await shell.goto('/');
  await layer.loginOpener().click();

  const fallback = layer.open.locator('[data-remote-fallback="account"]');
  await expect(fallback).toBeVisible({ timeout: 30_000 });
  await expect(fallback).toContainText('This section is unavailable right now.');
  await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(await layer.isOnTopAtCentre(fallback)).toBe(true);
  // Nothing of it is left on the page below the footer.
  await expect(page.locator('[data-remote-fallback="account"]')).toHaveCount(1);

  await layer.open.getByRole('button', { name: 'Close' }).click();
  await expect(layer.open).toHaveCount(0);
  await expect(page.locator('[data-remote-fallback="account"]')).toHaveCount(0);
});
