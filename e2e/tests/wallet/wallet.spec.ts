import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startAsFreshPlayer } from '../../support/session';
import { WalletPage, walletApi, type Lang } from '../../pages/wallet';

// Method id of Papara in the seeded catalogue (set-up deposits through the API).
const PAPARA = 4;

/** A fresh player (parallel tests never share a balance), starting logged in on every page. */
async function freshPlayer(page: Page, request: APIRequestContext, lang: Lang = 'en') {
  const wallet = await WalletPage.prepare(page, lang);
  const { token } = await startAsFreshPlayer(page, request);
  return { wallet, api: walletApi(request, token) };
}

test.describe('deposit through each payment group', () => {
  test('page shows the four groups with logos and limits @phone', async ({ page, request }) => {
    const { wallet } = await freshPlayer(page, request);
    await wallet.goto('deposit');
    for (const group of [
      'Bank Transfer',
      'Crypto & Credit Card',
      'Papara, Popy, Payco & More',
      'QR Payment',
    ]) {
      await expect(wallet.group(group)).toBeVisible();
    }
    const papara = wallet
      .group('Papara, Popy, Payco & More')
      .getByRole('listitem')
      .filter({ hasText: 'Papara' });
    await expect(papara).toContainText('Min ₺50.00');
    await expect(papara).toContainText('Max ₺25,000.00');
    const logo = papara.locator('img');
    await expect(logo).toHaveAttribute('width', '56');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const tabs = page.getByRole('navigation', { name: 'Deposit or withdraw' });
    await expect(tabs.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Withdraw' }).click();
    await expect(page).toHaveURL(/\/dashboard\/withdraw$/);
  });

  test('bank transfer: Message state says received; the balance rises once the provider confirms @phone', async ({
    page,
    request,
  }) => {
    const { wallet } = await freshPlayer(page, request);
    await wallet.goto('deposit');
    const before = await wallet.balanceValue();
    await wallet.choose('Bank Transfer');
    await wallet.fill({ Bank: 'Garanti BBVA', 'Full name': 'Ayşe Yılmaz', Amount: '1234.56' });
    await expect(wallet.field('Amount')).toHaveValue('1,234.56');
    await wallet.submit();
    await expect(wallet.dialog.getByText(/^Your deposit of ₺1,234\.56 has been received\./)).toBeVisible();
    await expect(wallet.dialog.getByRole('img', { name: 'Success' })).toBeVisible();
    await expect(wallet.outcome).toHaveText('Payment received: ₺1,234.56 has been added to your balance.');
    await wallet.expectBalance(before + 1234.56);
    await expect(wallet.headerBalance).toContainText('₺1,234.56');
  });

  test('Papara (wallets group): masked account number, Message state, balance rises', async ({
    page,
    request,
  }) => {
    const { wallet } = await freshPlayer(page, request);
    await wallet.goto('deposit');
    const before = await wallet.balanceValue();
    await wallet.choose('Papara');
    await wallet.fill({ 'Account number': '12345abc678901', Amount: '250' });
    await expect(wallet.field('Account number')).toHaveValue('1234567890');
    await wallet.submit();
    await expect(wallet.dialog.getByText(/has been received/)).toBeVisible();
    // The page waits for the provider (the demo one confirms ~1.5 s later; that the request itself
    // credits nothing is the API suite's: money.test.ts). A balance read here would race that timer.
    await expect(wallet.outcome).toHaveText('Waiting for the payment provider to confirm…');
    await wallet.expectBalance(before + 250);
    await wallet.dialog.getByRole('button', { name: 'Make another deposit' }).click();
    await expect(wallet.field('Amount')).toHaveValue('');
  });

  test('credit card: Iframe state; paying on the provider page shows the outcome in the site', async ({
    page,
    request,
  }) => {
    const { wallet } = await freshPlayer(page, request);
    await wallet.goto('deposit');
    const before = await wallet.balanceValue();
    await wallet.choose('Credit Card');
    await wallet.fill({ 'Card holder': 'Ayşe Yılmaz', Installments: '3', Amount: '300' });
    const payTab = page.context().waitForEvent('page');
    await wallet.submit();
    const pay = await payTab;
    await expect(wallet.dialog.getByText('Click the button below to continue the process!')).toBeVisible();
    await expect(wallet.outcome).toContainText('Waiting for your payment…');
    await pay.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(pay.getByText('Payment confirmed')).toBeVisible();
    await pay.close();
    await page.bringToFront();
    await expect(wallet.outcome).toHaveText('Payment received: ₺300.00 has been added to your balance.');
    await expect(wallet.dialog.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await wallet.expectBalance(before + 300);
  });

  test('QR: Continue re-opens the payment page; cancelling there shows "cancelled" and a way back', async ({
    page,
    request,
  }) => {
    const { wallet, api } = await freshPlayer(page, request);
    await wallet.goto('deposit');
    await wallet.choose('QR Payment');
    await wallet.fill({ Amount: '75.5' });
    const firstTab = page.context().waitForEvent('page');
    await wallet.submit();
    await (await firstTab).close();
    const secondTab = page.context().waitForEvent('page');
    await wallet.dialog.getByRole('button', { name: 'Continue' }).click();
    const pay = await secondTab;
    await expect(pay).toHaveURL(/\/api\/demo\/pay\//);
    await pay.getByRole('button', { name: 'Cancel' }).click();
    await expect(pay.getByText('Payment cancelled')).toBeVisible();
    await pay.close();
    await page.bringToFront();
    await expect(wallet.outcome).toHaveText('The payment of ₺75.50 was cancelled. Nothing was charged.');
    await wallet.dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(wallet.field('Amount')).toBeVisible();
    expect(await api.balance()).toBe(0);
  });

  test('a double click on Submit sends one deposit request, with an idempotency key', async ({
    page,
    request,
  }) => {
    const { wallet, api } = await freshPlayer(page, request);
    await wallet.goto('deposit');
    await wallet.choose('Papara');
    await wallet.fill({ 'Account number': '1234567890', Amount: '120' });
    const sent = wallet.recordPosts('deposit');
    await wallet.submitButton().dblclick();
    await expect(wallet.dialog.getByText(/has been received/)).toBeVisible();
    await wallet.expectBalance(120);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_:.-]{8,100}$/);
    // The server recorded one deposit, and the provider has confirmed every deposit it recorded.
    await expect.poll(() => api.history('deposit')).toEqual([{ amount: 120, confirmed: true }]);
    expect(await api.balance()).toBe(120);
  });
});

test.describe('amounts follow the language', () => {
  for (const [lang, typed, shown, label, account] of [
    ['en', '100.50', '₺100.50', 'Amount', 'Account number'],
    ['tr', '100,50', '₺100,50', 'Tutar', 'Hesap numarası'],
  ] as const) {
    test(`${typed} typed in ${lang} means ₺100.50`, async ({ page, request }) => {
      const { wallet, api } = await freshPlayer(page, request, lang);
      await wallet.goto('deposit');
      await wallet.choose('Papara');
      await wallet.fill({ [account]: '1234567890', [label]: typed });
      await expect(wallet.field(label)).toHaveValue(typed);
      const sent = wallet.recordPosts('deposit');
      await wallet.submit();
      await expect.poll(() => sent.length).toBe(1);
      expect(sent[0]!.postDataJSON()).toMatchObject({ id: PAPARA, detail: { amount: 100.5 } });
      await expect.poll(() => api.balance()).toBe(100.5);
      await expect(wallet.balance).toHaveText(shown);
    });
  }

  test('100,50 typed in English is refused, never sent as 10050', async ({ page, request }) => {
    const { wallet } = await freshPlayer(page, request);
    await wallet.goto('deposit');
    await wallet.choose('Papara');
    await wallet.fill({ 'Account number': '1234567890', Amount: '100,50' });
    const sent = wallet.recordPosts('deposit');
    await wallet.submit();
    await expect(wallet.field('Amount')).toHaveAccessibleDescription(/Use a point for decimals/);
    expect(sent).toHaveLength(0);
  });
});

test.describe('withdraw', () => {
  test('Papara: the amount is held at once; the page shows what is withdrawable and held @phone', async ({
    page,
    request,
  }) => {
    const { wallet, api } = await freshPlayer(page, request);
    await api.fund(1000);
    await page.clock.install();
    await wallet.goto('withdraw');
    await wallet.expectBalance(1000);
    await expect(wallet.withdrawable).toHaveText('₺1,000.00');
    await wallet.choose('Papara', 'withdraw');
    await expect(wallet.dialog.getByText('You can withdraw up to')).toContainText('₺1,000.00');
    await wallet.fill({ 'Account number': '1234567890', Amount: '400' });
    // The page's time stops (a few seconds on, never in its past): no balance poll can run now.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));
    await wallet.submit();
    await expect(wallet.dialog.getByRole('status')).toHaveText(
      'Your withdrawal request of ₺400.00 has been received',
    );
    // The dialog closes 500 ms after its status (WITHDRAW_CLOSE_MS), well inside the 3 s poll.
    await page.clock.runFor(500);
    await expect(wallet.dialog).toBeHidden();
    // Held at once: the header falls without a poll (its clock is stopped) or the operator.
    await expect(wallet.headerBalance).toContainText('₺600.00');
    await wallet.expectBalance(600);
    await expect(wallet.withdrawable).toHaveText('₺600.00');
    await expect(page.getByTestId('held')).toHaveText('₺400.00');
    await page.clock.resume();
    // The operator (demo: the auto-approver after ~5 s) pays it out; the balance stays.
    await expect.poll(() => api.history('withdraw')).toEqual([{ amount: 400, confirmed: true }]);
    await wallet.nextBalancePoll();
    await wallet.expectBalance(600, 1000);
    expect(await api.balance()).toBe(600);
  });

  test('above the withdrawable amount: the server message and the balance stays', async ({
    page,
    request,
  }) => {
    const { wallet, api } = await freshPlayer(page, request);
    await api.fund(100);
    await page.clock.install();
    await wallet.goto('withdraw');
    await wallet.expectBalance(100);
    await wallet.choose('Papara', 'withdraw');
    await wallet.fill({ 'Account number': '1234567890', Amount: '5000' });
    await wallet.submit();
    await expect(
      wallet.toast(
        'You can withdraw at most ₺100.00 (bonus money and pending withdrawals are not withdrawable)',
      ),
    ).toBeVisible();
    await expect(wallet.submitButton()).toBeVisible();
    // One balance poll later (the page polls every 3 s, on its own clock) it is still the same.
    await wallet.nextBalancePoll(() => page.clock.fastForward(3_000));
    await wallet.expectBalance(100, 1000);
    expect(await api.balance()).toBe(100);
  });

  test('two clicks on Submit in the same instant send one withdrawal', async ({ page, request }) => {
    const { wallet, api } = await freshPlayer(page, request);
    await api.fund(500);
    await wallet.goto('withdraw');
    await wallet.expectBalance(500);
    await wallet.choose('Papara', 'withdraw');
    await wallet.fill({ 'Account number': '1234567890', Amount: '200' });
    const sent = wallet.recordPosts('withdraw');
    // Both clicks run before the page can re-render the button as busy.
    await wallet.submitButton().evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect(wallet.dialog).toBeHidden();
    await wallet.expectBalance(300);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_:.-]{8,100}$/);
    expect(await api.balance()).toBe(300);
  });
});

