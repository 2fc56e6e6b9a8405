import { expect, test, type Page } from '@playwright/test';
import { CasinoPage, gamesByProvider, providers, type ApiGame } from '../../pages/casino';
import { nextFrames } from '../../support/render';
import { loginViaApi } from '../../support/session';

let games: Record<string, ApiGame>;

test.beforeAll(async ({ request }) => {
  games = await gamesByProvider(request);
});

/** The provider pages' origin (the site's port + 1) under the other name of this machine. */
/** The provider pages' origin (the site's port + 1, as `npm start` serves them) under the other host name. */
function providersUnderOtherHost(baseURL: string): string {
  const url = new URL(baseURL);
  url.port = String(Number(url.port) + 1);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.origin;
}

async function setup(page: Page, request: Parameters<typeof loginViaApi>[1]) {
  const casino = await CasinoPage.prepare(page);
  await loginViaApi(page, request);
  return casino;
}

test.describe('play window', () => {
  // The phone's play window is a dialog around the same frame and exit handling: one provider there.
  for (const provider of providers) {
    const phone = provider === providers[0] ? ' @phone' : '';

    test(`opens a ${provider} game and closes on the game's exit${phone}`, async ({ page, request }) => {
      const casino = await setup(page, request);
      const game = games[provider]!;
      await casino.openGame(game);
      await casino.expectPlayWindowOf(game);
      await expect(casino.playContainer().getByRole('button', { name: 'Deposit' })).toBeVisible();
      // The provider's own exit message (EGT command, lobby redirect, 'exit' string or { command }).
      await casino.demoGame(provider).getByTestId('demo-exit').click();
      await casino.expectPlayWindowClosed();
    });
  }

  test("the game's reload message relaunches it", async ({ page, request }) => {
    const casino = await setup(page, request);
    await casino.openGame(games['Egt Digital']!);
    const element = casino.playContainer().locator('[data-testid="game-frame"]');
    const firstSrc = await element.getAttribute('src');
    await casino.gameFrame.getByTestId('demo-reload').click();
    await expect(page.getByText('Game will be reloaded. Please wait...')).toBeVisible();
    await expect.poll(() => element.getAttribute('src')).not.toBe(firstSrc);
    await expect(casino.gameFrame.getByTestId('demo-game-name')).toHaveText(games['Egt Digital']!.name);
  });

  test('the header reload button relaunches the game @phone', async ({ page, request }) => {
    const casino = await setup(page, request);
    await casino.openGame(games['Pragmatic Play']!);
    const element = casino.playContainer().locator('[data-testid="game-frame"]');
    const firstSrc = await element.getAttribute('src');
    await casino.playContainer().getByRole('button', { name: 'Reload game' }).click();
    await expect(page.getByText('Game will be reloaded. Please wait...')).toBeVisible();
    await expect.poll(() => element.getAttribute('src')).not.toBe(firstSrc);
  });

  test('exit messages from another origin or another frame do nothing', async ({
    page,
    request,
    baseURL,
  }) => {
    const casino = await setup(page, request);
    await casino.openGame(games.Digitain!);
    // Frames that are not the game, each posting { command: 'exit' }: the providers' pages under
    // another host name (another origin than the launch URL's, which the site's policy refuses to
    // frame at all) and the site's own exit page (an origin the policy allows, but neither the game's
    // window nor its launch origin). A page on the launch origin itself is trusted by design: providers
    // run the game in nested frames of their own (mf-casino/src/features/play/model/frame-message.ts).
    const frames = [`${providersUnderOtherHost(baseURL!)}/api/demo/lobby-exit`, '/api/demo/lobby-exit'];
    // Each evaluation ends once the page has received the frame's message, so the play window's own
    // listener (added before this one) has handled it (or once the site's policy refused the frame);
    // the frames after that show what it did.
    const outcomes: unknown[] = [];
    for (const src of frames) {
      const outcome = await page.evaluate((url) => {
        const frame = document.createElement('iframe');
        frame.src = url;
        frame.className = 'intruder';
        const handled = new Promise((resolve) => {
          window.addEventListener('message', (e) => e.source === frame.contentWindow && resolve('posted'));
          document.addEventListener(
            'securitypolicyviolation',
            (e) => e.blockedURI !== '' && frame.src.startsWith(e.blockedURI) && resolve('refused'),
          );
        });
        document.body.appendChild(frame);
        return handled;
      }, src);
      outcomes.push(outcome);
    }
    // What each frame could do: the other origin never ran, the site's own page really posted.
    expect(outcomes).toEqual(['refused', 'posted']);
    await page.evaluate(() => {
      const received = new Promise((resolve) =>
        window.addEventListener('message', (e) => e.source === window && resolve(e.data)),
      );
      window.postMessage({ command: 'com.egt-bg.exit' }, '*');
      return received;
    });
    await nextFrames(page);
    await expect(casino.playContainer()).toBeVisible();
    await expect(casino.gameFrame.getByTestId('demo-game-name')).toBeVisible();
  });

  test('the Deposit button opens the deposit over the game; closing it returns to the same game @phone', async ({
    page,
    request,
  }) => {
    const casino = await setup(page, request);
    await casino.openGame(games.Amusnet!);
    await expect(casino.gameFrame.getByTestId('demo-game-name')).toBeVisible();
    // A mark inside the running game: it is gone if the game was closed or loaded again.
    const game = await (
      await casino.playContainer().getByTestId('game-frame').elementHandle()
    )?.contentFrame();
    expect(game, 'the demo game frame').toBeTruthy();
    await game!.evaluate(() => ((window as unknown as { e2eMark: number }).e2eMark = 17));
    const deposit = casino.playContainer().getByRole('button', { name: 'Deposit' });
    await deposit.click();
    const wallet = page.locator('dialog[open][data-dialog^="wallet/"]');
    await expect(wallet).toBeVisible();
    // Issue 17.8: on a phone the deposit used to replace (close) the game modal.
    await expect(casino.playContainer()).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(wallet).toHaveCount(0);
    await expect(casino.playContainer()).toBeVisible();
    expect(await game!.evaluate(() => (window as unknown as { e2eMark?: number }).e2eMark)).toBe(17);
    await expect(deposit).toBeFocused();
  });
});

