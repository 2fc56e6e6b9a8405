import { expect, test } from '@playwright/test';
import { loginViaApi } from '../../support/session';
import { ShellPage } from '../../pages/shell';

/** Requirements §2 destinations of the menus (title → path). */
const menuLinks: Array<[string, string]> = [
  ['Sports', '/spor'],
  ['Live Bettings', '/livespor'],
  ['E-sports', '/esports'],
  ['Casino', '/casino/slot'],
  ['Live Casino', '/casino/live'],
  ['Sanal', '/spor/fcg'],
  ['Bingo', '/casino/bingo'],
  ['Games', '/casino/games'],
  ['Tv Games', '/casino/tvbets'],
  ['Promotions', '/promotions'],
];

test.describe('header and menu links', () => {
  test('every menu entry links where Requirements §2 says and navigates there @phone', async ({ page }) => {
    const shell = await ShellPage.prepare(page);
    await shell.goto('/');
    const menu = shell.menu();
    for (const [name, path] of menuLinks) {
      const link = menu.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', path);
    }
    await expect(menu.getByRole('link', { name: 'Bonus Talep' })).toHaveAttribute(
      'href',
      '/dashboard/claim-bonus',
    );
    for (const [name, path] of [menuLinks[4]!, menuLinks[9]!, menuLinks[5]!]) {
      await menu.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('logo goes home; Call Request opens the call-request form @phone', async ({ page }) => {
    const shell = await ShellPage.prepare(page);
    await shell.goto('/promotions');
    await shell.banner.getByRole('link', { name: 'playhub home' }).click();
    await expect(page).toHaveURL('/');
    const menu = shell.menu();
    await menu.getByRole('button', { name: 'Call Request' }).click();
    await expect(shell.callRequestDialog).toBeVisible();
  });

  test('a visitor gets Login and Register; Bonus Talep opens login instead of navigating @phone', async ({
    page,
  }) => {
    const shell = await ShellPage.prepare(page);
    await shell.goto('/promotions');
    await shell.banner.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(shell.registerDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await shell.loginButton().click();
    await expect(shell.loginDialog).toBeVisible();
    await page.keyboard.press('Escape');
    const menu = shell.menu();
    await menu.getByRole('link', { name: 'Bonus Talep' }).click();
    await expect(shell.loginDialog).toBeVisible();
    await expect(page).toHaveURL('/promotions');
  });

  test('desktop top bar: Requirements §2 links, quick links in a new tab, search route switch', async ({
    page,
  }) => {
    test.skip(test.info().project.name !== 'desktop', 'desktop top bar');
    const shell = await ShellPage.prepare(page);
    await shell.goto('/casino/live');
    await expect(shell.banner.getByRole('link', { name: 'Sports', exact: true }).first()).toHaveAttribute(
      'href',
      '/spor',
    );
    await expect(shell.banner.getByRole('link', { name: 'Promotions', exact: true }).first()).toHaveAttribute(
      'href',
      '/promotions',
    );
    for (const name of [/Telegram/, /WhatsApp/, /Live TV/]) {
      await expect(shell.banner.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    await expect(shell.banner.getByRole('link', { name: 'Search games' })).toHaveAttribute(
      'href',
      '/casino/live',
    );
    await shell.mainMenu.getByRole('link', { name: 'Casino', exact: true }).click();
    await expect(shell.banner.getByRole('link', { name: 'Search games' })).toHaveAttribute(
      'href',
      '/casino/slot',
    );
  });

  test('a player sees balance and Deposit, which goes to /dashboard/deposit @phone', async ({
    page,
    request,
  }) => {
    await loginViaApi(page, request);
    const shell = await ShellPage.prepare(page);
    await shell.goto('/');
    await expect(page.getByTestId('balance')).toContainText('₺');
    await shell.depositEntry().click();
    await expect(page).toHaveURL('/dashboard/deposit');
  });

  test('phone: bottom bar entries, the left menu tiles and the profile panel @phone', async ({
    page,
    request,
  }) => {
    test.skip(test.info().project.name !== 'phone', 'phone layout');
    const shell = await ShellPage.prepare(page);
    await shell.goto('/');
    await expect(shell.bottomBar.getByRole('link', { name: 'Spor' })).toHaveAttribute('href', '/spor');
    await expect(shell.bottomBar.getByRole('link', { name: 'L.Casino' })).toHaveAttribute(
      'href',
      '/casino/live',
    );
    await expect(shell.bottomBar.getByRole('link', { name: 'Promotions' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    // Issue 18.1: the compact menu's Aviator is a link to the casino's open-a-game URL, not a bus request.
    await expect(shell.compactMenu.getByRole('link', { name: 'Aviator' })).toHaveAttribute(
      'href',
      '/casino/open?name=Aviator',
    );
    await shell.bottomBar.getByRole('link', { name: 'Deposit' }).click();
    await expect(shell.loginDialog).toBeVisible();
    await expect(page).toHaveURL('/');
    await page.keyboard.press('Escape');
    await shell.bottomBar.getByRole('button', { name: 'Support' }).click();
    await expect(page.getByTestId('chat-unavailable')).toBeVisible();

    await shell.openLeftMenu();
    await shell.leftMenu.getByRole('link', { name: 'Tv Games' }).click();
    await expect(page).toHaveURL('/casino/tvbets');
    await expect(shell.leftMenu).toBeHidden();

    await loginViaApi(page, request);
    await page.evaluate(() => sessionStorage.removeItem('e2e:seeded'));
    await shell.goto('/');
    const panel = await shell.openAccountMenu();
    await panel.getByRole('link', { name: 'Account', exact: true }).click();
    await expect(page).toHaveURL('/dashboard/account');
    await expect(panel).toBeHidden();
  });
});

test.describe('footer links', () => {
  test('columns, contact and legal parts link where Requirements §2 says', async ({ page }) => {
    const shell = await ShellPage.prepare(page);
    await shell.goto('/');
    const f = shell.footer;
    for (const name of ['Betting', 'Casino', 'Games', 'Quick Links', 'Gambling', 'Terms']) {
      await expect(f.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    for (const [name, path] of [
      ['Live Bettings', '/livespor'],
      ['Live Casino', '/casino/live'],
      ['Tv Games', '/casino/tvbets'],
    ] as const) {
      await expect(f.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }
    await expect(f.getByRole('link', { name: 'Terms and Conditions' }).first()).toHaveAttribute(
      'href',
      '/pages/1',
    );
    await expect(f.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(6);
    await expect(f.locator('[data-quick-contact^="telegram"]')).toHaveCount(2);
    await expect(f.locator('[data-quick-contact^="whatsapp"]')).toHaveCount(4);
    await expect(f.getByText('Gambling can be addictive, please play responsibly')).toBeVisible();
    await expect(f).toContainText(`© ${new Date().getFullYear()}`);
    await expect(f.getByTestId('licence-link')).toHaveAttribute('target', '_blank');
    await f.getByRole('link', { name: 'Terms and Conditions' }).first().click();
    await expect(page).toHaveURL('/pages/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link')).not.toHaveCount(0);
    await f.getByTestId('footer-call-request').click();
    await expect(shell.callRequestDialog).toBeVisible();
  });

  test('an unknown content page shows not found inside the frame', async ({ page }) => {
    const shell = await ShellPage.prepare(page);
    await shell.goto('/pages/999');
    await expect(page.getByTestId('static-page-missing')).toBeVisible();
    await expect(shell.footer).toBeVisible();
  });
});