// The API's refusals of the same values: api/test/money.test.ts.
test.describe('bad input is refused by the form and by the API', () => {
  test('amount field: letters, two decimal points, zero, negative; incomplete mask; limits', async ({
    page,
    request,
  }) => {
    const { wallet } = await freshPlayer(page, request);
    await wallet.goto('deposit');
    await wallet.choose('Papara');
    const amount = wallet.field('Amount');

    await amount.pressSequentially('12a');
    await expect(amount).toHaveValue('12');
    await expect(amount).toHaveAccessibleDescription(/Amounts may contain only digits/);
    await wallet.submit();
    await expect(wallet.submitButton()).toBeVisible();

    await amount.fill('');
    await amount.pressSequentially('12.5.3');
    await expect(amount).toHaveAccessibleDescription(/An amount can have only one decimal point/);

    await amount.fill('');
    await amount.pressSequentially('-5');
    await expect(amount).toHaveAccessibleDescription(/Amount must be greater than zero/);

    await amount.fill('');
    await amount.pressSequentially('0');
    await amount.blur();
    await expect(amount).toHaveAccessibleDescription(/Amount must be greater than zero/);

    await amount.fill('');
    await amount.pressSequentially('10');
    await amount.blur();
    await expect(amount).toHaveAccessibleDescription(/Amount must be between ₺50.00 and ₺25,000.00/);

    const account = wallet.field('Account number');
    await account.pressSequentially('1234');
    await account.blur();
    await expect(account).toHaveAccessibleDescription('Complete the field in the format 0000000000');

    // Nothing was sent: still the form, no result.
    await wallet.submit();
    await expect(wallet.outcome).toHaveCount(0);
  });

  test("a one-word full name on Bank Transfer is refused by the form with the API's rule", async ({
    page,
    request,
  }) => {
    const { wallet } = await freshPlayer(page, request);
    await wallet.goto('deposit');
    await wallet.choose('Bank Transfer');
    await wallet.fill({ Bank: 'Garanti BBVA', 'Full name': 'Ayşe', Amount: '500' });
    const sent = wallet.recordPosts('deposit');
    await wallet.submit();
    await expect(wallet.field('Full name')).toHaveAccessibleDescription(
      'Enter the first name and surname, letters only, as on the account',
    );
    expect(sent).toHaveLength(0);
  });
});
