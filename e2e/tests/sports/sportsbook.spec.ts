import { expect, test } from '@playwright/test';
import { registerPlayer, signInBrowser } from '../../pages/notifications';
import { SportsPage, sportsRoutes } from '../../pages/sports';

test('each route loads the right frame for a visitor, without a token', async ({ page }) => {
  const sports = await SportsPage.prepare(page);
  for (const route of sportsRoutes) {
    await sports.goto(route.path);
    await sports.waitReady();
    const url = await sports.frameUrl();
    expect(url.pathname).toBe(`/api/demo/sportsbook/${route.brand}`);
    expect(url.searchParams.get('mode')).toBe(route.mode);
    expect(url.searchParams.has('token')).toBe(false);
    await expect(sports.user).toHaveText('Guest');
  }
});

test('each route loads the right frame with the right token for a player', async ({ page, request }) => {
  const { auth } = await registerPlayer(request);
  await signInBrowser(page, auth);
  const sports = await SportsPage.prepare(page);
  for (const route of sportsRoutes) {
    await sports.goto(route.path);
    await sports.waitReady();
    const url = await sports.frameUrl();
    expect(url.pathname).toBe(`/api/demo/sportsbook/${route.brand}`);
    expect(url.searchParams.get('mode')).toBe(route.mode);
    expect(url.searchParams.get('token')).toBe(route.brand === 'betsy' ? auth.betsyToken : auth.betcoToken);
    await expect(sports.user).toContainText(`Logged in as ${auth.username}`);
  }
});

test('the frame fills the viewport under the header and follows resize without a second scrollbar @phone', async ({
  page,
}) => {
  const sports = await SportsPage.prepare(page);
  await sports.goto('/spor');
  await sports.waitReady();
  const fits = async () => {
    const viewport = page.viewportSize()!;
    await expect
      .poll(async () => {
        const box = await sports.iframe.boundingBox();
        // On phones the host's fixed bottom bar covers the last 60 px: the frame stops above it.
        const bottomBar = await page.evaluate(
          () =>
            parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--bottom-bar-height')) ||
            0,
        );
        return box
          ? Math.round(box.y + box.height) >= viewport.height - bottomBar - 1 &&
              Math.round(box.width) <= viewport.width
          : false;
      })
      .toBe(true);
  };
  await fits();
  await page.setViewportSize({ width: 900, height: 1100 });
  await fits();
  // Only the page scrolls: nothing inside the sportsbook overflows its frame.
  const inner = await sports.frame.locator('html').evaluate((el) => el.scrollHeight - el.clientHeight);
  expect(inner).toBeLessThanOrEqual(1);
});

test('a login request from the frame opens the login dialog, and logging in swaps the token', async ({
  page,
  request,
}) => {
  const { auth, password } = await registerPlayer(request);
  const sports = await SportsPage.prepare(page);
  await sports.goto('/spor');
  await sports.waitReady();
  await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
  await sports.frame.getByTestId('sportsbook-login').click();

  const dialog = page.locator('dialog[data-dialog="account/login"]');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/username/i).fill(auth.username);
  await dialog.getByLabel(/password/i).fill(password);
  await dialog.getByRole('button', { name: /^log ?in$/i }).click();

  await expect.poll(async () => (await sports.frameUrl()).searchParams.get('token')).not.toBeNull();
  await sports.waitReady();
  await expect(sports.user).toContainText(`Logged in as ${auth.username}`);
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
});

test('a sportsbook that never answers shows the error state, and retry recovers once it answers', async ({
  page,
}) => {
  const sports = await SportsPage.prepare(page);
  await sports.hangSportsbook();
  // The page's own clock: the sportsbook's answer timeout (15 s) passes without waiting for it.
  await page.clock.install();
  await sports.goto('/livespor');
  await expect(page.getByRole('status')).toContainText('Loading the sportsbook...');
  await expect(sports.error).toHaveCount(0);
  await page.clock.fastForward('01:00');
  await expect(sports.error).toBeVisible();
  await expect(sports.iframe).toHaveCount(0);

  await sports.answerAgain();
  await sports.retry.click();
  await sports.waitReady();
  await expect(sports.frame.getByTestId('sportsbook-mode')).toHaveText('Live');
  await expect(sports.error).toHaveCount(0);
});
