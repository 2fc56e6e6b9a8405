import { expect, test, type Locator, type Page } from '@playwright/test';
import { largeBalance, openPage, playerWithBalance } from './layout-support';

// Issue 17.2 and 17.3: the logged-in header fits, with a balance that crowds it (₺123,456.78).
// Desktop at 1024–1366 px: nothing leaves the screen, and menu entries the bar has no room for are
// under "More". Phone at 360 and 390 px: the menu and account buttons keep 44 × 44 px and stay on
// screen; the balance shortens instead. Both languages (Turkish labels are the longer ones).
test.setTimeout(120_000);
test.skip(({ isMobile }) => isMobile, 'sets its own viewports: runs in the desktop project');

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  const b = await locator.boundingBox();
  if (!b) throw new Error('no box');
  return b;
}

async function expectOnScreen(page: Page, locator: Locator, what: string) {
  const b = await box(locator);
  const viewport = page.viewportSize()!.width;
  expect.soft(b.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect.soft(b.x + b.width, `${what} ends on screen (${viewport} px)`).toBeLessThanOrEqual(viewport + 0.5);
}

/**
 * The `hidden` menu entries the bar has no room for are under More, whole and on screen, and Escape
 * closes the list back onto More; with none hidden, there is no More.
 */
async function expectRestUnderMore(page: Page, menu: Locator, hidden: number, what: string) {
  const more = menu.getByTestId('menu-more');
  if (hidden === 0) {
    await expect(more).toBeHidden();
    return;
  }
  const panel = menu.getByRole('list', { includeHidden: true }).last();
  await expectOnScreen(page, more, `${what} More`);
  await more.click();
  const under = panel.getByRole('listitem');
  await expect(under).toHaveCount(hidden);
  await expectOnScreen(page, under.last(), `${what} last entry under More`);
  await page.keyboard.press('Escape');
  await expect(under.first()).toBeHidden();
  await expect(more).toBeFocused();
}

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const lang of ['en', 'tr'] as const) {
  test(`desktop (${lang}): the player's header fits from 1024 to 1366 px; hidden menu entries are under More`, async ({
    page,
    request,
  }) => {
    await playerWithBalance(page, request, lang);
    await page.setViewportSize({ width: 1024, height: 900 });
    await openPage(page, '/casino/slot');
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('navigation', { name: /^(Main menu|Ana menü)$/ });
    for (const width of [1024, 1100, 1280, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => pageScrollsSideways(page), `${width} px scrolls sideways`).toBe(false);
      await expectOnScreen(page, banner.getByTestId('header-deposit'), `${width} px Deposit`);
      await expectOnScreen(
        page,
        banner.getByRole('combobox', { name: /Language|Dil/ }),
        `${width} px language`,
      );
      await expectOnScreen(page, page.getByTestId('account-menu-toggle'), `${width} px account`);
      await expectOnScreen(page, banner.getByTestId('balance'), `${width} px balance`);
      await expect(banner.getByTestId('balance')).toHaveAccessibleName(
        lang === 'en' ? 'Balance ₺123,456.78, refresh' : 'Bakiye ₺123.456,78, yenile',
      );

      // Every entry of the menu is in the bar, whole, or under More; none twice (once the bar has
      // measured itself at this width).
      const bar = menu.locator('ul').first();
      const panel = menu.getByRole('list', { includeHidden: true }).last();
      const all = await bar.getByRole('listitem', { includeHidden: true }).count();
      await expect
        .poll(
          async () =>
            (await bar.getByRole('listitem').count()) +
            (await panel.getByRole('listitem', { includeHidden: true }).count()),
          `${width} px: entries in the bar and under More`,
        )
        .toBe(all);
      const shown = await bar.getByRole('listitem').count();
      const barRight = (await box(bar)).x + (await box(bar)).width;
      const lastShown = await box(bar.getByRole('listitem').last());
      expect
        .soft(lastShown.x + lastShown.width, `${width} px: last entry in the bar is whole`)
        .toBeLessThanOrEqual(barRight + 0.5);
      await expectRestUnderMore(page, menu, all - shown, `${width} px`);
    }
  });

  test(`phone (${lang}): menu and account buttons keep 44 px and stay on screen at 360 and 390 px`, async ({
    page,
    request,
  }) => {
    await playerWithBalance(page, request, lang, largeBalance);
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, '/');
      const banner = page.getByRole('banner');
      const hamburger = banner.getByTestId('hamburger');
      const account = banner.getByTestId('user-button-mobile');
      for (const [control, what] of [
        [hamburger, 'menu button'],
        [account, 'account button'],
      ] as const) {
        const b = await box(control);
        expect.soft(b.width, `${width} px ${what} width`).toBeGreaterThanOrEqual(44);
        expect.soft(b.height, `${width} px ${what} height`).toBeGreaterThanOrEqual(44);
        await expectOnScreen(page, control, `${width} px ${what}`);
      }
      await expectOnScreen(page, banner.getByTestId('balance'), `${width} px balance`);
      expect.soft(await pageScrollsSideways(page), `${width} px scrolls sideways`).toBe(false);
      // The menu button still opens the left menu.
      await hamburger.click();
      await expect(
        page.locator('dialog[open]').getByRole('combobox', { name: /Language|Dil/ }),
      ).toBeVisible();
      await page.keyboard.press('Escape');
    }
  });
}

test('desktop (tr): at 1024 px the bar cannot hold every entry, so More is really in use', async ({
  page,
  request,
}) => {
  await playerWithBalance(page, request, 'tr');
  await page.setViewportSize({ width: 1024, height: 900 });
  await openPage(page, '/casino/slot');
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Ana menü' });
  await expect(menu.getByTestId('menu-more')).toBeVisible();
});
