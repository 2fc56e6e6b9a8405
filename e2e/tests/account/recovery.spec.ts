import { expect, test } from '@playwright/test';
import { AccountPage } from '../../pages/account';
import { apiLogin, latestCode, registerViaApi, useEnglish } from '../../support/session';

// Account flows span several lazy loads and API calls; the shared 2-core machine is slow.
test.setTimeout(120_000);

test('recover the password with the code from the development outbox', async ({ page, request }) => {
  await useEnglish(page);
  // The page's clock: the success text stands for 1 s only, so time stops while the test reads it.
  await page.clock.install();
  const player = await registerViaApi(request);
  const account = new AccountPage(page);
  await account.openLogin();
  await account.loginDialog.getByRole('button', { name: 'Recovery Password' }).click();
  const d = account.dialog('Recovery Password');
  await expect(d).toBeVisible();

  await d.getByLabel('Username').fill(player.username);
  await d.getByRole('button', { name: 'Send Code' }).click();
  await expect(
    d.getByText(
      'A code has been sent to your email address to reset your password. Please enter this code in the field below.',
    ),
  ).toBeVisible();
  await d.getByLabel('Code').fill(await latestCode(request, player.username, 'email'));
  await d.getByRole('button', { name: 'Continue' }).click();

  await expect(d.getByText('Please enter your new password.')).toBeVisible();
  await d.getByLabel('New Password').fill('brandnew1');
  await d.getByLabel('Confirm Password').fill('brandnew1');
  // A few seconds ahead of the page's time, so the call cannot land in its past on a busy machine.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));
  await d.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    d.getByText('Password change successful. You are now directed to the login page.'),
  ).toBeVisible();

  // The login dialog follows after 1 s; the new password works.
  await page.clock.resume();
  await expect(account.loginDialog).toBeVisible();
  await account.login({ username: player.username, password: 'brandnew1' });
  await expect(account.heading('Dashboard')).toBeVisible();
  await expect(apiLogin(request, { username: player.username, password: player.password })).rejects.toThrow();
});
