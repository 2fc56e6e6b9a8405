import { expect, test, type Browser, type Page } from '@playwright/test';
import { consentAnswered } from '../../support/browser';

// Issue 19: the first paint comes from the server, before any script runs, and the app takes it over
// without moving it: the home banner the API paints (api/src/http/shell) is where, and as large as,
// the casino's banner that replaces it, at phone and desktop widths, with and without the domain notice;
// so is the header's logo.
test.skip(({ isMobile }) => isMobile, 'sets its own viewports: runs in the desktop project');

const widths = [360, 390, 1024, 1366];

/** The box of the first element matching `selector`, rounded to whole pixels. */
async function box(page: Page, selector: string) {
  const b = await page.locator(selector).first().boundingBox();
  return (
    b && { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) }
  );
}

/** A visitor's tab (consent answered), scripts on or off, with the notice dismissed or not. */
async function visitor(browser: Browser, origin: string, width: number, js: boolean, noticeRead: boolean) {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width, height: 800 },
    javaScriptEnabled: js,
    storageState: consentAnswered(origin),
  });
  if (noticeRead) {
    await context.addCookies([{ name: 'playhub_notice', value: 'read', url: origin }]);
    await context.addInitScript(() => localStorage.setItem('topNotifyRead', 'true'));
  }
  return context;
}

for (const noticeRead of [false, true]) {
  test(`the painted home banner is the app's banner, in place (notice ${noticeRead ? 'dismissed' : 'shown'})`, async ({
    browser,
    baseURL,
  }) => {
    for (const width of widths) {
      // What the server painted: scripts off, so nothing but the document draws.
      const painted = await visitor(browser, baseURL!, width, false, noticeRead);
      const still = await painted.newPage();
      await still.goto('/');
      await expect(still.locator('.shell-banner img')).toBeVisible();
      await expect(still.locator('.shell-notice')).toHaveCount(noticeRead ? 0 : 1);
      const shell = await box(still, '.shell-banner img');
      const logo = await box(still, '.shell-logo');
      const paintedSrc = await still.locator('.shell-banner img').getAttribute('src');
      await painted.close();

      // What the app draws over it: the same picture, in the same box.
      const live = await visitor(browser, baseURL!, width, true, noticeRead);
      const page = await live.newPage();
      await page.goto('/');
      const banner = page.getByTestId('banner-carousel').locator('img').first();
      await expect(banner).toBeVisible();
      await expect(page.locator('#boot')).toHaveCount(0);
      // Measured while the carousel shows a slide: between two slides its picture has no box, so a
      // second measurement after a first one could still land between slides (it did, in CI-like runs).
      const drawn = '[data-testid="banner-carousel"] img';
      await expect.poll(() => box(page, drawn), { message: `${width} px` }).toEqual(shell);
      // The logo the server paints (the first contentful paint of every page) is the header's.
      expect(await box(page, 'header a[href="/"] svg'), `logo at ${width} px`).toEqual(logo);
      await expect(banner).toHaveAttribute('src', paintedSrc!);
      await live.close();
    }
  });
}

test('the first paint needs no script: the page says it is loading, in its language', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await context.addCookies([{ name: 'playhub_lang', value: 'en', url: baseURL! }]);
  const page = await context.newPage();
  const response = await page.goto('/casino/slot');
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('status')).toHaveText('Loading…');
  // No banner away from the home page; the start-up data is there for the app, in its language.
  await expect(page.locator('.shell-banner')).toHaveCount(0);
  const data = JSON.parse((await page.locator('#playhub-shell').textContent()) ?? 'null');
  expect(data).toMatchObject({ language: 'en', bootstrap: { language: 'en' } });
  expect(Object.keys(data.manifests)).toEqual([
    expect.stringMatching(/\/mf\/casino\/[^/]+\/mf-manifest\.json$/),
  ]);
  await context.close();
});