test.describe('play links with bad input', () => {
  const bad = [
    'garbage!!',
    'eyJuYW1lIjoiQXZpYXRvciIsImdhbWVDb2RlIjoi', // truncated JSON
    'aGVsbG8gd29ybGQ', // "hello world": not JSON
    'eyJuYW1lIjoiPGltZyBzcmM9eCBvbmVycm9yPWFsZXJ0KDEpPiJ9', // {"name":"<img src=x onerror=alert(1)>"}
    'PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg', // <script>alert(1)</script>
    '',
    'a/b/c',
    'A'.repeat(10_000), // longer than any file name: the site, not the static server's 403
  ];
  // The phone's play route is the same page: the first bad link checks it there.
  for (const segment of bad) {
    const phone = segment === bad[0] ? ' @phone' : '';

    test(`/casino/play/${segment.slice(0, 60)} shows 'game not found' with a way back${phone}`, async ({
      page,
      request,
    }) => {
      const casino = await setup(page, request);
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await casino.goto(`/casino/play/${segment}`);
      await expect(page.getByText('Game not found')).toBeVisible();
      await page.getByRole('link', { name: 'Back to the lobby' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('casino-home')).toBeVisible();
      expect(dialogs).toEqual([]);
    });
  }

  test('a visitor on a play link gets the login form @phone', async ({ page }) => {
    const casino = await CasinoPage.prepare(page);
    await casino.goto('/casino/play/anything');
    await expect(page.locator('dialog[data-dialog="account/login"]')).toBeVisible();
  });
});
