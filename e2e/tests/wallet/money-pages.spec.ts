import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CasinoPage, gamesByProvider } from '../../pages/casino';
import { NotificationsPanel } from '../../pages/notifications';
import { WalletPage, walletApi, type Lang } from '../../pages/wallet';
import { withoutPopup } from '../../support/bootstrap';
import { loginViaApi, startAsFreshPlayer } from '../../support/session';

// Issue 33 item 9: what the money pages tell the player.

const PAPARA = 4;

/** A fresh player (parallel tests never share a balance), starting logged in on every page. */
async function freshPlayer(page: Page, request: APIRequestContext, lang: Lang = 'en') {
  const wallet = await WalletPage.prepare(page, lang);
  const { token } = await startAsFreshPlayer(page, request);
  return { wallet, token, api: walletApi(request, token) };
}

async function operatorToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/operator/login', {
    data: { username: 'operator', password: 'operator12345' },
  });
  const body = await res.json();
  expect(body.success, body.message).toBe(true);
  return body.data.token as string;
}

test.describe('a rejected withdrawal says why', () => {
  test("the operator's reason is in the history row and in the notification, as text @phone", async ({
    page,
    request,
  }) => {
    const { api } = await freshPlayer(page, request);
    await api.fund(300);
    const w = await api.post('withdraw', PAPARA, { accountNo: '1234567890', amount: 120 });
    const id = (await w.json()).data.transactionId as number;
    const reason = 'The account <b>is not</b> in your name & cannot be paid';
    const rejected = await request.post('/api/operator/withdrawals/reject', {
      headers: { authorization: `Bearer ${await operatorToken(request)}` },
      data: { id, reason },
    });
    expect(rejected.ok(), await rejected.text()).toBe(true);

    await page.goto('/dashboard/financial-activities?type=2');
    const row = page.getByRole('row').filter({ hasText: 'Rejected' });
    await expect(row.getByTestId('transaction-reason')).toHaveText(`Reason: ${reason}`);
    await expect(row.locator('b')).toHaveCount(0);

    await page.goto('/');
    const panel = new NotificationsPanel(page);
    await panel.open();
    await expect(panel.popup.getByText(`Reason: ${reason}`)).toBeVisible();
  });
});

test.describe('a deposit whose answer is lost', () => {
  test('says it went through, and the balance shows it; nothing is deposited twice @phone', async ({
    page,
    request,
  }) => {
    const { wallet, api } = await freshPlayer(page, request);
    await wallet.goto('deposit');
    const before = await wallet.balanceValue();
    // The request reaches the API (which records and credits it), the answer never reaches the page.
    await page.route('**/api/payment/deposit', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await wallet.choose('Papara');
    await wallet.fill({ 'Account number': '1234567890', Amount: '140' });
    await wallet.submit();
    await expect(wallet.dialog.getByText(/^Your deposit of ₺140\.00 reached us/)).toBeVisible();
    await expect(wallet.dialog.getByText('Network error')).toHaveCount(0);
    await wallet.expectBalance(before + 140);
    expect(await api.history('deposit')).toHaveLength(1);
  });

  test('says it did not arrive and that trying again is safe; the retry deposits once', async ({
    page,
    request,
  }) => {
    const { wallet, api } = await freshPlayer(page, request);
    await wallet.goto('deposit');
    const before = await wallet.balanceValue();
    await page.route('**/api/payment/deposit', (route) => route.abort('internetdisconnected'));
    const posts = wallet.recordPosts('deposit');
    await wallet.choose('Papara');
    await wallet.fill({ 'Account number': '1234567890', Amount: '60' });
    await wallet.submit();
    await expect(wallet.dialog.getByRole('alert')).toContainText(
      'Your deposit did not reach us, so nothing was charged. Trying again is safe',
    );
    await page.unroute('**/api/payment/deposit');
    await wallet.submit();
    await expect(wallet.dialog.getByText(/has been received/)).toBeVisible();
    await wallet.expectBalance(before + 60);
    expect(posts.map((p) => p.headers()['idempotency-key'])).toEqual([
      posts[0]!.headers()['idempotency-key'],
      posts[0]!.headers()['idempotency-key'],
    ]);
    expect(await api.history('deposit')).toHaveLength(1);
  });
});

test.describe('the deposit page shows the remaining allowance', () => {
  for (const lang of ['en', 'tr'] as const) {
    test(`before anything is typed (${lang}) @phone`, async ({ page, request }) => {
      const { wallet, token, api } = await freshPlayer(page, request, lang);
      const set = await request.post('/api/protection/limit', {
        headers: { authorization: `Bearer ${token}` },
        data: { kind: 'deposit', period: 'day', value: 500 },
      });
      expect(set.ok(), await set.text()).toBe(true);
      await api.fund(150);
      await wallet.goto('deposit');
      await expect(page.getByTestId('deposit-allowance')).toHaveText(
        lang === 'en'
          ? 'Your deposit limit: ₺500.00 per 24 hours. You can still deposit ₺350.00.'
          : 'Yatırım limitiniz: 24 saatte ₺500,00. Daha ₺350,00 yatırabilirsiniz.',
      );
      await wallet.choose('Papara');
      await expect(wallet.dialog.getByTestId('deposit-allowance')).toBeVisible();
    });
  }
});

test.describe('a deposit from the play window', () => {
  test('the game shows the new balance without a reload', async ({ page, request }) => {
    const casino = await CasinoPage.prepare(page);
    await startAsFreshPlayer(page, request);
    const game = (await gamesByProvider(request)).Digitain!;
    await casino.openGame(game);
    const balance = casino.demoGame(game.providerName).getByTestId('demo-balance');
    await expect(balance).toHaveText('₺0.00');
    const gameFrame = casino.playContainer().locator('[data-testid="game-frame"]');
    const src = await gameFrame.evaluate((f: HTMLIFrameElement) => f.getAttribute('src') ?? '');

    await casino.playContainer().getByRole('button', { name: 'Deposit' }).click();
    const dialog = page.locator('dialog[data-dialog="wallet/deposit-modal"]');
    await dialog.getByRole('button', { name: 'Deposit with Papara', exact: true }).click();
    await dialog.getByLabel('Account number', { exact: true }).pressSequentially('1234567890');
    await dialog.getByLabel('Amount', { exact: true }).pressSequentially('75');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByTestId('deposit-outcome')).toHaveText(
      'Payment received: ₺75.00 has been added to your balance.',
    );
    await expect(balance).toHaveText('₺75.00');
    await expect(gameFrame).toHaveAttribute('src', src);
  });
});

