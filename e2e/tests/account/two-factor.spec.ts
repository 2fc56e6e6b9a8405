import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { startAsFreshPlayer } from '../../support/session';

// Issue 32, item 4: a player sets up two-step login on the account page (QR code and key, a first
// code, recovery codes shown once), logs in again with the code and "trust this device", and
// revokes the device from the list. Desktop in English, phone in Turkish.

const TEXTS = {
  en: {
    setUp: 'Set up two-step login',
    firstCode: 'Code from the app',
    turnOn: 'Turn on',
    codes: 'Your recovery codes',
    saved: 'I have saved them',
    on: 'On',
    username: 'Username',
    password: 'Password',
    login: 'Login',
    step: 'Two-step login',
    code: 'Code',
    trust: 'Trust this device for 30 days',
    verify: 'Verify',
    revoke: /^Revoke /,
    noDevices: 'No trusted devices',
  },
  tr: {
    setUp: 'İki adımlı girişi kur',
    firstCode: 'Uygulamadaki kod',
    turnOn: 'Aç',
    codes: 'Kurtarma kodlarınız',
    saved: 'Kaydettim',
    on: 'Açık',
    username: 'Kullanıcı adı',
    password: 'Şifre',
    login: 'Giriş Yap',
    step: 'İki adımlı giriş',
    code: 'Kod',
    trust: 'Bu cihaza 30 gün güven',
    verify: 'Doğrula',
    revoke: / cihazını kaldır$/,
    noDevices: 'Güvenilen cihaz yok',
  },
};

const codeAt = (secret: string, ahead: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });

/** The language of each project: desktop in English, phone in Turkish. */
const LANG: Record<string, 'en' | 'tr'> = { desktop: 'en', phone: 'tr' };

async function useLang(page: Page, lang: 'en' | 'tr') {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
}

test('two-step login: set up on the account page, log in with the code, trust and revoke the device @phone', async ({
  page,
  request,
}) => {
  const lang = LANG[test.info().project.name]!;
  const t = TEXTS[lang];
  await useLang(page, lang);
  const { fields } = await startAsFreshPlayer(page, request);

  await page.goto('/dashboard/account');
  const section = page.getByRole('region', { name: t.step });
  await section.getByRole('button', { name: t.setUp }).click();
  await expect(section.getByRole('img')).toBeVisible();
  const secret = (await section.getByTestId('two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await section.getByLabel(t.firstCode).fill(await codeAt(secret, 0));
  await section.getByRole('button', { name: t.turnOn, exact: true }).click();
  const codes = section.getByRole('list', { name: t.codes });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await section.getByRole('button', { name: t.saved }).click();
  await expect(section.getByText(t.on, { exact: true })).toBeVisible();

  // The next login asks for the code after the password.
  await page.evaluate(() => localStorage.removeItem('authData'));
  await page.goto('/dashboard/account');
  const login = page.getByRole('dialog');
  await login.getByLabel(t.username).fill(fields.username);
  await login.getByLabel(t.password).fill(fields.password);
  await login.getByRole('button', { name: t.login, exact: true }).click();
  const step = page.getByRole('dialog', { name: t.step });
  await step.getByLabel(t.code, { exact: true }).fill(await codeAt(secret, 1));
  await step.getByLabel(t.trust).check();
  await step.getByRole('button', { name: t.verify }).click();
  await expect(step).toBeHidden();

  // The device is listed and can be revoked.
  await expect(section.getByText(t.on, { exact: true })).toBeVisible();
  await section.getByRole('button', { name: t.revoke }).click();
  await expect(section.getByText(t.noDevices)).toBeVisible();
});
