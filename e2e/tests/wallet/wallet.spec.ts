import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshRegistration } from '../../support/session';
import { WalletPage, walletApi } from '../../pages/wallet';

// Method id of Papara in the seeded catalogue (set-up deposits through the API).
const PAPARA = 4;

/**
 * A fresh player (parallel tests never share a balance), starting logged in on every page. The
 * registration answer is the session, so no login call is made (login is rate limited per IP).
 */
async function freshPlayer(page: Page, request: APIRequestContext) {
  const wallet = await WalletPage.prepare(page);
  const res = await request.post('/api/auth/register', {
    data: freshRegistration(),
    headers: { 'x-locale': 'en' },
  });
  const body = (await res.json()) as { success: boolean; message: string; data: { token: string } };
  expect(body.success, body.message).toBe(true);
  await page.addInitScript((authData) => {
    // Seed once per tab, as support/session.ts does.
    if (!sessionStorage.getItem('e2e:seeded')) {
      localStorage.setItem('authData', JSON.stringify(authData));
      sessionStorage.setItem('e2e:seeded', '1');
    }
  }, body.data);
  return { wallet, api: walletApi(request, body.data.token) };
}

test.describe('deposit through each payment group', () => {
  test('page shows the four groups with logos and limits', async ({ page, request }) => {
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

  test('bank transfer: Message state and the balance rises', async ({ page, request }) => {
    const { wallet } = await freshPlayer(page, request);
    await wallet.goto('deposit');
    const before = await wallet.balanceValue();
    await wallet.choose('Bank Transfer');
    await wallet.fill({ Bank: 'Garanti BBVA', 'Full name': 'Ayşe Yılmaz', Amount: '1234,56' });
    await expect(wallet.field('Amount')).toHaveValue('1.234,56');
    await wallet.submit();
    await expect(wallet.dialog.getByRole('status')).toHaveText('Your deposit of 1234.56 ₺ has been credited');
    await expect(wallet.dialog.getByRole('img', { name: 'Success' })).toBeVisible();
    await wallet.expectBalance(before + 1234.56, 3000);
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
    await expect(wallet.dialog.getByRole('status')).toContainText('has been credited');
    await wallet.expectBalance(before + 250, 3000);
  });

  test('credit card (crypto & card group): Iframe state, demo payment confirmed, balance rises', async ({
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
    await pay.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(pay.getByText('Payment confirmed')).toBeVisible();
    await pay.close();
    await wallet.expectBalance(before + 300);
  });

  test('QR: the continue button re-opens the payment page; paying there raises the balance', async ({
    page,
    request,
  }) => {
    const { wallet } = await freshPlayer(page, request);
    await wallet.goto('deposit');
    const before = await wallet.balanceValue();
    await wallet.choose('QR Payment');
    await wallet.fill({ Amount: '75,5' });
    const firstTab = page.context().waitForEvent('page');
    await wallet.submit();
    await (await firstTab).close();
    const secondTab = page.context().waitForEvent('page');
    await wallet.dialog.getByRole('button', { name: 'Continue' }).click();
    const pay = await secondTab;
    await expect(pay).toHaveURL(/\/api\/demo\/pay\//);
    await pay.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(pay.getByText('Payment confirmed')).toBeVisible();
    await pay.close();
    await wallet.expectBalance(before + 75.5);
  });
});

test.describe('withdraw', () => {
  test('Papara: the message, dialog closes, the balance falls', async ({ page, request }) => {
    const { wallet, api } = await freshPlayer(page, request);
    expect((await api.post('deposit', PAPARA, { accountNo: '1234567890', amount: 1000 })).ok()).toBe(true);
    await wallet.goto('withdraw');
    await wallet.expectBalance(1000);
    await wallet.choose('Papara', 'withdraw');
    await wallet.fill({ 'Account number': '1234567890', Amount: '400' });
    await wallet.submit();
    await expect(wallet.dialog.getByRole('status')).toHaveText(
      'Your withdrawal request of 400 ₺ has been received',
    );
    await expect(wallet.dialog).toBeHidden();
    await wallet.expectBalance(600, 3000);
  });

  test('above the balance: the server message and the balance stays', async ({ page, request }) => {
    const { wallet, api } = await freshPlayer(page, request);
    await api.post('deposit', PAPARA, { accountNo: '1234567890', amount: 100 });
    await wallet.goto('withdraw');
    await wallet.expectBalance(100);
    await wallet.choose('Papara', 'withdraw');
    await wallet.fill({ 'Account number': '1234567890', Amount: '5000' });
    await wallet.submit();
    await expect(wallet.toast('Insufficient balance')).toBeVisible();
    await expect(wallet.dialog.getByRole('button', { name: 'Submit' })).toBeVisible();
    await page.waitForTimeout(3500); // one balance poll later it is still the same
    await wallet.expectBalance(100, 1000);
    expect(await api.balance()).toBe(100);
  });
});

test.describe('bad input is refused by the form and by the API', () => {
  test('amount field: letters, two decimal commas, zero, negative; incomplete mask; limits', async ({
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
    await expect(wallet.dialog.getByRole('button', { name: 'Submit' })).toBeVisible();

    await amount.fill('');
    await amount.pressSequentially('12,5,3');
    await expect(amount).toHaveAccessibleDescription(/An amount can have only one decimal comma/);

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
    await expect(wallet.dialog.getByRole('status')).toHaveCount(0);
  });

  test('the API refuses the same values', async ({ page, request }) => {
    const { api } = await freshPlayer(page, request);
    const bank = { bank: 2, fullName: 'Ayşe Yılmaz' };
    for (const amount of ['12a', '12,5,3', 0, -5]) {
      const res = await api.post('deposit', 1, { ...bank, amount });
      expect(res.status(), `amount ${amount}`).toBe(400);
      expect((await res.json()).success).toBe(false);
    }
    const outside = await api.post('deposit', 1, { ...bank, bank: 99, amount: 500 });
    expect(outside.status()).toBe(400);
    expect((await outside.json()).message).toMatch(/Choose one of the options/);
    const incomplete = await api.post('deposit', PAPARA, { accountNo: '1234', amount: 500 });
    expect(incomplete.status()).toBe(400);
    expect(await api.balance()).toBe(0);
  });
});
