import type { FrameLocator, Locator, Page } from '@playwright/test';
import { cspViolations, expect, loginAsNewPlayer, test, watchPage } from './fixtures';

interface Game {
  name: string;
  providerName: string;
  [key: string]: unknown;
}

/** The `/casino/play/{encoded}` path of a game (URL-safe base64 of its JSON, like the casino's codec). */
function playPath(game: Game): string {
  return `/casino/play/${Buffer.from(JSON.stringify(game)).toString('base64url')}`;
}

const PLAY_FRAME = '[data-testid="game-frame"]';
const SOFTGAMINGS_FRAME = '[data-testid="softgamings-game-frame"]';

/**
 * Per provider: the frame the demo game runs in, and the frame element whose src is the game's launch
 * URL (SoftGamings answers a srcdoc document, which builds that frame inside the play frame).
 */
const framing: Record<string, { game: (page: Page) => FrameLocator; launched: (page: Page) => Locator }> = {
  Hub88: {
    game: (page) => page.frameLocator(PLAY_FRAME),
    launched: (page) => page.locator(PLAY_FRAME),
  },
  SoftGamings: {
    game: (page) => page.frameLocator(PLAY_FRAME).frameLocator(SOFTGAMINGS_FRAME),
    launched: (page) => page.frameLocator(PLAY_FRAME).locator(SOFTGAMINGS_FRAME),
  },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('no CSP violation on the main journeys', () => {
  test('home', async ({ page }) => {
    const problems = await watchPage(page);
    await page.goto('/');
    await expect(page.getByTestId('casino-home')).toBeVisible();
    await page.mouse.wheel(0, 4000);
    // What is checked is every request the scrolled page makes (lazy rows, pictures, fonts), not one
    // element: no locator marks "all of them made", so this smoke test waits for the network to rest.
    // eslint-disable-next-line playwright/no-networkidle
    await page.waitForLoadState('networkidle');
    expect(problems.errors).toEqual([]);
    expect(await cspViolations(page, problems)).toEqual([]);
  });

  for (const [provider, frames] of Object.entries(framing)) {
    test(`open a game (${provider}, framed from the provider origin)`, async ({ page, topology }) => {
      const problems = await watchPage(page);
      await loginAsNewPlayer(page);
      const found = await page.request.post(`${topology.gateway.origin}/api/casino/games`, {
        data: { live: false, search: '', skip: 0, take: 100 },
      });
      const game = ((await found.json()).data as Game[][]).flat().find((g) => g.providerName === provider);
      expect(game, `a ${provider} game in the catalogue`).toBeTruthy();
      await page.goto(playPath(game!));
      const frame = page.getByTestId('game-frame');
      await expect(frame).toBeVisible();
      // The demo game runs inside (SoftGamings: inside the srcdoc document's own frame). Soft: when it
      // does not start, the CSP check right after still runs and says whether the policy is why.
      await expect.soft(frames.game(page).getByTestId('demo-reels'), 'the game starts').toBeVisible();
      expect(await cspViolations(page, problems)).toEqual([]);
      await expect(frames.launched(page)).toHaveAttribute(
        'src',
        new RegExp(`^${escapeRegExp(topology.providersOrigin)}/api/demo/game/`),
      );
      expect(problems.errors).toEqual([]);
      expect(await cspViolations(page, problems)).toEqual([]);
    });
  }

  test('deposit: the payment page opens in a new tab on the provider origin', async ({ page, topology }) => {
    const problems = await watchPage(page);
    await loginAsNewPlayer(page);
    await page.goto('/dashboard/deposit');
    await page.getByRole('button', { name: 'Deposit with QR Payment' }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('100');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Submit' }).click();
    const payment = await popup;
    const paymentCsp: string[] = [];
    payment.on(
      'console',
      (m) => void (/Content[- ]Security[- ]Policy/i.test(m.text()) ? paymentCsp.push(m.text()) : null),
    );
    await payment.waitForLoadState();
    expect(payment.url()).toContain(`${topology.providersOrigin}/api/demo/pay/`);
    expect(paymentCsp).toEqual([]);
    expect(problems.errors).toEqual([]);
    expect(await cspViolations(page, problems)).toEqual([]);
  });

  test('notifications: live over the gateway WebSocket, from either API instance', async ({
    page,
    topology,
  }) => {
    const problems = await watchPage(page);
    const player = await loginAsNewPlayer(page);
    // Not the home page: its promotional popup opens a moment after the page, and closing it (a
    // press outside the bell's panel) closed the panel opened meanwhile on a busy machine.
    await page.goto('/promotions');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    await expect(page.locator('[data-live-state="Connected"]')).toBeAttached();
    const unread = async () =>
      Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    const before = await unread();
    // One notification sent to each API instance directly: the socket lives on one of them, so one
    // of the two reaches the player only through the Redis fan-out.
    for (const [i, port] of topology.apiPorts.entries()) {
      const sent = await page.request.post(`http://127.0.0.1:${port}/api/operator/notify`, {
        headers: { 'x-operator-key': topology.secrets.OPERATOR_KEY },
        data: {
          username: player.username,
          title: `Composition check ${i + 1}`,
          note: 'Sent by the composition suite',
          type: 5,
        },
      });
      expect(sent.status(), await sent.text()).toBe(200);
    }
    await expect.poll(unread).toBe(before + 2);
    await bell.click();
    await expect(page.getByText('Composition check 2').first()).toBeVisible();
    await expect(page.getByText('Composition check 1').first()).toBeVisible();
    expect(problems.errors).toEqual([]);
    expect(await cspViolations(page, problems)).toEqual([]);
  });
});
