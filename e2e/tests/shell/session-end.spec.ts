import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sendLoginForm } from '../../pages/account';
import { openDialogById } from '../../support/a11y';
import { startAsFreshPlayer } from '../../support/session';
import { ShellPage } from '../../pages/shell';

// Issue 33.1: a session the server no longer accepts (revoked elsewhere: a logout on another device,
// a password change) is met by the balance poll. The player is told, in their language, and offered
// the login where they are; afterwards they are back where they were.

const ENDED = /Your session has ended/;

/** Ends the session on the server, as a logout on another device does. */
async function revoke(request: APIRequestContext, token: string): Promise<void> {
  const res = await request.get('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
}

async function logInAgain(page: Page, username: string, password: string): Promise<void> {
  const dialog = page.locator('dialog[data-dialog="account/login"]');
  await sendLoginForm(dialog, { username, password });
  await expect(dialog).toBeHidden();
}

test('on a public page the player stays, is told the session ended, and after the login the deposit dialog is back @phone', async ({
  page,
  request,
}) => {
  const { fields, token } = await startAsFreshPlayer(page, request);
  const shell = await ShellPage.prepare(page);
  await shell.goto('/promotions');
  await expect(page.getByTestId('balance')).toBeVisible();
  await openDialogById(page, 'wallet/deposit-modal', { mode: 'deposit' });
  const deposit = page.locator('dialog[open][data-dialog="wallet/deposit-modal"]');
  await expect(deposit).toBeVisible();

  await revoke(request, token);
  // The next balance poll meets the 401: a login form that says why, on the same page.
  await expect(shell.loginDialog.getByRole('alert').filter({ hasText: ENDED })).toBeVisible();
  await expect(page).toHaveURL('/promotions');

  await logInAgain(page, fields.username, fields.password);
  await expect(deposit).toBeVisible();
  await expect(page).toHaveURL('/promotions');
  await expect(page.getByTestId('balance')).toBeVisible();
});

test('on a guarded page the player goes home with the same message, and comes back after the login @phone', async ({
  page,
  request,
}) => {
  const { fields, token } = await startAsFreshPlayer(page, request);
  const shell = await ShellPage.prepare(page);
  await shell.goto('/dashboard/change-password');
  await expect(page.getByLabel('Old Password')).toBeVisible();

  await revoke(request, token);
  await expect(shell.loginDialog.getByRole('alert').filter({ hasText: ENDED })).toBeVisible();
  await expect(page).toHaveURL('/');

  await logInAgain(page, fields.username, fields.password);
  await expect(page).toHaveURL('/dashboard/change-password');
  await expect(page.getByLabel('Old Password')).toBeVisible();
});

test('the message is in Turkish for a Turkish page @phone', async ({ page, request }) => {
  const { token } = await startAsFreshPlayer(page, request);
  const shell = await ShellPage.prepare(page, { lang: 'tr' });
  await shell.goto('/promotions');
  await expect(page.getByTestId('balance')).toBeVisible();
  await revoke(request, token);
  await expect(shell.loginDialog.getByRole('alert')).toHaveText(/^Oturumunuz sona erdi/);
  await expect(page).toHaveURL('/promotions');
});
