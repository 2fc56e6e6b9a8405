import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { withoutPopup } from '../../support/bootstrap';
import { apiLogin, startAsFreshPlayer } from '../../support/session';
import { walletApi } from '../../pages/wallet';

// Issue 32, item 5: data rights on the account page. The player downloads their data as JSON and as
// a zip of CSVs, is told to withdraw first while money is there (with the link), and, once the
// balance is paid out, closes the account with the password: logged out, and the login is refused.
// Desktop in English, the phone in Turkish.

const TEXTS = {
  en: {
    json: 'Download as JSON',
    csv: 'Download as CSV (zip)',
    password: 'Current password',
    close: 'Close my account',
    withdrawFirst: /Withdraw your balance first/,
    withdrawLink: 'Withdraw my balance',
    closed: /Your account is closed/,
  },
  tr: {
    json: 'JSON olarak indir',
    csv: 'CSV olarak indir (zip)',
    password: 'Mevcut şifre',
    close: 'Hesabımı kapat',
    withdrawFirst: /Önce bakiyenizi çekin/,
    withdrawLink: 'Bakiyemi çek',
    closed: /Hesabınız kapatıldı/,
  },
};

/** The phone project runs in Turkish, the desktop one in English. */
function projectLanguage(): 'en' | 'tr' {
  return test.info().project.name === 'phone' ? 'tr' : 'en';
}

async function inLanguage(page: Page, lang: 'en' | 'tr') {
  await page.context().addInitScript((l) => localStorage.setItem('lang', l), lang);
  await withoutPopup(page);
}

test('a player downloads their data, is told to withdraw first, then closes the account @phone', async ({
  page,
  request,
}) => {
  const lang = projectLanguage();
  const t = TEXTS[lang];
  await inLanguage(page, lang);
  const { fields, token } = await startAsFreshPlayer(page, request);
  const wallet = walletApi(request, token);
  await wallet.fund(100);

  await page.goto('/dashboard/account');
  const data = page.getByTestId('data-download');
  const json = page.waitForEvent('download');
  await data.getByRole('button', { name: t.json }).click();
  const file = await json;
  expect(file.suggestedFilename()).toMatch(/^playhub-data-\d{4}-\d\d-\d\d\.json$/);
  const exported = JSON.parse(readFileSync((await file.path())!, 'utf8'));
  expect(exported.sections.profile[0].username).toBe(fields.username);
  const csv = page.waitForEvent('download');
  await data.getByRole('button', { name: t.csv }).click();
  expect((await csv).suggestedFilename()).toMatch(/^playhub-data-\d{4}-\d\d-\d\d\.zip$/);

  const card = page.getByTestId('close-account');
  await card.getByLabel(t.password).fill(fields.password);
  await card.getByRole('button', { name: t.close }).click();
  await expect(card.getByRole('alert')).toContainText(t.withdrawFirst);
  await card.getByRole('link', { name: t.withdrawLink }).click();
  await expect(page).toHaveURL(/\/dashboard\/withdraw$/);

  // The balance is withdrawn and paid out (the operator approves it).
  const w = await wallet.post('withdraw', 4, { accountNo: '1234567890', amount: 100 });
  expect(w.ok(), await w.text()).toBe(true);
  const op = await request.post('/api/operator/login', {
    data: { username: 'operator', password: 'operator12345' },
  });
  const approved = await request.post('/api/operator/withdrawals/approve', {
    headers: { authorization: `Bearer ${(await op.json()).data.token}` },
    data: { id: (await w.json()).data.transactionId },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  await expect.poll(async () => (await wallet.history('withdraw'))[0]?.confirmed).toBe(true);

  await page.goto('/dashboard/account');
  await card.getByLabel(t.password).fill(fields.password);
  await card.getByRole('button', { name: t.close }).click();
  await expect(page.getByText(t.closed)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /^(Login|Giriş)$/ })).toBeVisible();
  await expect(apiLogin(request, fields)).rejects.toThrow(/login failed/);
});
