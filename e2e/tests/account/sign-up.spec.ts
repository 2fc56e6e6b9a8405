import { expect, test } from '@playwright/test';
import { AccountPage } from '../../pages/account';
import { freshRegistration, latestCode, useEnglish } from '../../support/session';

// Account flows span several lazy loads and API calls; the shared 2-core machine is slow.
test.setTimeout(120_000);

test.describe('sign up, log out, log in', () => {
  test.beforeEach(({ page }) => useEnglish(page));

  test('without the trial bonus: celebration with Deposit and Live Chat; then logout and login @phone', async ({
    page,
  }) => {
    const account = new AccountPage(page);
    const player = freshRegistration();
    await account.openSignUp();
    await account.fillSignUp(player);
    await account.submitSignUp();

    const d = account.signUpDialog;
    // Exact: the celebration also offers "Set a deposit limit" (issue 20).
    await expect(d.getByRole('button', { name: 'Deposit', exact: true })).toBeVisible();
    await expect(d.getByRole('button', { name: 'Live Chat' })).toBeVisible();
    await expect(d.getByRole('button', { name: 'Yes' })).toHaveCount(0);
    await d.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(d).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/deposit$/);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('authData')))!)).toMatchObject({
      username: player.username,
    });

    await account.logout();
    await account.openLogin();
    await account.login(player);
    await expect(account.heading('Dashboard')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account menu' }).first()).toContainText('Ayşe Yılmaz');
  });

  test('with the trial bonus: the SMS code is requested at once, verified, and the bonus is claimed', async ({
    page,
    request,
  }) => {
    const account = new AccountPage(page);
    const player = freshRegistration({ trialBonus: 1 });
    await account.openSignUp();
    await account.fillSignUp(player);
    await account.submitSignUp();

    const d = account.signUpDialog;
    const code = d.getByLabel('Verification Code');
    await expect(code).toBeVisible();
    await expect(d.getByLabel('Phone Number')).toHaveAttribute('readonly', '');
    await expect(d.getByRole('timer')).toContainText('Resend code in');
    await expect(d.getByRole('button', { name: 'Skip Verification' })).toBeVisible();
    await account.typeCode(code, await latestCode(request, player.phone, 'sms'));
    await d.getByRole('button', { name: 'Verify' }).click();

    await expect(d.getByText(/trial bonus of/)).toBeVisible();
    await d.getByRole('button', { name: 'Yes' }).click();
    await expect(d).toBeHidden();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('authData')))!)).toMatchObject({
      smsVerified: true,
    });

    await account.gotoDashboard('/dashboard/bonus-history', 'Bonuses History');
    await expect(page.getByRole('table')).toContainText('₺50');
  });

  test('invalid sign-up is not sent and shows the first error of each control', async ({ page }) => {
    const account = new AccountPage(page);
    await account.openSignUp();
    const d = account.signUpDialog;
    await d.getByLabel('Name', { exact: true }).fill('Ali  Veli');
    await d.getByLabel('National ID number').fill('1234567890');
    let registered = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/register')) registered = true;
    });
    await account.submitSignUp();
    await expect(d.getByText('Use letters only, words separated by single spaces')).toBeVisible();
    await expect(d.getByText('Must be exactly 11 characters')).toBeVisible();
    expect(registered).toBe(false);
  });
});
