import { expect, test } from '@playwright/test';
import { CasinoPage } from '../../pages/casino';
import { ShellPage } from '../../pages/shell';
import { tabTo } from '../../support/keyboard';
import { registerViaApi } from '../../support/session';

// Issue 11: the main journey with the keyboard alone (page.keyboard only, never a click).
test.setTimeout(120_000);
test.skip(({ isMobile }) => isMobile, 'a keyboard journey on the desktop layout');

test('keyboard only: log in, open a game, deposit', async ({ page, request }) => {
  const player = await registerViaApi(request);
  const shell = await ShellPage.prepare(page);
  const casino = new CasinoPage(page);
  await shell.goto('/');
  const kb = page.keyboard;

  // Log in: the header's Login button, the two fields, Enter.
  await tabTo(page, shell.loginButton());
  await kb.press('Enter');
  const login = shell.loginDialog;
  await expect(login).toBeVisible();
  await tabTo(page, login.getByLabel('Username'));
  await kb.type(player.username);
  await tabTo(page, login.getByLabel('Password'));
  await kb.type(player.password);
  await kb.press('Enter');
  await expect(login).toBeHidden();
  await expect(page.getByTestId('header-deposit')).toBeVisible();

  // Open a game: Tab to a tile of the lobby, Enter; the play window shows the demo game.
  await tabTo(page, page.getByTestId('game-card').getByRole('button', { name: /^Play / }), { max: 200 });
  const provider = await page.evaluate(
    () => document.activeElement?.closest('[data-provider]')?.getAttribute('data-provider') ?? '',
  );
  await kb.press('Enter');
  await expect(casino.playWindow).toBeVisible();
  await expect(casino.demoGame(provider).getByTestId('demo-game-name')).toBeVisible();

  // Deposit: the play window's Deposit button opens the deposit modal; Papara is received, then confirmed.
  await tabTo(page, casino.playWindow.getByRole('button', { name: 'Deposit', exact: true }), { max: 150 });
  await kb.press('Enter');
  const modal = page.locator('dialog[data-dialog="wallet/deposit-modal"]');
  await expect(modal).toBeVisible();
  await tabTo(page, modal.getByRole('button', { name: 'Deposit with Papara', exact: true }), { max: 60 });
  await kb.press('Enter');
  // The method's form loads after the choice: a player waits for it before moving on (Tab presses
  // sent while it loaded went past it, and focus found the first field only after them).
  const accountNumber = modal.getByLabel('Account number', { exact: true });
  await expect(accountNumber).toBeVisible();
  await tabTo(page, accountNumber, { max: 20 });
  await kb.type('1234567890');
  await tabTo(page, modal.getByLabel('Amount', { exact: true }), { max: 20 });
  await kb.type('250');
  await tabTo(page, modal.getByRole('button', { name: 'Submit' }), { max: 20 });
  await kb.press('Enter');
  await expect(modal.getByRole('status')).toContainText('has been received');
});
