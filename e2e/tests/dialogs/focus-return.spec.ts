import { expect, test } from '@playwright/test';
import { CasinoPage, gamesByProvider } from '../../pages/casino';
import { ShellPage } from '../../pages/shell';
import { loginViaApi } from '../../support/session';

// Issue 33.7: closing the notification sheet opened from the account menu (desktop) or the profile
// panel (phone), or the phone's game window, gives focus back to a sensible control: the one that
// opened it, or its menu's trigger when that one went away with the menu.

const sheet = (page: import('@playwright/test').Page) =>
  page.locator('dialog[open][data-dialog="notifications/sheet"]');

test('the sheet opened from the account menu gives focus back to the menu’s toggle', async ({
  page,
  request,
}) => {
  test.skip(test.info().project.name === 'phone', 'the desktop account menu');
  await loginViaApi(page, request);
  const shell = await ShellPage.prepare(page);
  await shell.goto('/promotions');
  const menu = await shell.openAccountMenu();
  await menu.getByRole('button', { name: /^Notifications/ }).click();
  await expect(sheet(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet(page)).toHaveCount(0);
  await expect(page.getByTestId('account-menu-toggle')).toBeFocused();
});

test('the sheet opened from the profile panel gives focus back to the account button @phone', async ({
  page,
  request,
}) => {
  test.skip(test.info().project.name !== 'phone', 'the phone profile panel');
  await loginViaApi(page, request);
  const shell = await ShellPage.prepare(page);
  await shell.goto('/promotions');
  const panel = await shell.openAccountMenu();
  await panel.getByRole('button', { name: /^Notifications/ }).click();
  await expect(sheet(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet(page)).toHaveCount(0);
  await expect(shell.banner.getByRole('button', { name: 'My account' })).toBeFocused();
});

test('closing the phone’s game window gives focus back to the game’s Play button @phone', async ({
  page,
  request,
}) => {
  test.skip(test.info().project.name !== 'phone', 'the phone game window');
  const game = Object.values(await gamesByProvider(request))[0]!;
  const casino = await CasinoPage.prepare(page);
  await loginViaApi(page, request);
  await casino.openGame(game);
  await casino.playContainer().getByRole('button', { name: 'Close game' }).click();
  await casino.expectPlayWindowClosed();
  await expect(
    casino.card(game.gameCode).getByRole('button', { name: `Play ${game.name}`, exact: true }),
  ).toBeFocused();
});
