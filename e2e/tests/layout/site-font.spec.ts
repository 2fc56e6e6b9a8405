// The site's own typeface (issue 33, item 10): text is drawn in the Inter the site serves, not in
// whatever sans-serif the device has, the shell paints in the same stack as the app, and the banner's
// and the popup's words stay inside their pictures in another font too — Noto Sans, the device font
// with which a fresh clone's layout tests failed (pinned here: @fontsource/noto-sans in e2e).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { ShellPage } from '../../pages/shell';
import { expectWithin } from '../texts/texts-helpers';

const require = createRequire(import.meta.url);

/** Noto Sans (Latin, Latin Extended; 400 and 700) as a page's web font named `Device Sans`. */
function notoFaces(): string {
  const dir = require.resolve('@fontsource/noto-sans/package.json').replace(/package\.json$/, 'files/');
  const subsets = { latin: 'U+0000-00FF,U+0131,U+2000-206F,U+20AC', 'latin-ext': 'U+0100-02AF,U+20A0-20CF' };
  return Object.entries(subsets)
    .flatMap(([subset, range]) =>
      [400, 700].map((weight) => {
        const data = readFileSync(`${dir}noto-sans-${subset}-${weight}-normal.woff2`).toString('base64');
        return `@font-face{font-family:'Device Sans';font-weight:${weight};src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${range}}`;
      }),
    )
    .join('\n');
}

/**
 * The faces the browser drew the first element of `selector` with (its platform font names); none
 * while there is no such element, or when the page replaced it between the two questions (the
 * banner's slides re-render): the caller polls.
 */
async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) return [];
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((f) => f.familyName);
  } catch (e) {
    if (e instanceof Error && /Could not find node|No node with given id/.test(e.message)) return [];
    throw e;
  } finally {
    await cdp.detach();
  }
}

for (const lang of ['en', 'tr'] as const) {
  test(`${lang}: the words are drawn in the site's Inter, fetched with the page and kept a year @phone`, async ({
    page,
    browserName,
  }) => {
    test.skip(browserName !== 'chromium', 'reads the drawn faces through the Chromium protocol');
    const fonts: Array<{ url: string; cache: string; type: string }> = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.woff2'))
        fonts.push({
          url: r.url(),
          cache: r.headers()['cache-control'] ?? '',
          type: r.headers()['content-type'] ?? '',
        });
    });
    const shell = await ShellPage.prepare(page, { lang });
    await shell.goto('/');
    const caption = page.getByTestId('banner-caption').first();
    await expect(caption).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
    // Turkish letters (ğ, ş, İ) and the lira sign come from Inter's second file: nothing from the device.
    await expect.poll(() => drawnWith(page, '[data-testid=banner-caption] strong')).toEqual(['Inter']);
    await expect.poll(() => drawnWith(page, '[data-testid=banner-caption] span')).toEqual(['Inter']);
    await expect.poll(() => drawnWith(page, 'main h2')).toEqual(['Inter']);
    // The Latin file is preloaded by the document and fetched once, with a year's cache.
    await expect(page.locator('head link[rel=preload][as=font][type="font/woff2"][crossorigin]')).toHaveCount(
      1,
    );
    const latin = fonts.filter((f) => /\/assets\/inter-latin\.[0-9a-f]{8}\.woff2$/.test(f.url));
    expect(latin).toHaveLength(1);
    expect(latin[0]).toMatchObject({ cache: 'public, max-age=31536000, immutable', type: 'font/woff2' });
  });
}

test('the painted shell and the app draw text in the same font stack', async ({ browser, baseURL }) => {
  /** The body's font stack once `ready` is seen, with scripts on or off. */
  const stack = async (js: boolean, ready: (page: Page) => Promise<void>) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: js });
    const page = await context.newPage();
    await page.goto('/');
    await ready(page);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    await context.close();
    return family;
  };
  const painted = await stack(false, (page) => expect(page.locator('#boot')).toBeAttached());
  expect(painted).toMatch(/^Inter, "Inter Fallback", /);
  const app = await stack(true, (page) => expect(page.getByTestId('casino-home')).toBeVisible());
  expect(app).toBe(painted);
});

for (const lang of ['en', 'tr'] as const) {
  test(`${lang}: in a device's Noto Sans the banner's words still fit their picture @phone`, async ({
    page,
  }) => {
    const shell = await ShellPage.prepare(page, { lang });
    await shell.goto('/');
    const link = page.getByRole('link', {
      name: lang === 'en' ? /^Welcome Bonus 100%/ : /^Hoş Geldin Bonusu %100/,
    });
    await expect(link).toBeVisible();
    await page.addStyleTag({ content: `${notoFaces()}\n*{font-family:'Device Sans' !important}` });
    await expect
      .poll(() => page.evaluate(() => document.fonts.check("700 16px 'Device Sans'", 'ğşİ')))
      .toBe(true);
    await expectWithin(link.getByTestId('banner-caption'), link);
  });
}

test('in a device’s Noto Sans the popup’s Turkish words still fit its picture @phone', async ({ page }) => {
  const shell = await ShellPage.prepare(page, { lang: 'tr', popup: true });
  await shell.goto('/');
  await expect(shell.popup).toBeVisible();
  await page.addStyleTag({ content: `${notoFaces()}\n*{font-family:'Device Sans' !important}` });
  await expect
    .poll(() => page.evaluate(() => document.fonts.check("700 16px 'Device Sans'", 'ğşİ')))
    .toBe(true);
  await expectWithin(shell.popup.getByTestId('popup-caption'), shell.popup.locator('img'));
});
