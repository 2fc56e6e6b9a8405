import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CasinoPage, gamesByProvider } from '../../pages/casino';
import { WalletPage, walletApi } from '../../pages/wallet';
import { AccountPage } from '../../pages/account';
import { latestCode, startAsFreshPlayer } from '../../support/session';

// Issue 20, player protection, as a player meets it: the deposit page invites a limit before the
// first deposit; a deposit over the limit is refused with the limit and when it frees up; a time-out
// logs the player out at once, login then answers as a wrong password and the balance opens with a
// code by SMS (issue 28); the reality check shows over a game (the page's clock is moved by the
// test) and the API holds stakes until it is answered.

/** A fresh player on the wallet's texts (English, no start-up popup). */
async function freshPlayer(page: Page, request: APIRequestContext) {
  const wallet = await WalletPage.prepare(page);
  return { wallet, ...(await startAsFreshPlayer(page, request)) };
}

test('a deposit limit set on the page refuses a deposit over it, saying how much is left and until when', async ({
  page,
  request,
}) => {
  const { wallet } = await freshPlayer(page, request);
  await wallet.goto('deposit');
  // Before the first deposit the page invites a limit; it may be skipped.
  const invite = page.getByTestId('deposit-limit-invite');
  await expect(invite).toBeVisible();
  await invite.getByRole('link', { name: 'Set a deposit limit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Player protection' })).toBeVisible();

  const day = page.getByTestId('limit-deposit-day');
  await day.getByLabel('New limit for 24 hours').pressSequentially('300');
  await day.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your limit is set' })).toBeVisible();
  await expect(day).toContainText('₺300.00 · ₺0.00 used');

  await wallet.goto('deposit');
  await expect(page.getByTestId('deposit-limit-invite')).toHaveCount(0);
  await wallet.choose('Papara');
  await wallet.fill({ 'Account number': '1234567890', Amount: '250' });
  await wallet.submit();
  await expect(wallet.dialog.getByText(/has been received/)).toBeVisible();
  await wallet.dialog.getByRole('button', { name: 'Make another deposit' }).click();
  await wallet.fill({ 'Account number': '1234567890', Amount: '100' });
  await wallet.submit();
  await expect(
    wallet.toast(
      /^This deposit goes over your 24-hour deposit limit of ₺300\.00: ₺50\.00 is left now, and more from /,
    ),
  ).toBeVisible();

  // Raising it waits 24 hours, and the page says when.
  await page.goto('/dashboard/player-protection');
  await day.getByLabel('New limit for 24 hours').pressSequentially('1000');
  await day.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /takes effect on/ })).toBeVisible();
  await expect(day).toContainText(/Changes to ₺1,000\.00 on \d\d\.\d\d\.\d{4} \d\d:\d\d/);
  await expect(day).toContainText('₺300.00 · ₺250.00 used');
});

test('a time-out logs the player out at once; login then answers as a wrong password; the balance opens by SMS code', async ({
  page,
  request,
}) => {
  const { fields, token, wallet } = await freshPlayer(page, request);
  await walletApi(request, token).fund(200);
  await page.goto('/dashboard/player-protection');
  const section = page.getByRole('region', { name: 'Take a time-out' });
  await section.getByLabel('Time-out length').selectOption({ label: '24 hours' });
  await section.getByRole('checkbox').check();
  await section.getByRole('button', { name: 'Start the time-out' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Your time-out has started/ })).toBeVisible();
  await expect(page).toHaveURL('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull();

  // Login says nothing about the break (issue 28: it would tell anyone that the password is right).
  await banner.getByRole('button', { name: 'Login', exact: true }).click();
  const login = page.locator('dialog[data-dialog="account/login"]');
  await login.getByLabel('Username').fill(fields.username);
  await login.getByLabel('Password').fill(fields.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Wrong username or password$/ })).toBeVisible();
  await expect(login).toBeVisible();

  // The way to one's money: username and password, then the code sent by SMS.
  await login.getByRole('button', { name: 'On a time-out or self-exclusion? Withdraw your balance' }).click();
  const form = login.getByRole('form', { name: 'Withdraw during a break' });
  await form.getByLabel('Username').fill(fields.username);
  await form.getByLabel('Password').fill(fields.password);
  await form.getByRole('button', { name: 'Send the code' }).click();
  await expect(form.getByRole('status')).toContainText('we have sent a code by SMS');
  await new AccountPage(page).typeCode(
    form.getByLabel('Code from the SMS'),
    await latestCode(request, fields.username, 'sms'),
  );
  await form.getByRole('button', { name: 'Open my balance' }).click();
  await expect(login).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/withdraw$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'You are on a time-out or self-exclusion' }),
  ).toBeVisible();
  await wallet.expectBalance(200);
  await wallet.choose('Papara', 'withdraw');
  await wallet.fill({ 'Account number': '1234567890', Amount: '150' });
  await wallet.submit();
  await expect(wallet.dialog.getByRole('status')).toHaveText(
    'Your withdrawal request of ₺150.00 has been received',
  );
  await expect(wallet.dialog).toBeHidden();

  // Nothing playable: the lobby and the deposit page send the player back to the withdrawal.
  await page.goto('/casino/slot');
  await expect(page).toHaveURL(/\/dashboard\/withdraw$/);
  await page.goto('/dashboard/deposit');
  await expect(page.getByText('Deposits are closed until your break ends.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Your deposits and withdrawals' }).click();
  await expect(page).toHaveURL(/\/dashboard\/financial-activities$/);
});

test('the reality check shows over the game at the chosen interval; Stop playing closes the game @phone', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const { token } = await freshPlayer(page, request);
  const headers = { Authorization: `Bearer ${token}`, 'x-locale': 'en' };
  const set = await request.post('/api/protection/reality-check', { headers, data: { minutes: 15 } });
  expect(set.ok(), await set.text()).toBe(true);
  const casino = await CasinoPage.prepare(page);
  const games = await gamesByProvider(request);
  await casino.openGame(games.Amusnet!);
  const window = casino.playContainer();
  await expect(window.getByRole('alertdialog')).toHaveCount(0);

  // Fifteen minutes into the session the reminder covers the game.
  await page.clock.fastForward('15:00');
  const check = window.getByRole('alertdialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check).toContainText(/You have played for 1[45] minutes this session\./);
  await expect(check).toContainText('Net result this session: ₺0.00');
  await expect(check.getByRole('button', { name: 'Continue playing' })).toBeFocused();
  // The answer goes to the API, which holds stakes once a check is due until it hears it.
  const ack = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/protection/reality-check/ack'),
  );
  await check.getByRole('button', { name: 'Continue playing' }).click();
  expect((await ack).ok()).toBe(true);
  await expect(check).toHaveCount(0);
  await expect(casino.gameFrame.getByTestId('demo-game-name')).toBeVisible();

  await page.clock.fastForward('15:00');
  await expect(check).toBeVisible();
  await expect(check.getByRole('link', { name: 'Game history' })).toHaveAttribute(
    'href',
    '/dashboard/game-history',
  );
  await check.getByRole('button', { name: 'Stop playing' }).click();
  await expect(casino.playWindow).toHaveCount(0);
});
