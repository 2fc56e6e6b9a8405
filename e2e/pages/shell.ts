import { expect, type Locator, type Page } from '@playwright/test';
import { withoutPopup } from '../support/bootstrap';

/** Options of {@link ShellPage.prepare}. */
export interface ShellOptions {
  /** Interface language stored before the first load (default en; null leaves it unset). */
  lang?: 'en' | 'tr' | null;
  /** Keep the start-up popup (default: removed from cms/grouped so it cannot cover the page). */
  popup?: boolean;
  /** Keep the domain notice (default: marked read). */
  notice?: boolean;
}

/** The host frame: header, menus, footer, notice, popup, side panels and the dialog host. */
export class ShellPage {
  readonly banner: Locator;
  readonly footer: Locator;
  readonly mainMenu: Locator;
  readonly compactMenu: Locator;
  readonly bottomBar: Locator;
  readonly leftMenu: Locator;
  readonly notice: Locator;
  readonly popup: Locator;
  /** The vertical of the home page (casino), once it has loaded: the popup's delay starts then. */
  readonly homeVertical: Locator;
  /** The footer's licence link: drawn from the site options (cms/grouped), so there once they arrived. */
  readonly licenceLink: Locator;
  readonly loginDialog: Locator;
  readonly callRequestDialog: Locator;
  readonly registerDialog: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('banner');
    this.footer = page.getByRole('contentinfo');
    this.mainMenu = this.banner.getByRole('navigation', { name: /^(Main menu|Ana menü)$/ });
    this.compactMenu = this.banner.getByRole('navigation', { name: /^(Quick menu|Hızlı menü)$/ });
    this.bottomBar = page.getByRole('navigation', { name: /^(Shortcuts|Kısayollar)$/ });
    this.leftMenu = page
      .locator('dialog[open]')
      .filter({ has: page.getByRole('combobox', { name: /Language|Dil/ }) });
    this.notice = page.getByTestId('domain-notice');
    this.popup = page.locator('dialog[data-dialog="host/popup"]');
    this.homeVertical = page.locator('[data-remote="casino"]').first();
    this.licenceLink = this.footer.getByTestId('licence-link');
    this.loginDialog = page.locator('dialog[data-dialog="account/login"]');
    this.callRequestDialog = page.locator('dialog[data-dialog="account/call-request"]');
    this.registerDialog = page.locator('dialog[data-dialog="account/register"]');
  }

  /** Sets the start-up state (language, popup, notice) for every navigation of this page. */
  static async prepare(
    page: Page,
    { lang = 'en', popup = false, notice = false }: ShellOptions = {},
  ): Promise<ShellPage> {
    await page.addInitScript(
      ({ lang, notice }) => {
        if (sessionStorage.getItem('e2e:shell-prepared')) return;
        sessionStorage.setItem('e2e:shell-prepared', '1');
        if (lang) localStorage.setItem('lang', lang);
        if (!notice) localStorage.setItem('topNotifyRead', 'true');
      },
      { lang, notice },
    );
    if (!popup) {
      await withoutPopup(page);
    }
    return new ShellPage(page);
  }

  /** Opens a path and waits for the frame. */
  async goto(path = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.banner).toBeVisible();
  }

  /** Whether the current viewport gets the phone/tablet layout. */
  isMobile(): boolean {
    return (this.page.viewportSize()?.width ?? 1280) < 992;
  }

  /** The menu of the layout: the header's main menu (desktop) or its compact menu (phone). */
  menu(): Locator {
    return this.isMobile() ? this.compactMenu : this.mainMenu;
  }

  /** The player's Deposit entry of the layout: the header's button (desktop) or the bottom bar's (phone). */
  depositEntry(): Locator {
    return this.isMobile()
      ? this.bottomBar.getByRole('link', { name: 'Deposit' })
      : this.page.getByTestId('header-deposit');
  }

  /** The language dropdown of the header (desktop) or the left menu (phone; opens it). */
  async languageSelect(): Promise<Locator> {
    if (!this.isMobile()) return this.banner.getByRole('combobox', { name: /Language|Dil/ });
    await this.openLeftMenu();
    return this.leftMenu.getByRole('combobox', { name: /Language|Dil/ });
  }

  /** Opens the left (sidebar) menu with the hamburger. */
  async openLeftMenu(): Promise<void> {
    await this.banner.getByRole('button', { name: /Open menu|Menüyü aç/ }).click();
    await expect(this.leftMenu).toBeVisible();
  }

  /** The header's Login button (visitors). */
  loginButton(): Locator {
    return this.banner.getByRole('button', { name: /^(Login|Giriş)$/ });
  }

  /** Opens the player's dashboard menu: the desktop dropdown or the phone profile panel. */
  async openAccountMenu(): Promise<Locator> {
    if (this.isMobile()) {
      await this.banner.getByRole('button', { name: /My account|Hesabım/ }).click();
    } else {
      await this.page.getByTestId('account-menu-toggle').click();
    }
    const menu = this.page
      .locator('[data-variant="dropdown"], [data-variant="panel"]')
      .filter({ visible: true })
      .first();
    await expect(menu).toBeVisible();
    return menu;
  }
}
