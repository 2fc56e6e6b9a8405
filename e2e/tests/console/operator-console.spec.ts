// The operator console's turn-3 rough edges (issue 33, item 11), on the desktop where operators met
// them and on a phone: no "100 %" for a stable version, the published versions to pick from, the
// audit log page, web vitals over their targets flagged in words, the window in Turkish.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { seriousViolations } from '../../support/axe';
import { pageViewToken } from '../../support/page-view';
import { freshRegistration } from '../../support/session';
import { walletApi } from '../../pages/wallet';

const port = Number(process.env.E2E_PORT ?? 8181);
/** Beside the suite server's composition.json (e2e/start-api.sh): where published records live. */
const releases = join(import.meta.dirname, '../../../.data/releases');
/** A version no other test reports or publishes, so parallel tests never share its figures. */
const version = `9.${port}.${Date.now() % 100_000}-e2e`;

/** Logs in through the console's form in `lang`. */
async function logIn(page: Page, lang: 'en' | 'tr') {
  await page.goto(`/operator/login?lang=${lang}`);
  await page.getByLabel(lang === 'en' ? 'Username' : 'Kullanıcı adı').fill('operator');
  await page.getByLabel(lang === 'en' ? 'Password' : 'Şifre').fill('operator12345');
  await page.getByRole('button', { name: lang === 'en' ? 'Log in' : 'Giriş yap' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    lang === 'en' ? 'Operator console' : 'Operatör konsolu',
  );
}

test('a stable version’s failure is no "100 %"; slow vitals are flagged; the window is Turkish @phone', async ({
  page,
  request,
}) => {
  // A stable version reports its failures, never its loads: one load failure, from a page that
  // was served that version (its signed page view).
  const view = pageViewToken({ sports: [version] }, '/sports');
  const beacon = await request.post('/api/telemetry/remote', {
    data: {
      view,
      vertical: 'sports',
      version,
      entry: `/mf/sports/${version}/mf-manifest.json`,
      phase: 'load',
    },
  });
  expect(beacon.ok()).toBe(true);
  const vitals = await request.post('/api/telemetry/vitals', {
    data: {
      view,
      route: '/sports',
      vertical: 'sports',
      version,
      device: 'phone',
      metrics: { LCP: 3100, INP: 120, CLS: 0.25 },
    },
  });
  expect(vitals.ok()).toBe(true);
  await logIn(page, 'tr');
  await expect(page.getByRole('heading', { name: 'Saha verisi, son 24 saat' })).toBeVisible();
  await expect(page.getByText('24h')).toHaveCount(0);

  const failures = page.getByRole('table', { name: 'Sürüm başına yükleme ve çizim hataları' });
  const row = failures
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'sports' }) })
    .filter({
      hasText: version,
    });
  await expect(row).toHaveCount(1);
  // Cells after the vertical: version, page loads, load failures, render failures, rate, fallbacks.
  const cells = row.getByRole('cell');
  await expect(cells.nth(1)).toHaveText('—');
  await expect(cells.nth(2)).toHaveText('1');
  await expect(cells.nth(4)).toHaveText('ölçülmedi');
  await expect(row).not.toContainText('100.0%');

  const slow = page
    .getByRole('table', { name: 'Web vitals (p75)' })
    .getByRole('row')
    .filter({ hasText: version });
  await expect(slow.getByText('3100 (hedefin üstünde)')).toBeVisible();
  await expect(slow.getByText('0.250 (hedefin üstünde)')).toBeVisible();
  await expect(slow.getByText('120', { exact: true })).toBeVisible();
  await expect(slow.getByText('120 (hedefin üstünde)')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('published versions', () => {
  const record = join(releases, 'notifications', `${version}.json`);

  test.beforeAll(() => {
    mkdirSync(join(releases, 'notifications'), { recursive: true });
    writeFileSync(
      record,
      JSON.stringify({
        vertical: 'notifications',
        version,
        publishedAt: '2026-11-27T10:00:00.000Z',
        integrity: {},
      }),
    );
  });

  test.afterAll(() => rmSync(record, { force: true }));

  test('a vertical lists its published versions, and a change picks one instead of typing it', async ({
    page,
  }) => {
    await logIn(page, 'en');
    await page
      .getByRole('link', { name: /notifications/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'notifications' })).toBeVisible();
    const published = page.getByRole('table', { name: 'Published versions' });
    await expect(
      published.getByRole('row', { name: new RegExp(version.replace(/\./g, '\\.')) }),
    ).toContainText('27 Nov 2026, 13:00');
    const canary = page.getByRole('form', { name: 'Start a canary' });
    const pick = canary.getByRole('combobox', { name: /Version/ });
    await expect(pick.locator('option', { hasText: version })).toHaveCount(1);
    await pick.selectOption(version);
    await expect(pick).toHaveValue(version);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the audit log: read only, filtered and paged, in the operator’s language @phone', async ({ page }) => {
  await logIn(page, 'tr');
  await page.getByRole('link', { name: 'Denetim kaydı' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Denetim kaydı' })).toBeVisible();
  // This test's own login is on the first page (newest first; other tests' operators write rows
  // at the same time, so it need not be the very first).
  const log = page.getByRole('table', { name: /kayıt · sayfa 1\// });
  await expect(
    log.getByRole('row').filter({ hasText: 'operator:operator' }).filter({ hasText: 'login' }).first(),
  ).toBeVisible();
  // Filtered from the keyboard: the filter form and its button are reachable and named.
  const filter = page.getByRole('search', { name: 'Denetim kaydını süz' });
  await filter.getByLabel(/^İşlem/).fill('login');
  await filter.getByLabel(/^İşlem/).press('Enter');
  await expect(page).toHaveURL(/action=login/);
  const actions = page.getByRole('table', { name: /kayıt · sayfa 1\// }).getByRole('rowheader');
  await expect(actions.first()).toHaveText('login');
  for (const a of await actions.allTextContents()) expect(a).toContain('login');
  await expect(page.getByRole('button', { name: /Onayla|Uygula/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Süzgeçleri temizle' })).toBeVisible();
  // Nothing runs out sideways on a phone but the table's own scrolling region.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
});

// Issue 30, item 6: a viewer turns on two-step login (the QR code's key as text, the first code
// from an authenticator computed here), keeps the recovery codes, logs in again with password and
// code, and finds the console read only. English on the desktop, Turkish on a phone; one seeded
// viewer per project, so their setups never meet.
const VIEWER = {
  desktop: {
    lang: 'en',
    username: 'viewer',
    words: {
      username: 'Username',
      password: 'Password',
      login: 'Log in',
      readOnly: 'You are a viewer',
      twoStep: 'Two-step login',
      setUp: 'Set up an authenticator app',
      qr: 'QR code of your new second factor',
      code: 'Code',
      turnOn: 'Turn on two-step login',
      codes: 'Your recovery codes',
      logout: 'Log out',
      next: 'Continue',
      console: 'Operator console',
      rolloutOnly: 'Rollout changes need the Approver role',
      review: 'Review',
      operators: 'Operators',
    },
  },
  phone: {
    lang: 'tr',
    username: 'viewer-tr',
    words: {
      username: 'Kullanıcı adı',
      password: 'Şifre',
      login: 'Giriş yap',
      readOnly: 'İzleyicisiniz',
      twoStep: 'İki adımlı giriş',
      setUp: 'Doğrulama uygulaması ayarla',
      qr: 'Yeni ikinci doğrulama adımınızın QR kodu',
      code: 'Kod',
      turnOn: 'İki adımlı girişi aç',
      codes: 'Kurtarma kodlarınız',
      logout: 'Çıkış yap',
      next: 'Devam et',
      console: 'Operatör konsolu',
      rolloutOnly: 'Sürüm geçişi değişiklikleri Onaylayıcı rolü gerektirir',
      review: 'İncele',
      operators: 'Operatörler',
    },
  },
} as const;

test('a viewer sets up two-step login, logs in with password and code, and reads without changing @phone', async ({
  page,
}, info) => {
  const { lang, username, words: w } = VIEWER[info.project.name as keyof typeof VIEWER];
  const passwordStep = async () => {
    await page.goto(`/operator/login?lang=${lang}`);
    await page.getByLabel(w.username).fill(username);
    await page.getByLabel(w.password).fill('viewer12345');
    await page.getByRole('button', { name: w.login }).click();
  };
  await passwordStep();
  await expect(page.getByText(w.readOnly)).toBeVisible();
  await page.getByRole('link', { name: w.twoStep }).click();
  await page.getByRole('button', { name: w.setUp }).click();
  await expect(page.getByRole('img', { name: w.qr })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByRole('textbox', { name: new RegExp(`^${w.code}`) }).fill(await generate({ secret }));
  await page.getByRole('button', { name: w.turnOn }).click();
  await expect(page.getByRole('list', { name: w.codes }).getByRole('listitem')).toHaveCount(10);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: w.logout }).click();

  // The password alone no longer opens the console: the code of the next time step does.
  await passwordStep();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.twoStep);
  await page
    .getByRole('textbox', { name: new RegExp(`^${w.code}`) })
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: w.next }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.console);
  await page
    .getByRole('link', { name: /notifications/ })
    .first()
    .click();
  await expect(page.getByText(w.rolloutOnly)).toBeVisible();
  await expect(page.getByRole('button', { name: w.review })).toHaveCount(0);
  await expect(page.getByRole('link', { name: w.operators })).toHaveCount(0);
});

// Issue 30, item 6: an operator finds a player by e-mail, reads the player's protection status and
// sessions, opens the player's withdrawal (above what the demo auto-approver pays, so it waits for
// a person), approves it and reads the payout's reconciliation state. English on the desktop,
// Turkish on a phone.
const WORK = {
  desktop: {
    lang: 'en',
    players: 'Players',
    query: /^Number, username, e-mail or phone/,
    search: 'Search',
    open: (name: string) => `Open player ${name}`,
    title: (name: string) => new RegExp(`^Player ${name} \\(No\\. \\d+\\)$`),
    protection: 'Player protection',
    canPlay: 'Can play: no time-out or self-exclusion is in force.',
    limits: 'Limits',
    depositLimit: /Deposit \(per day\)\s*₺5,000\.00/,
    sessions: 'Sessions (open first, then the latest)',
    live: 'open',
    openWithdrawal: (id: number) => `Open withdrawal ${id}`,
    withdrawal: (id: number) => `Withdrawal ${id}`,
    waiting: 'Awaiting decision',
    notAsked: 'Not asked yet',
    approve: 'Approve and pay out',
    approved: 'Approved: the provider paid it.',
    paid: 'Paid by the provider',
    word: 'paid',
  },
  phone: {
    lang: 'tr',
    players: 'Oyuncular',
    query: /^Numara, kullanıcı adı, e-posta veya telefon/,
    search: 'Ara',
    open: (name: string) => `${name} oyuncusunu aç`,
    title: (name: string) => new RegExp(`^Oyuncu ${name} \\(No\\. \\d+\\)$`),
    protection: 'Oyuncu koruması',
    canPlay: 'Oynayabilir: yürürlükte bir mola veya kendini dışlama yok.',
    limits: 'Limitler',
    depositLimit: /Para yatırma \(günlük\)\s*₺5\.000,00/,
    sessions: 'Oturumlar (önce açık olanlar, sonra en yeniler)',
    live: 'açık',
    openWithdrawal: (id: number) => `${id} numaralı çekimi aç`,
    withdrawal: (id: number) => `${id} numaralı çekim`,
    waiting: 'Karar bekliyor',
    notAsked: 'Henüz sorulmadı',
    approve: 'Onayla ve öde',
    approved: 'Onaylandı: sağlayıcı ödedi.',
    paid: 'Sağlayıcı ödedi',
    word: 'ödendi',
  },
} as const;

test('an operator finds a player, reads protection and sessions, and approves a withdrawal seeing it paid @phone', async ({
  page,
  request,
}, info) => {
  const w = WORK[info.project.name as keyof typeof WORK];
  const fields = freshRegistration();
  const registered = await request.post('/api/auth/register', {
    data: fields,
    headers: { 'x-locale': 'en' },
  });
  const token = ((await registered.json()) as { data: { token: string } }).data.token;
  const money = walletApi(request, token);
  await money.fund(1600);
  const limit = await request.post('/api/protection/limit', {
    headers: { Authorization: `Bearer ${token}` },
    data: { kind: 'deposit', period: 'day', value: 5000 },
  });
  expect(limit.ok(), await limit.text()).toBe(true);
  const asked = await money.post('withdraw', 4, { accountNo: '1234567890', amount: 1500 });
  expect(asked.ok(), await asked.text()).toBe(true);
  const id = ((await asked.json()) as { data: { transactionId: number } }).data.transactionId;

  await logIn(page, w.lang);
  await page.getByRole('link', { name: w.players, exact: true }).click();
  const search = page.getByRole('search');
  await search.getByRole('searchbox', { name: w.query }).fill(fields.email.toUpperCase());
  await search.getByRole('button', { name: w.search }).click();
  await page.getByRole('link', { name: w.open(fields.username) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title(fields.username));

  const protection = page.getByRole('region', { name: w.protection });
  await expect(protection.getByRole('status')).toHaveText(w.canPlay);
  await expect(protection.getByRole('table', { name: w.limits }).getByRole('row').nth(1)).toHaveText(
    w.depositLimit,
  );
  const sessions = page.getByRole('table', { name: w.sessions });
  await expect(sessions.getByRole('row').nth(1)).toContainText(w.live);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: w.openWithdrawal(id) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.withdrawal(id));
  await expect(page.getByText(w.waiting, { exact: true })).toBeVisible();
  await expect(page.getByText(w.notAsked)).toBeVisible();
  await page.getByRole('button', { name: w.approve }).click();
  await expect(page.getByRole('status')).toHaveText(w.approved);
  await expect(page.getByText(w.paid, { exact: true })).toBeVisible();
  await expect(page.locator('[data-recon]')).toContainText(w.word);
  await expect(page.getByRole('button', { name: w.approve })).toHaveCount(0);
  expect(await money.history('withdraw')).toEqual([{ amount: 1500, confirmed: true }]);
});
