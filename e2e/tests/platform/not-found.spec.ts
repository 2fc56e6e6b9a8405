import { expect, test } from '@playwright/test';
import { useEnglish } from '../../support/session';

// Issue 33, item 5: a malformed or unknown link is the site's own not-found page (a 404 with a way
// back), in the page's language; the API's answers stay JSON. Seen on a phone: tagged @phone.
test.describe('not-found page', () => {
  for (const path of ['/%', '/casino/play/%E0%A4%A', '/no-such-page']) {
    test(`${path} answers 404 with the site's not-found page and a way home @phone`, async ({ page }) => {
      await useEnglish(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to the home page' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('casino-home')).toBeVisible();
    });
  }

  test('in Turkish too @phone', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'tr'));
    const url = test.info().project.use.baseURL!;
    await page.context().addCookies([{ name: 'playhub_lang', value: 'tr', url }]);
    const response = await page.goto('/%');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible();
  });

  test('known pages answer 200; malformed and unknown API paths answer JSON', async ({ request }) => {
    for (const path of ['/', '/pages/3', '/casino', '/dashboard/deposit'])
      expect((await request.get(path)).status(), path).toBe(200);
    for (const path of ['/api/%', '/api/no-such-call']) {
      const res = await request.get(path, { headers: { 'x-locale': 'tr' } });
      expect(res.status(), path).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: 'Bulunamadı', data: null });
    }
  });
});
