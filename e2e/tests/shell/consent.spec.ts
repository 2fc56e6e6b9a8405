import { expect, test, type Page } from '@playwright/test';
import { ShellPage } from '../../pages/shell';
import { editBootstrap } from '../../support/bootstrap';
import { tabTo } from '../../support/keyboard';

// Consent to non-essential scripts (KVKK / GDPR) and the responsible-gambling page (issue 20).

const THIRD_PARTY = /^https:\/\/(www\.googletagmanager\.com|cdn\.livechatinc\.com)\//;
const TAG_MANAGER = 'script[src^="https://www.googletagmanager.com/gtm.js"]';
const LIVE_CHAT = 'script[src="https://cdn.livechatinc.com/tracking.js"]';
// Analytics waits 3 s and live chat 4 s for the page to settle before loading (the page's clock runs
// past both before a test says that nothing loaded).
const SETTLE_MS = 5_000;

/**
 * Opens the shell with analytics and live chat configured (the seed leaves them off), so that only
 * the player's answer decides whether they load; nothing ever reaches the third parties.
 */
async function prepareWithScripts(page: Page, lang: 'en' | 'tr' = 'en'): Promise<ShellPage> {
  // popup: true keeps prepare's own bootstrap edit out of the way; this one drops the popup.
  const shell = await ShellPage.prepare(page, { lang, popup: true });
  await editBootstrap(page, (bootstrap) => {
    bootstrap.popup = null;
    const configured = [
      { key: 'analyticsContainerId', value: 'GTM-E2E1234', status: true },
      { key: 'chatLicenseId', value: '12345678', status: true },
      { key: 'chatGroupId', value: '0', status: true },
    ];
    bootstrap.siteOption = [
      ...bootstrap.siteOption.filter((o) => !configured.some((c) => c.key === o.key)),
      ...configured,
    ];
  });
  await page.route(THIRD_PARTY, (route) => route.abort());
  await neverAnswered(page);
  return shell;
}

/**
 * A device that has never answered, even if the shell's preparation answers for other suites: the
 * stored choice is removed before the first page of the test only (a reload keeps the answer).
 */
async function neverAnswered(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e:consent-unanswered')) return;
    sessionStorage.setItem('e2e:consent-unanswered', '1');
    localStorage.removeItem('playhub:consent');
  });
}

const consentBanner = (page: Page, lang: 'en' | 'tr' = 'en') =>
  page.getByRole('region', { name: lang === 'en' ? 'Cookie consent' : 'Çerez onayı' });

const storedChoice = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('playhub:consent') ?? 'null'));

const scriptsOnPage = (page: Page) =>
  page.evaluate(([tm, lc]) => document.querySelectorAll(`${tm}, ${lc}`).length, [
    TAG_MANAGER,
    LIVE_CHAT,
  ] as const);

test('first visit: the banner with two equal buttons; Reject hides it and nothing non-essential loads', async ({
  page,
}) => {
  const shell = await prepareWithScripts(page);
  await page.clock.install();
  await shell.goto('/');
  const banner = consentBanner(page);
  await expect(banner).toBeVisible();
  await expect(banner).toHaveCSS('position', 'fixed');
  await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/pages/2');
  await expect(banner).toContainText('a withdrawal applies from the next page load');
  // It does not take the focus; it is early in the tab order (right after the skip link).
  await expect(banner.locator(':focus')).toHaveCount(0);
  await tabTo(page, banner.getByRole('link', { name: 'Privacy Policy' }), { max: 3 });

  const accept = banner.getByRole('button', { name: 'Accept', exact: true });
  const reject = banner.getByRole('button', { name: 'Reject', exact: true });
  const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(a && r).toBeTruthy();
  expect(Math.abs(a!.width - r!.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(a!.height - r!.height)).toBeLessThanOrEqual(1);
  const look = (el: Element) => {
    const s = getComputedStyle(el);
    return [s.backgroundColor, s.color, s.borderColor, s.fontSize, s.fontWeight].join('|');
  };
  expect(await accept.evaluate(look)).toBe(await reject.evaluate(look));

  await reject.click();
  await expect(banner).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({ version: 1, choice: 'rejected' });
  await expect(shell.licenceLink).toBeAttached();
  await page.clock.runFor(SETTLE_MS);
  expect(await scriptsOnPage(page)).toBe(0);

  await page.reload();
  await expect(shell.banner).toBeVisible();
  await expect(consentBanner(page)).toHaveCount(0);
  // The site options (which configure both scripts) are there before the page's time runs on.
  await expect(shell.licenceLink).toBeAttached();
  await page.clock.runFor(SETTLE_MS);
  expect(await scriptsOnPage(page)).toBe(0);
});

test('phone: the banner sits above the bottom bar; after Reject, Support says why live chat does not load @phone', async ({
  page,
}) => {
  const shell = await prepareWithScripts(page);
  test.skip(!shell.isMobile(), 'the bottom bar is the phone layout');
  await shell.goto('/');
  const banner = consentBanner(page);
  await expect(banner).toBeVisible();
  // Above the phone's bottom bar, not over it.
  const [box, bar] = [await banner.boundingBox(), await shell.bottomBar.boundingBox()];
  expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y + 1);

  await banner.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(shell.banner).toBeVisible();
  await expect(consentBanner(page)).toHaveCount(0);
  // Support asks for live chat: without consent it says why, and offers the call-request form.
  await shell.bottomBar.getByRole('button', { name: 'Support' }).click();
  await expect(page.getByTestId('chat-unavailable')).toContainText(
    'Live chat loads only if you accept non-essential cookies',
  );
  expect(await scriptsOnPage(page)).toBe(0);
});