test.describe('history lists between two days', () => {
  test('Financial History: days typed in the language, checked, kept in the URL', async ({
    page,
    request,
  }) => {
    await withoutPopup(page);
    await loginViaApi(page, request);
    await page.goto('/dashboard/financial-activities');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(8); // header + the demo player's 7 seeded rows
    const day = (ago: number) => {
      const d = new Date(Date.now() - ago * 86_400_000);
      return `${String(d.getDate()).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${d.getFullYear()}`;
    };
    const from = page.getByLabel(/^From/);
    const to = page.getByLabel(/^To/);
    await from.pressSequentially(day(12));
    await to.pressSequentially(day(5));
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    await expect(rows).toHaveCount(3); // the 10- and 7-day-old rows
    await page.reload();
    await expect(from).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(rows).toHaveCount(3);

    await from.fill('');
    await from.pressSequentially(day(2));
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page.getByText('The end date must not be before the start date')).toBeVisible();
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Clear dates' }).click();
    await expect(rows).toHaveCount(8);
  });

  test('Game Activities: newest first, and as rounds with staked, won and net @phone', async ({
    page,
    request,
  }) => {
    await withoutPopup(page);
    await loginViaApi(page, request);
    await page.goto('/dashboard/game-history');
    const table = page.getByRole('table');
    const dates = table.getByRole('row').locator('td:first-child');
    await expect(dates).toHaveCount(10);
    const parse = (s: string) => {
      const [d, m, rest] = s.trim().split('.');
      const [y, time] = rest!.split(' ');
      return new Date(`${y}-${m}-${d}T${time}`).getTime();
    };
    const times = (await dates.allInnerTexts()).map((t) => parse(t.replace(/^Date/, '')));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    await page.getByLabel('Show as').selectOption({ label: 'Rounds' });
    await expect(page).toHaveURL(/view=2/);
    const won = table.getByRole('row').filter({ hasText: /\+₺/ }).first();
    await expect(won).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Net' })).toHaveCount(
      (page.viewportSize()?.width ?? 1280) < 768 ? 0 : 1,
    );
  });
});

test.describe('game search', () => {
  test('two spaces find what one space finds', async ({ page }) => {
    const casino = await CasinoPage.prepare(page);
    await casino.goto('/casino/live');
    await casino.search.fill('no commission baccarat');
    await expect(casino.quickResults).toContainText('No Commission Baccarat');
    const one = (await casino.quickResults.textContent()) ?? '';
    await casino.search.fill('no  commission   baccarat');
    await expect(casino.quickResults).toHaveText(one);
    await casino.search.press('Enter');
    await expect(page).toHaveURL(/q=no\+commission\+baccarat/);
    await expect(casino.cards().first()).toContainText('No Commission Baccarat');
  });
});
