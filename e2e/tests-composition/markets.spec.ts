import type { Browser, Page } from '@playwright/test';
import { consentAnswered } from '../support/browser';
import { freshRegistration } from '../support/session';
import { composition, compositionResult, giveEvidence } from './cli';
import { expect, test, watchPage } from './fixtures';

interface Game {
  providerName: string;
  [key: string]: unknown;
}

/**
 * Markets (issue 30, item 4). The topology's APIs map the host `localhost` to the strict market
 * (MARKET_HOSTS) and every other host to the default market (tr): the same gateway reached as
 * `localhost` is the strict market's site, as `127.0.0.1` the default market's.
 */
test.describe.configure({ mode: 'serial' });

test.describe('markets: a composition and a player-protection profile each (issue 30, item 4)', () => {
  const marker = '[data-remote="casino"]';

  // The strict market back on its stable casino, if the test got as far as its canary.
  test.afterAll(() => {
    const restored = compositionResult(['abort', 'casino', '--market', 'strict']);
    expect(restored.ok || /has no canary/.test(restored.out), restored.out).toBe(true);
  });

  /** A browser page of a market's site (consent answered, as the suite's own pages). */
  async function siteOf(browser: Browser, origin: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: origin, storageState: consentAnswered(origin) });
    const page = await context.newPage();
    // Closes the site's promotional popup whenever it shows.
    await watchPage(page);
    return page;
  }

  /** Registers a player on `origin`'s market through the API, logs the page in and opens a demo game. */
  async function playAs(page: Page, origin: string, extra: Record<string, unknown>) {
    const registered = await page.request.post(`${origin}/api/auth/register`, {
      data: { ...freshRegistration(), ...extra },
      headers: { 'x-locale': 'en' },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    const session = (await registered.json()).data as Record<string, unknown>;
    await page.addInitScript((data) => {
      if (window === window.top) localStorage.setItem('authData', JSON.stringify(data));
    }, session);
    const found = await page.request.post(`${origin}/api/casino/games`, {
      data: { live: false, search: '', skip: 0, take: 100 },
    });
    const game = ((await found.json()).data as Game[][]).flat().find((g) => g.providerName === 'Hub88');
    expect(game, 'a Hub88 game in the catalogue').toBeTruthy();
    await page.goto(`/casino/play/${Buffer.from(JSON.stringify(game)).toString('base64url')}`);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect(frame.getByTestId('demo-reels')).toBeVisible();
    return frame;
  }

  test("a canary in one market is served to its visitors only; the strict market's profile shows", async ({
    browser,
    topology,
  }) => {
    const trOrigin = topology.gateway.origin;
    const strictOrigin = trOrigin.replace('127.0.0.1', 'localhost');
    // Evidence is per market (issue 30, item 5): the default market's does not open the strict one's gate.
    const refused = compositionResult([
      'canary',
      'casino',
      '2.0.0',
      '--traffic',
      '100',
      '--market',
      'strict',
    ]);
    expect(refused.out).toMatch(/no passing evidence for market strict/);
    await giveEvidence('casino', '2.0.0', true, 'strict');
    composition('canary', 'casino', '2.0.0', '--traffic', '100', '--market', 'strict');

    const strict = await siteOf(browser, strictOrigin);
    const tr = await siteOf(browser, trOrigin);
    for (const [page, version] of [
      [strict, '2.0.0'],
      [tr, '1.0.0'],
    ] as const) {
      await page.goto('/');
      await expect(page.getByTestId('casino-home')).toBeVisible();
      await expect(page.locator(marker).first()).toHaveAttribute('data-remote-version', version);
    }

    // Registration in the strict market asks for a deposit limit; in the default market it does not.
    for (const page of [strict, tr]) await page.getByTestId('header-register').click();
    await expect(strict.getByRole('group', { name: 'Your deposit limit' })).toBeVisible();
    await expect(strict.getByRole('combobox', { name: 'Period' })).toBeVisible();
    await expect(tr.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await expect(tr.getByRole('group', { name: 'Your deposit limit' })).toHaveCount(0);

    // A game offers no autoplay to a strict player; to a player of the default market it does.
    const strictGame = await playAs(strict, strictOrigin, { depositLimit: { period: 'day', value: 100 } });
    await expect(strictGame.getByTestId('demo-spin')).toBeVisible();
    await expect(strictGame.getByTestId('demo-autoplay')).toHaveCount(0);
    const trGame = await playAs(tr, trOrigin, {});
    await expect(trGame.getByRole('button', { name: 'Autoplay 10 spins' })).toBeVisible();
  });
});
