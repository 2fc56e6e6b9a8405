import { expect, type Locator, type Page } from '@playwright/test';
import { sendLoginForm } from './account';
import { ShellPage } from './shell';

/**
 * The host's dialog layer as a person meets it: the open native <dialog>, the header control that
 * opens the login dialog on either layout, and the toasts (which must stay on top of any dialog).
 */
export class DialogLayer {
  /** The one open modal dialog of the dialog manager. */
  readonly open: Locator;
  /** Every toast on the page, newest first. */
  readonly toasts: Locator;

  constructor(
    readonly page: Page,
    readonly shell = new ShellPage(page),
  ) {
    this.open = page.locator('dialog[open][data-dialog]');
    this.toasts = page.locator('.Toastify__toast');
  }

  /** The header control that opens the login dialog for a visitor: Login (desktop) or the user button (phone). */
  loginOpener(): Locator {
    return this.shell.isMobile()
      ? this.shell.banner.getByRole('button', { name: /^(My account|Hesabım)$/ })
      : this.shell.loginButton();
  }

  /** Opens the login dialog from the header and waits for its first field. */
  async openLogin(): Promise<Locator> {
    await this.loginOpener().click();
    const dialog = this.page.locator('dialog[open][data-dialog="account/login"]');
    await expect(dialog.getByLabel(/^(Username|Kullanıcı adı)$/)).toBeVisible({ timeout: 30_000 });
    return dialog;
  }

  /** Opens the login dialog, sends these credentials from it (English page) and returns it. */
  async logInWith(username: string, password: string): Promise<Locator> {
    const dialog = await this.openLogin();
    await sendLoginForm(dialog, { username, password });
    return dialog;
  }

  /**
   * Whether `target` is what a person sees and clicks at its centre: the topmost element there is
   * inside it (not a dialog, its backdrop or anything else drawn over it).
   */
  async isOnTopAtCentre(target: Locator): Promise<boolean> {
    return target.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && el.contains(hit);
    });
  }

  /**
   * Starts watching, on every frame the page draws, whether a toast whose text matches `text` is
   * what is drawn (and hit) at its centre; {@link toastSeenOnTop} answers whether it ever was. Call
   * before raising the toast. The page's frames are the clock: however slowly a loaded machine runs
   * the test, the toast lives its 4 s of the page's time and is seen (a check from the test side
   * could come after it left: the old flake).
   */
  async watchToastOnTop(text: RegExp): Promise<void> {
    await this.page.evaluate(
      ({ source, flags }) => {
        const pattern = new RegExp(source, flags);
        const w = window as unknown as { __toastOnTop?: boolean };
        w.__toastOnTop = false;
        const tick = () => {
          for (const toast of document.querySelectorAll('.Toastify__toast')) {
            if (!pattern.test(toast.textContent ?? '')) continue;
            const r = toast.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            if (r.width > 0 && hit !== null && toast.contains(hit)) w.__toastOnTop = true;
          }
          if (!w.__toastOnTop) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      },
      { source: text.source, flags: text.flags },
    );
  }

  /** Whether the toast {@link watchToastOnTop} watches for was ever on top at its centre. */
  async toastSeenOnTop(): Promise<boolean> {
    return this.page.evaluate(() => (window as unknown as { __toastOnTop?: boolean }).__toastOnTop === true);
  }

  /** Width of the open dialog's visible box (its DialogFrame). */
  async frameWidth(): Promise<number> {
    return this.open.evaluate((d) =>
      Math.round((d.firstElementChild as HTMLElement).getBoundingClientRect().width),
    );
  }
}
