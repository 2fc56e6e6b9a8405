import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { walletApi, type Lang } from '../../pages/wallet';
import { withoutPopup } from '../../support/bootstrap';
import { freshRegistration, type RegistrationFields } from '../../support/session';

/**
 * A fresh player (parallel tests never share a balance or notifications), every page of the context
 * starting logged in and in `lang`, without the start-up popup unless `popup`. The registration
 * answer is the session, so no login call is made (login is rate limited per IP).
 */
export async function freshPlayer(
  page: Page,
  request: APIRequestContext,
  {
    lang = 'en',
    popup = false,
    fields = {},
  }: { lang?: Lang; popup?: boolean; fields?: Partial<RegistrationFields> } = {},
) {
  const registration = freshRegistration(fields);
  const res = await request.post('/api/auth/register', { data: registration, headers: { 'x-locale': 'en' } });
  const body = (await res.json()) as { success: boolean; message: string; data: { token: string } };
  expect(body.success, body.message).toBe(true);
  await page.context().addInitScript(
    ({ authData, lang }) => {
      if (sessionStorage.getItem('e2e:texts-seeded')) return;
      sessionStorage.setItem('e2e:texts-seeded', '1');
      localStorage.setItem('authData', JSON.stringify(authData));
      localStorage.setItem('lang', lang);
      localStorage.setItem('topNotifyRead', 'true');
    },
    { authData: body.data, lang },
  );
  if (!popup) await withoutPopup(page);
  return { token: body.data.token, registration, api: walletApi(request, body.data.token) };
}

/** The value shown beside a label of a `<dl>` (the account page's rows). */
export function valueOf(page: Page, label: string): Locator {
  return page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** Money as the site writes it in each language: en `₺1,234.56`, tr `₺1.234,56`. */
export const moneyPattern: Record<Lang, RegExp> = {
  en: /^₺\d{1,3}(,\d{3})*\.\d{2}$/,
  tr: /^₺\d{1,3}(\.\d{3})*,\d{2}$/,
};

/**
 * Whether `inner` lies inside `outer` on screen (1 px of rounding allowed), and nothing in it
 * overflows; asked again until it holds (a carousel may swap its slides while it is measured).
 */
export async function expectWithin(inner: Locator, outer: Locator): Promise<void> {
  await expect(async () => {
    const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
    expect(a && b, 'both are on screen').toBeTruthy();
    expect(a!.x).toBeGreaterThanOrEqual(b!.x - 1);
    expect(a!.y).toBeGreaterThanOrEqual(b!.y - 1);
    expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x + b!.width + 1);
    expect(a!.y + a!.height).toBeLessThanOrEqual(b!.y + b!.height + 1);
    const overflow = await inner.evaluate((el) =>
      [el, ...el.querySelectorAll('*')].some(
        (e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1,
      ),
    );
    expect(overflow, 'no text runs out of its box').toBe(false);
  }).toPass();
}
