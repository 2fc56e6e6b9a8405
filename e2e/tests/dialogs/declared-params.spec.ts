import { expect, test } from '@playwright/test';
import { openDialogById } from '../../support/a11y';
import { startAsFreshPlayer } from '../../support/session';
import { WalletPage } from '../../pages/wallet';

// Issue 31, item 2: a vertical declares its dialogs with a params schema, and the host parses what a
// caller passed before it opens one. The real chooser opens the wallet's payment dialog; the same
// dialog asked for with params the wallet does not accept (as a vertical built against an older
// contract would) does not open: the player is told, the console and the beacon get the reason, and
// the page goes on working. The host has no URL that opens a dialog, so the request goes through the
// page's shared UI store, the path every vertical's `openDialog` takes. Desktop in English, the phone
// in Turkish.

/** The phone project runs in Turkish, the desktop one in English. */
const projectLanguage = (): 'en' | 'tr' => (test.info().project.name === 'phone' ? 'tr' : 'en');

const refused = {
  en: /This window could not be opened/,
  tr: /Bu pencere açılamadı/,
};

test('a dialog asked for with params its vertical does not accept does not open; the player is told @phone', async ({
  page,
  request,
}) => {
  const lang = projectLanguage();
  const wallet = await WalletPage.prepare(page, lang);
  await startAsFreshPlayer(page, request);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await wallet.goto('deposit');
  await wallet.choose('Papara');
  await page.keyboard.press('Escape');
  await expect(wallet.dialog).toBeHidden();

  const beacon = page.waitForRequest(
    (r) => r.url().includes('/api/telemetry/remote') && (r.postData() ?? '').includes('refused its params'),
  );
  await openDialogById(page, 'wallet/deposit', { id: 'papara', type: 1, title: 'Papara' });
  await expect(page.getByRole('alert').filter({ hasText: refused[lang] })).toBeVisible();
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  expect(JSON.parse((await beacon).postData() ?? '{}')).toMatchObject({
    vertical: 'wallet',
    phase: 'render',
  });
  expect(errors.join('\n')).toMatch(/wallet\/deposit refused its params \(id:/);

  // Nothing else broke: the chooser opens the dialog again.
  await wallet.choose('Papara');
});
