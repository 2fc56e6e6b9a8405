import { expect, type APIRequestContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { withoutPopup } from '../support/bootstrap';

/** A game as the API returns it (only what the tests read). */
export interface ApiGame {
  name: string;
  gameCode: string;
  providerName: string;
}

/** The seven providers with launch support (Requirements §9). */
export const providers = [
  'SoftGamings',
  'Hub88',
  'Egt Digital',
  'Amusnet',
  'EveryMatrix',
  'Pragmatic Play',
  'Digitain',
] as const;

/** The casino vertical: lobby, casino pages, search, favourites, play window, promotions. */
export class CasinoPage {
  readonly grid: Locator;
  readonly search: Locator;
  readonly quickResults: Locator;
  readonly playWindow: Locator;
  readonly playDialog: Locator;
  readonly gameFrame: FrameLocator;

  constructor(readonly page: Page) {
    this.grid = page.getByTestId('game-grid');
    this.search = page.getByRole('searchbox', { name: 'Search games' });
    this.quickResults = page.getByTestId('quick-results');
    this.playWindow = page.getByTestId('play-window');
    this.playDialog = page.locator('dialog[data-dialog="casino/play"]');
    this.gameFrame = page.frameLocator('[data-testid="game-frame"]');
  }

  /** English texts and no start-up popup (it would cover the page under test). */
  static async prepare(page: Page): Promise<CasinoPage> {
    await page.context().addInitScript(() => {
      try {
        localStorage.setItem('lang', 'en');
      } catch {
        /* sandboxed game frames have no storage */
      }
    });
    await withoutPopup(page);
    return new CasinoPage(page);
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** True on the phone project (≤ 768 px opens the game modal). */
  get isPhone(): boolean {
    return (this.page.viewportSize()?.width ?? 1280) <= 768;
  }

  /** The grid's game cards. */
  cards(): Locator {
    return this.grid.getByTestId('game-card');
  }

  /** The card of a game in the grid. */
  card(gameCode: string): Locator {
    return this.grid.locator(`[data-game-code="${gameCode}"]`);
  }

  playButton(name: string): Locator {
    return this.page.getByRole('button', { name: `Play ${name}`, exact: true });
  }

  favoriteButton(name: string): Locator {
    return this.page.getByRole('button', {
      name: new RegExp(`^(Add ${name} to|Remove ${name} from) favorites$`),
    });
  }

  /** The demo game inside the play window (SoftGamings nests it in its srcdoc document). */
  demoGame(provider: string): FrameLocator {
    return provider === 'SoftGamings'
      ? this.gameFrame.frameLocator('[data-testid="softgamings-game-frame"]')
      : this.gameFrame;
  }

  /** Where the play window lives: the page on desktop, the dialog on a phone. */
  playContainer(): Locator {
    return this.isPhone ? this.playDialog.getByTestId('play-window') : this.playWindow;
  }

  /** The game is open in the layout's play window: the dialog on a phone, its own page on desktop. */
  async expectPlayWindowOf(game: ApiGame): Promise<void> {
    if (this.isPhone) {
      await expect(this.playDialog).toBeVisible();
      return;
    }
    await expect(this.page).toHaveURL(/\/casino\/play\/[A-Za-z0-9_-]+$/);
    await expect(this.playWindow.getByRole('heading', { name: game.name })).toBeVisible();
  }

  /** The play window is gone; on desktop the page is back on the search results it was opened from. */
  async expectPlayWindowClosed(): Promise<void> {
    await expect(this.playWindow).toHaveCount(0);
    if (!this.isPhone) await expect(this.page).toHaveURL(/\/casino\/search/);
  }

  /** Opens a game from its full search results page and waits for the demo game to show. */
  async openGame(game: ApiGame): Promise<void> {
    await this.goto(`/casino/search?q=${encodeURIComponent(game.name)}`);
    await this.card(game.gameCode)
      .getByRole('button', { name: `Play ${game.name}`, exact: true })
      .click();
    await expect(this.playContainer()).toBeVisible();
    await expect(this.demoGame(game.providerName).getByTestId('demo-game-name')).toHaveText(game.name);
  }
}

/** One (non-live) game of every provider, read from the API the site uses. */
export async function gamesByProvider(request: APIRequestContext): Promise<Record<string, ApiGame>> {
  const res = await request.post('/api/casino/categorygames', { data: { systemCategory: [1, 3, 7, 8] } });
  const games = ((await res.json()) as { data: ApiGame[] }).data;
  const out: Record<string, ApiGame> = {};
  for (const provider of providers) {
    // A name unique in the catalogue keeps the search result unambiguous.
    const game = games.find(
      (g) => g.providerName === provider && games.filter((o) => o.name === g.name).length === 1,
    );
    if (!game) throw new Error(`no game of ${provider}`);
    out[provider] = game;
  }
  return out;
}
