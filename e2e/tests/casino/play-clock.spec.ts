import { expect, test, type Locator } from '@playwright/test';
import { CasinoPage, gamesByProvider } from '../../pages/casino';
import { walletApi } from '../../pages/wallet';
import { withoutPopup } from '../../support/bootstrap';
import { startAsFreshPlayer } from '../../support/session';

// Issue 32, item 1, as a player meets it: the play header shows the session's time and net position
// (the server's figures, updated after each round through the hub) beside the game, never over it;
// the panic button asks once, then blocks play and deposits for 24 hours and logs out everywhere.
// Desktop in English, the phone's game modal in Turkish.

/** An amount as the site writes it (₺, two decimals, the language's separators). */
const money = (locale: string, n: number) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  }).format(n);

/** The desktop journey in English, the phone's in Turkish. */
const languageOf: Record<string, 'en' | 'tr'> = { desktop: 'en', phone: 'tr' };

const texts = {
  en: {
    play: (name: string) => `Play ${name}`,
    session: 'This session',
    panic: /^24h break/,
    confirmTitle: 'Take a 24-hour break now?',
    confirm: 'Yes, block me for 24 hours',
    cancel: 'Keep playing',
    started: /^Your 24-hour break has started and lasts until .+ You have been logged out everywhere$/,
    money: (n: number) => money('en-US', n),
  },
  tr: {
    play: (name: string) => `${name} oyna`,
    session: 'Bu oturum',
    panic: /^24 sa mola/,
    confirmTitle: 'Şimdi 24 saatlik mola vermek istiyor musunuz?',
    confirm: 'Evet, beni 24 saat engelle',
    cancel: 'Oynamaya devam et',
    started: /^24 saatlik molanız başladı ve .+ Tüm cihazlardan çıkış yaptınız$/,
    money: (n: number) => money('tr-TR', n),
  },
} as const;

/** The box of a locator (it is on screen). */
async function box(l: Locator) {
  const b = await l.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

test('the play header shows the session time and net position; the panic button blocks play for 24 hours and logs out @phone', async ({
  page,
  request,
}, testInfo) => {
  const lang = languageOf[testInfo.project.name]!;
  const x = texts[lang];
  await page.context().addInitScript((l) => {
    try {
      localStorage.setItem('lang', l);
    } catch {
      /* sandboxed game frames have no storage */
    }
  }, lang);
  await withoutPopup(page);
  const casino = new CasinoPage(page);
  const { token, fields } = await startAsFreshPlayer(page, request);
  const headers = { Authorization: `Bearer ${token}`, 'x-locale': lang };
  await walletApi(request, token).fund(100);
  const game = (await gamesByProvider(request)).Digitain!;
  await casino.goto(`/casino/search?q=${encodeURIComponent(game.name)}`);
  await casino
    .card(game.gameCode)
    .getByRole('button', { name: x.play(game.name), exact: true })
    .click();
  const window = casino.playContainer();
  await expect(casino.demoGame(game.providerName).getByTestId('demo-game-name')).toHaveText(game.name);

  // The figures: the session's clock and its net result, in a named group of the header.
  const figures = window.getByRole('group', { name: x.session });
  await expect(figures).toHaveAttribute('data-state', 'ready');
  await expect(figures.getByTestId('play-net')).toHaveText(x.money(0));
  await expect(figures.getByTestId('play-clock')).toHaveText(/^\d+:\d\d(:\d\d)?$/);

  // Beside the game, never over it: the header ends where the game frame begins, full width.
  const frame = window.locator('[data-testid="game-frame"]');
  const header = window.locator('header');
  const [h, f, fig] = [await box(header), await box(frame), await box(figures)];
  expect(h.y + h.height).toBeLessThanOrEqual(f.y + 0.5);
  expect(fig.y + fig.height).toBeLessThanOrEqual(h.y + h.height + 0.5);
  expect(f.width).toBeGreaterThanOrEqual(h.width - 2);

  // A round in the game (a stake, then its win): the server's figures reach the header (the hub
  // tells the page). They are read once the round is over, stake and win.
  const spun = page.waitForResponse((r) => r.url().endsWith('/api/demo/game/spin'));
  // The page reads the figures again because the hub said so (its own fallback waits a minute).
  const reread = page.waitForResponse((r) => r.url().endsWith('/api/protection/play-session') && r.ok());
  await casino.demoGame(game.providerName).getByTestId('demo-spin').click();
  expect((await spun).ok()).toBe(true);
  const round = await (await request.get('/api/protection/play-session', { headers })).json();
  expect(round.data.staked).toBeGreaterThan(0);
  const net = round.data.net as number;
  await reread;
  await expect(figures.getByTestId('play-net')).toHaveText(`${net > 0 ? '+' : ''}${x.money(net)}`);
  expect(await box(frame)).toEqual(f);

  // The panic button: one confirmation, which can be declined.
  const panic = window.getByRole('button', { name: x.panic });
  await panic.click();
  const confirm = window.getByRole('alertdialog', { name: x.confirmTitle });
  await expect(confirm.getByRole('button', { name: x.confirm })).toBeFocused();
  await confirm.getByRole('button', { name: x.cancel }).click();
  await expect(confirm).toHaveCount(0);
  await expect(panic).toBeFocused();
  await panic.click();
  await confirm.getByRole('button', { name: x.confirm }).click();
  await expect(page.getByText(x.started)).toBeVisible();
  await expect(window).toHaveCount(0);

  // Logged out everywhere, and no login, play or deposit until the break ends.
  expect((await request.get('/api/user/balance', { headers })).status()).toBe(401);
  const login = await request.post('/api/auth/login', {
    data: { username: fields.username, password: fields.password },
    headers: { 'x-locale': 'en' },
  });
  expect(login.status()).toBe(401);
});
