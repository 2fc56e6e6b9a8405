import { expect, test } from '@playwright/test';
import { WalletPage } from '../../pages/wallet';
import { startAsFreshPlayer } from '../../support/session';

// Issue 32, item 7, as a player meets it: Complaints from the dashboard menu, an empty list that
// says so, a complaint filed with its reference, listed as received, answered by an operator and
// read on the page, which names the licence's independent dispute body. Desktop in English, phone in
// Turkish; the limits and refusals are API tests (api/test/kyc-complaints.test.ts).

const TEXTS = {
  en: {
    menu: 'Complaints',
    none: 'You have not filed any complaints.',
    subject: 'Subject',
    withdrawal: 'Withdrawal',
    text: 'Your complaint',
    related: 'Transaction or round (optional)',
    send: 'Send the complaint',
    filed: /^Complaint received\. Your reference number is (CMP-\d{4}-[0-9A-Z]{6})$/,
    received: 'Received',
    answered: 'Answered',
  },
  tr: {
    menu: 'Şikâyetler',
    none: 'Henüz hiç şikâyette bulunmadınız.',
    subject: 'Konu',
    withdrawal: 'Para çekme',
    text: 'Şikâyetiniz',
    related: 'İşlem ya da el (isteğe bağlı)',
    send: 'Şikâyeti gönder',
    filed: /^Şikâyetiniz alındı\. Referans numaranız: (CMP-\d{4}-[0-9A-Z]{6})$/,
    received: 'Alındı',
    answered: 'Yanıtlandı',
  },
} as const;

/** The language of each project: desktop in English, phone in Turkish. */
const LANG = { desktop: 'en', phone: 'tr' } as const;

test('a complaint is filed from the dashboard, gets a reference, is answered and read; the dispute body is named @phone', async ({
  page,
  request,
}, testInfo) => {
  const lang = LANG[testInfo.project.name as keyof typeof LANG];
  const t = TEXTS[lang];
  await WalletPage.prepare(page, lang);
  await startAsFreshPlayer(page, request);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: t.menu, exact: true }).first().click();
  await expect(page).toHaveURL('/dashboard/complaints');
  await expect(page.getByRole('heading', { level: 1, name: t.menu })).toBeVisible();
  await expect(page.getByText(t.none)).toBeVisible();

  const form = page.getByRole('form');
  await form.getByLabel(t.subject).selectOption({ label: t.withdrawal });
  await form.getByLabel(t.text).fill('My withdrawal has been pending for a week.\nPlease check it.');
  await form.getByLabel(t.related).fill('tx:1234');
  await form.getByRole('button', { name: t.send }).click();
  const filed = form.getByRole('status');
  await expect(filed).toHaveText(t.filed);
  const reference = t.filed.exec((await filed.textContent()) ?? '')![1]!;

  const item = page.getByRole('article', { name: `${reference} · ${t.withdrawal}` });
  await expect(item).toContainText(t.received);

  const login = await request.post('/api/operator/login', {
    data: { username: 'operator', password: 'operator12345' },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const open = (await (await request.get('/api/operator/complaints', { headers })).json()).data as {
    id: number;
    reference: string;
  }[];
  const id = open.find((c) => c.reference === reference)!.id;
  const answer = await request.post('/api/operator/complaints/answer', {
    headers,
    data: { id, status: 'answered', answer: 'It was paid out today.' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);

  await page.reload();
  await expect(item).toContainText(t.answered);
  await expect(item).toContainText('It was paid out today.');
  await expect(page.getByRole('link', { name: /IBAS/ })).toHaveAttribute('href', 'https://www.ibas-uk.com/');
});
