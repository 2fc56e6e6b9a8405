import { expect, test } from '@playwright/test';
import { AccountPage } from '../../pages/account';
import { DialogLayer } from '../../pages/dialogs';
import { ShellPage } from '../../pages/shell';
import { nextFrames } from '../../support/render';
import {
  freshRegistration,
  latestCode,
  loginViaApi,
  registerViaApi,
  useEnglish,
} from '../../support/session';

// Issue 17.11 (dialogs and content pages): confetti above the backdrop, an icon instead of an
// emoji, a recovery dialog of stable width, one title per content page, no early "required".
test.setTimeout(120_000);

test('the celebration draws its confetti inside the dialog and shows an icon, not an emoji @phone', async ({
  page,
}) => {
  await useEnglish(page);
  const account = new AccountPage(page);
  await account.openSignUp();
  await account.fillSignUp(freshRegistration());
  await account.submitSignUp();
  const d = account.signUpDialog;
  await expect(d.getByRole('button', { name: 'Live Chat' })).toBeVisible({ timeout: 30_000 });
  // The confetti canvas is part of the top-layer dialog, so the backdrop cannot cover it.
  const canvas = page.locator('dialog[open] canvas');
  await expect(canvas).toHaveCount(1);
  await expect(page.locator('canvas')).toHaveCount(1);
  // No emoji glyph that renders as an empty box without an emoji font: an SVG icon instead.
  await expect(d).not.toContainText('🎉');
  await expect(d.locator('svg[data-icon="celebration"]')).toBeVisible();
});

test('the recovery dialog keeps its width through the steps', async ({ page, request }) => {
  test.skip(new ShellPage(page).isMobile(), 'full screen on phones');
  await useEnglish(page);
  const player = await registerViaApi(request);
  const account = new AccountPage(page);
  const layer = new DialogLayer(page);
  await account.openLogin();
  await account.loginDialog.getByRole('button', { name: 'Recovery Password' }).click();
  const d = account.dialog('Recovery Password');
  await expect(d.getByLabel('Username')).toBeVisible();
  const width = await layer.frameWidth();

  await d.getByLabel('Username').fill(player.username);
  await d.getByRole('button', { name: 'Send Code' }).click();
  await expect(d.getByLabel('Code')).toBeVisible();
  expect(await layer.frameWidth()).toBe(width);
  await d.getByLabel('Code').fill(await latestCode(request, player.username, 'email'));
  await d.getByRole('button', { name: 'Continue' }).click();
  await expect(d.getByLabel('New Password')).toBeVisible();
  expect(await layer.frameWidth()).toBe(width);
});

test('a content page shows its title once', async ({ page }) => {
  const shell = await ShellPage.prepare(page);
  await shell.goto('/pages/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Terms and Conditions' })).toHaveCount(1);
});

test('a new call-request contact row shows no error before anything is typed', async ({ page, request }) => {
  await loginViaApi(page, request, await registerViaApi(request));
  const account = new AccountPage(page);
  await account.gotoDashboard('/dashboard/claim-bonus', 'Bonus Request');
  const form = page.getByRole('form', { name: 'Call Request Form' });
  await form.getByLabel('Name').fill('Ayşe Yılmaz');
  await form.getByLabel('Message').fill('Please call me tonight');
  await form.getByLabel('Contact', { exact: true }).fill('905321234567');
  await form.getByRole('button', { name: 'Add Contact' }).click();
  const second = form.getByRole('group', { name: 'Contact 2' });
  await expect(second).toBeVisible();
  await nextFrames(page);
  await expect(form.getByText('This field is required')).toHaveCount(0);
  // Passing through it says nothing either; typed into and emptied again, it says so.
  const contact = second.getByLabel('Contact', { exact: true });
  await contact.focus();
  await form.getByLabel('Message').focus();
  await nextFrames(page);
  await expect(form.getByText('This field is required')).toHaveCount(0);
  await contact.pressSequentially('9');
  await contact.press('Backspace');
  await form.getByLabel('Message').focus();
  await expect(second.getByText('This field is required')).toBeVisible();
});