test('Cookie settings reopens the banner; Accept stores the choice and loads the scripts without a reload', async ({
  page,
}) => {
  const shell = await prepareWithScripts(page);
  await shell.goto('/');
  await consentBanner(page).getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(consentBanner(page)).toBeHidden();

  const settings = shell.footer.getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  const banner = consentBanner(page);
  await expect(banner).toBeVisible();
  await expect(banner).toBeFocused();
  await expect(banner).toContainText('Your current choice: rejected.');

  await banner.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(banner).toBeHidden();
  await expect(settings).toBeFocused();
  expect(await storedChoice(page)).toMatchObject({ version: 1, choice: 'accepted' });
  await expect.poll(() => scriptsOnPage(page), { timeout: SETTLE_MS + 5_000 }).toBe(2);

  await page.reload();
  await expect(shell.banner).toBeVisible();
  await expect(consentBanner(page)).toHaveCount(0);
  expect(await storedChoice(page)).toMatchObject({ choice: 'accepted' });
});

test('Turkish: the banner, Cookie settings and the responsible-gambling link speak Turkish', async ({
  page,
}) => {
  const shell = await prepareWithScripts(page, 'tr');
  await shell.goto('/');
  const banner = consentBanner(page, 'tr');
  await expect(banner.getByRole('link', { name: 'Gizlilik Politikası' })).toHaveAttribute('href', '/pages/2');
  await expect(banner.getByRole('button', { name: 'Reddet', exact: true })).toBeVisible();
  await banner.getByRole('button', { name: 'Kabul et', exact: true }).click();
  await expect(banner).toBeHidden();
  await shell.footer.getByRole('button', { name: 'Çerez ayarları' }).click();
  await expect(consentBanner(page, 'tr')).toContainText('Mevcut tercihiniz: kabul edildi.');
  await consentBanner(page, 'tr').getByRole('button', { name: 'Kabul et', exact: true }).click();

  // Relative to the paragraph it is looked for in.
  const adult = page.getByRole('img', { name: 'Yalnızca 18 yaş ve üzeri oyuncular için' });
  const link = shell.footer
    .locator('p', { has: adult })
    .getByRole('link', { name: 'Sorumlu oyun', exact: true });
  await expect(link).toHaveAttribute('href', '/pages/3');
  await link.click();
  await expect(page).toHaveURL('/pages/3');
  await expect(page.getByRole('heading', { level: 1, name: 'Sorumlu Oyun' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('115');
  await expect(page.getByRole('link', { name: /Yeşilay Danışmanlık Merkezi/ })).toHaveAttribute(
    'href',
    'https://www.yedam.org.tr',
  );
});

test('the Responsible gambling link beside 18+ opens the page with the tools and the help organisations', async ({
  page,
}) => {
  const shell = await ShellPage.prepare(page);
  await neverAnswered(page);
  await shell.goto('/');
  // Answered first, so the fixed banner covers nothing the test clicks.
  await consentBanner(page).getByRole('button', { name: 'Reject', exact: true }).click();

  // Relative to the paragraph it is looked for in.
  const adult = page.getByRole('img', { name: 'Only for players 18 and over' });
  const link = shell.footer
    .locator('p', { has: adult })
    .getByRole('link', { name: 'Responsible gambling', exact: true });
  await expect(link).toHaveAttribute('href', '/pages/3');
  await link.click();
  await expect(page).toHaveURL('/pages/3');
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible Gambling' })).toBeVisible();

  const article = page.getByRole('article');
  await expect(article.getByRole('link', { name: 'Player protection' })).toHaveAttribute(
    'href',
    '/dashboard/player-protection',
  );
  for (const [name, href] of [
    [/Yeşilay Danışmanlık Merkezi \(YEDAM\)/, 'https://www.yedam.org.tr'],
    [/^Gamblers Anonymous$/, 'https://www.gamblersanonymous.org'],
    [/^GamCare$/, 'https://www.gamcare.org.uk'],
    [/^BeGambleAware$/, 'https://www.begambleaware.org'],
  ] as const) {
    const org = article.getByRole('link', { name });
    await expect(org).toHaveAttribute('href', href);
    await expect(org).toHaveAttribute('target', '_blank');
    await expect(org).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(article).toContainText('115');
  for (const tool of [
    'Deposit, loss and wager limits',
    'Session-time limit',
    'Reality check',
    'Time-out',
    'Self-exclusion',
  ]) {
    await expect(article).toContainText(tool);
  }
});
