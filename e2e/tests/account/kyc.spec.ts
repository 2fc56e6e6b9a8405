import { expect, test, type APIRequestContext } from '@playwright/test';
import { WalletPage, walletApi } from '../../pages/wallet';
import { startAsFreshPlayer } from '../../support/session';

// Issue 32, item 3, as a player meets it: withdrawals that reached the threshold (₺2,000 by default)
// make the withdrawal page say why the next one will be refused and lead to the verification page;
// the player sends both documents there, sees them under review, and once an operator approves them
// the page says verified and the withdrawal page no longer stops them. Desktop in English, phone in
// Turkish. The upload's refusals (types, sizes, forged ids) are API tests (api/test/kyc-complaints.test.ts).

const TEXTS = {
  en: {
    notice: 'Verify your identity to withdraw more',
    go: 'Verify my identity',
    title: 'Identity Verification',
    identity: 'Identity document',
    address: 'Proof of address',
    file: 'Choose a photo or a PDF',
    send: 'Send the document',
    received: 'Document received: we will review it and tell you the result',
    notStarted: 'Not started',
    reviewing: 'Being reviewed',
    verified: 'Verified',
  },
  tr: {
    notice: 'Daha fazla çekim için kimliğinizi doğrulayın',
    go: 'Kimliğimi doğrula',
    title: 'Kimlik Doğrulama',
    identity: 'Kimlik belgesi',
    address: 'Adres belgesi',
    file: 'Bir fotoğraf ya da PDF seçin',
    send: 'Belgeyi gönder',
    received: 'Belge alındı: inceleyip sonucu size bildireceğiz',
    notStarted: 'Başlanmadı',
    reviewing: 'İnceleniyor',
    verified: 'Doğrulandı',
  },
} as const;

/** The language of each project: desktop in English, phone in Turkish. */
const LANG = { desktop: 'en', phone: 'tr' } as const;

// A 4×4 PNG: a real picture the API re-encodes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMwTlsFRwzEcQAFwhQxWWEErwAAAABJRU5ErkJggg==',
  'base64',
);

/** Approves every document of the player waiting for review, as an operator does in the console. */
async function approveAll(request: APIRequestContext, username: string) {
  const login = await request.post('/api/operator/login', {
    data: { username: 'operator', password: 'operator12345' },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const queue = (await (await request.get('/api/operator/kyc', { headers })).json()).data as {
    id: number;
    username: string;
  }[];
  const mine = queue.filter((d) => d.username === username);
  expect(mine).toHaveLength(2);
  for (const d of mine) {
    const res = await request.post('/api/operator/kyc/decide', {
      headers,
      data: { id: d.id, decision: 'approve' },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

test('withdrawals past the threshold lead to the verification page; documents sent, approved, and the way is open @phone', async ({
  page,
  request,
}, testInfo) => {
  const lang = LANG[testInfo.project.name as keyof typeof LANG];
  const t = TEXTS[lang];
  await WalletPage.prepare(page, lang);
  const { fields, token } = await startAsFreshPlayer(page, request);
  const money = walletApi(request, token);
  await money.fund(2100);
  const paid = await money.post('withdraw', 4, { accountNo: '1234567890', amount: 2000 });
  expect(paid.ok(), await paid.text()).toBe(true);

  await page.goto('/dashboard/withdraw');
  const notice = page.getByRole('note', { name: t.notice });
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: t.go }).click();
  await expect(page).toHaveURL('/dashboard/verification');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const status = page.getByRole('region', {
    name: lang === 'en' ? 'Your verification' : 'Doğrulama durumunuz',
  });
  await expect(status).toContainText(t.notStarted);

  for (const kind of [t.identity, t.address]) {
    const section = page.getByRole('region', { name: kind });
    await section
      .getByLabel(t.file)
      .setInputFiles({ name: 'document.png', mimeType: 'image/png', buffer: PNG });
    await section.getByRole('button', { name: t.send }).click();
    await expect(section.getByRole('status')).toHaveText(t.received);
  }
  await expect(status).toContainText(t.reviewing);

  await approveAll(request, fields.username);
  await page.reload();
  await expect(status).toContainText(t.verified);
  await page.goto('/dashboard/withdraw');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('kyc-withdraw-note')).toHaveCount(0);
  await expect(notice).toHaveCount(0);
});
