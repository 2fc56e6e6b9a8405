import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { dismissHostPopup } from './notifications';

/** The sports routes and the brand/board each embeds (mf-sports/README.md). */
export const sportsRoutes = [
  { path: '/spor', brand: 'betsy', mode: 'prematch' },
  { path: '/livespor', brand: 'betsy', mode: 'live' },
  { path: '/spor/fcg', brand: 'betco', mode: 'prematch' },
  { path: '/livespor/fcg', brand: 'betco', mode: 'live' },
  { path: '/esports', brand: 'betsy', mode: 'esports' },
  { path: '/esports/betco', brand: 'betco', mode: 'esports' },
] as const;

/** A sports page: the sportsbook iframe, its content, and the loading/error states around it. */
export class SportsPage {
  /** The sportsbook's `<iframe>` element (`frame` is the document inside it). */
  readonly iframe: Locator;
  readonly frame: FrameLocator;
  readonly error: Locator;
  readonly retry: Locator;

  constructor(readonly page: Page) {
    this.iframe = page.locator('iframe[title$="betting"]');
    this.frame = page.frameLocator('iframe[title$="betting"]');
    this.error = page.getByRole('alert').filter({ hasText: 'The sportsbook is not responding' });
    this.retry = page.getByRole('button', { name: 'Try again' });
  }

  /** Visits in English (a test that needs the error state moves the page's clock past the timeout). */
  static async prepare(page: Page): Promise<SportsPage> {
    await page.context().addInitScript(() => localStorage.setItem('lang', 'en'));
    await dismissHostPopup(page);
    return new SportsPage(page);
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  async frameUrl(): Promise<URL> {
    return new URL((await this.iframe.getAttribute('src')) ?? '', this.page.url());
  }

  /** Waits until the frame has answered (the wrapper leaves the loading state). */
  async waitReady(): Promise<void> {
    await expect(this.page.locator('[data-status]')).toHaveAttribute('data-status', 'ready');
  }

  /** Who the sportsbook thinks is looking ('Guest' text or "logged in as <name>"). */
  get user(): Locator {
    return this.frame.getByTestId('sportsbook-user');
  }

  /**
   * Makes the demo sportsbook hang (never answer) for this page only: its requests get the API's
   * `hang=1`, which sends the start of a page and never finishes it. The server-wide switch
   * (POST /api/demo/sportsbook/mode) would also hang tests running in parallel.
   */
  async hangSportsbook(): Promise<void> {
    await this.page.route('**/api/demo/sportsbook/**', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('hang', '1');
      return route.continue({ url: url.href });
    });
  }

  /** Lets the sportsbook answer again. */
  async answerAgain(): Promise<void> {
    await this.page.unrouteAll({ behavior: 'ignoreErrors' });
  }
}
