import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CasinoPage, gamesByProvider } from '../../pages/casino';
import { WalletPage } from '../../pages/wallet';
import { startAsFreshPlayer } from '../../support/session';

// Issue 20, player protection, as a player meets it: the deposit page invites a limit before the
// first deposit; a deposit over the limit is refused with the limit and when it frees up; a time-out
// logs the player out at once and login says until when; the reality check shows over a game (the
// page's clock is moved by the test).

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

test('a time-out logs the player out at once; login then says until when', async ({ page, request }) => {
  const { fields } = await freshPlayer(page, request);
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

  await banner.getByRole('button', { name: 'Login', exact: true }).click();
  const login = page.locator('dialog[data-dialog="account/login"]');
  await login.getByLabel('Username').fill(fields.username);
  await login.getByLabel('Password').fill(fields.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /^You are taking a time-out until .+\. You can log in again after that$/ }),
  ).toBeVisible();
  await expect(login).toBeVisible();
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
  await check.getByRole('button', { name: 'Continue playing' }).click();
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
