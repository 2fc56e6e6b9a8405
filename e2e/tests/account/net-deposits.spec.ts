import { expect, test } from '@playwright/test';
import { walletApi } from '../../pages/wallet';
import { withoutPopup } from '../../support/bootstrap';
import { startAsFreshPlayer } from '../../support/session';

// Issue 32, item 2: net deposits (completed deposits − withdrawals) and the last 12 months' net result
// on the dashboard and above the financial history, in the site's money format. Desktop in English,
// phone in Turkish.

/** The desktop journey in English, the phone's in Turkish. */
const languageOf: Record<string, 'en' | 'tr'> = { desktop: 'en', phone: 'tr' };

const texts = {
  en: {
    net: 'Net deposits (since you joined)',
    result: 'Net result, last 12 months',
    amount: '₺100.00',
    zero: '₺0.00',
  },
  tr: {
    net: 'Net yatırım (hesap açılışından beri)',
    result: 'Net sonuç, son 12 ay',
    amount: '₺100,00',
    zero: '₺0,00',
  },
} as const;

test('net deposits and the last 12 months’ net result on the dashboard and the financial history @phone', async ({
  page,
  request,
}, testInfo) => {
  const lang = languageOf[testInfo.project.name]!;
  const x = texts[lang];
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
  await withoutPopup(page);
  const { token } = await startAsFreshPlayer(page, request);
  await walletApi(request, token).fund(100);

  for (const path of ['/dashboard', '/dashboard/financial-activities']) {
    await page.goto(path);
    const summary = page.getByTestId('money-summary');
    await expect(summary.getByTestId('net-deposits')).toHaveText(x.amount);
    await expect(summary.getByText(x.net)).toBeVisible();
    await expect(summary.getByText(x.result)).toBeVisible();
    await expect(summary.getByTestId('net-result')).toHaveText(x.zero);
  }
});
