import { expect, test } from '@playwright/test';
import { AccountPage } from '../../pages/account';
import { latestCode, loginViaApi, registerViaApi, apiLogin } from '../../support/session';

// Account flows span several lazy loads and API calls; the shared 2-core machine is slow.
test.setTimeout(120_000);

test.describe('dashboard with the demo player', () => {
  test.beforeEach(async ({ page, request }) => {
    await loginViaApi(page, request);
  });

  const pages: [path: string, heading: string, sample: string | RegExp][] = [
    ['/dashboard', 'Dashboard', 'Session History'],
    ['/dashboard/account', 'Account', 'demo@playhub.local'],
    ['/dashboard/phone-verification', 'Phone Verification', 'Not Verified'],
    ['/dashboard/change-password', 'Change Password', 'Old Password'],
    ['/dashboard/financial-activities', 'Financial History', 'Bank Transfer'],
    // Newest first (issue 33): the demo player's latest rounds, not the oldest seeded one.
    ['/dashboard/game-history', 'Game Activities', 'Magic Fortune'],
    ['/dashboard/claim-bonus', 'Bonus Request', 'Call Request'],
    ['/dashboard/bonuses', 'Bonuses & Discounts', 'Cashback'],
    ['/dashboard/bonus-history', 'Bonuses History', /Bonus/],
    ['/dashboard/session-history', 'Session History', '127.0.0.1'],
  ];
  for (const [path, heading, sample] of pages) {
    test(`${path} shows the demo player's data`, async ({ page }) => {
      const account = new AccountPage(page);
      await account.gotoDashboard(path, heading);
      await expect(page.getByRole('main')).toContainText(sample);
      // Home / Dashboard (/ the page): the overview's trail ends at Dashboard itself.
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Dashboard');
    });
  }

  test('financial history filters by type and status', async ({ page }) => {
    const account = new AccountPage(page);
    await account.gotoDashboard('/dashboard/financial-activities', 'Financial History');
    const main = page.getByRole('main');
    await main.getByLabel('Type').selectOption({ label: 'Withdraw' });
    await expect(main.getByRole('table')).not.toContainText('Deposit');
    await main.getByLabel('Status').selectOption({ label: 'Rejected' });
    await expect(main.getByRole('table')).toContainText('Rejected');
    await expect(main.getByRole('table')).not.toContainText('Pending');
  });

  test('history filters live in the URL: reload keeps them, back undoes them, a broken URL shows defaults', async ({
    page,
  }) => {
    const account = new AccountPage(page);
    await account.gotoDashboard('/dashboard/financial-activities', 'Financial History');
    const main = page.getByRole('main');
    await main.getByLabel('Type').selectOption({ label: 'Withdraw' });
    await expect(page).toHaveURL(/\/dashboard\/financial-activities\?type=2$/);
    await main.getByLabel('Status').selectOption({ label: 'Rejected' });
    await expect(page).toHaveURL(/\?type=2&status=4$/);
    await page.reload();
    await expect(main.getByLabel('Type')).toHaveValue('2');
    await expect(main.getByLabel('Status')).toHaveValue('4');
    await page.goBack();
    await expect(main.getByLabel('Status')).toHaveValue('0');
    await expect(main.getByLabel('Type')).toHaveValue('2');
    await page.goto('/dashboard/financial-activities?page=-3&type=zzz');
    await expect(main.getByRole('heading', { name: 'Financial History' })).toBeVisible();
    await expect(main.getByLabel('Type')).toHaveValue('0');
    await expect(main.getByRole('table')).toBeVisible();
  });
});

test('verify the phone on the dashboard page with the SMS code', async ({ page, request }) => {
  const player = await registerViaApi(request);
  await loginViaApi(page, request, player);
  const account = new AccountPage(page);
  await account.gotoDashboard('/dashboard/phone-verification', 'Phone Verification');
  const main = page.getByRole('main');
  await expect(main.getByText('Not Verified')).toBeVisible();
  await main.getByRole('button', { name: 'Send Code' }).click();
  const code = main.getByLabel('Verification Code');
  await expect(code).toBeVisible();
  await account.typeCode(code, '000000');
  await main.getByRole('button', { name: 'Verify' }).click();
  await expect(code).toHaveValue('');
  await account.typeCode(code, await latestCode(request, player.phone, 'sms'));
  await main.getByRole('button', { name: 'Verify' }).click();
  await expect(main.getByText('Verified', { exact: true })).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('authData')))!)).toMatchObject({
    smsVerified: true,
  });
});

test('change the password', async ({ page, request }) => {
  const player = await registerViaApi(request);
  await loginViaApi(page, request, player);
  const account = new AccountPage(page);
  await account.gotoDashboard('/dashboard/change-password', 'Change Password');
  const main = page.getByRole('main');
  await main.getByLabel('Old Password').fill(player.password);
  await main.getByLabel('Password', { exact: true }).fill('changed12');
  await main.getByLabel('Confirm Password').fill('changed12');
  await main.getByRole('button', { name: 'Change' }).click();
  await expect(main.getByLabel('Old Password')).toHaveValue('');
  await expect
    .poll(() =>
      apiLogin(request, { username: player.username, password: 'changed12' }).then(
        () => true,
        () => false,
      ),
    )
    .toBe(true);
});
