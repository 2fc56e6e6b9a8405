import { expect, test, type Page } from '@playwright/test';
import { startAsFreshPlayer } from '../../support/session';

// Issue 32, item 6: when the terms in force are not the ones the player accepted, the site asks
// before anything else, in a dialog that only accepting or logging out closes; marketing consents
// are changed on the account page. Desktop in English, phone in Turkish.

const TEXTS = {
  en: {
    title: 'Our terms have changed',
    read: /Read the terms/,
    accept: 'I accept the new terms',
    logout: 'Log out',
    consents: 'Marketing messages',
    byEmail: 'By e-mail',
    save: 'Save choices',
    saved: 'Your marketing choices are saved.',
  },
  tr: {
    title: 'Koşullarımız değişti',
    read: /Koşulları okuyun/,
    accept: 'Yeni koşulları kabul ediyorum',
    logout: 'Çıkış yap',
    consents: 'Pazarlama mesajları',
    byEmail: 'E-postayla',
    save: 'Tercihleri kaydet',
    saved: 'Pazarlama tercihleriniz kaydedildi.',
  },
};

/** The language of each project: desktop in English, phone in Turkish. */
const LANG: Record<string, 'en' | 'tr'> = { desktop: 'en', phone: 'tr' };

async function useLang(page: Page, lang: 'en' | 'tr') {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
}

test('new terms block the session until accepted; marketing consents change on the account page @phone', async ({
  page,
  request,
}) => {
  const lang = LANG[test.info().project.name]!;
  const t = TEXTS[lang];
  await useLang(page, lang);
  const { token } = await startAsFreshPlayer(page, request);
  // The player's acceptance is of no version in force (as after a change of the terms).
  const forget = await request.post('/api/dev/terms/forget', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(forget.ok()).toBe(true);

  await page.goto('/dashboard/account');
  const dialog = page.getByRole('dialog', { name: t.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: t.read })).toHaveAttribute('href', '/pages/1');
  await expect(dialog.getByRole('button', { name: t.logout })).toBeVisible();
  // Escape does not dismiss it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t.accept }).click();
  await expect(dialog).toBeHidden();

  const consents = page.getByRole('region', { name: t.consents });
  await expect(consents.getByLabel(t.byEmail)).not.toBeChecked();
  await consents.getByLabel(t.byEmail).check();
  await consents.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: t.consents }).getByLabel(t.byEmail)).toBeChecked();
});
