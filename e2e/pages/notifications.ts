import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiLogin, registerViaApi } from '../support/session';

/** A player's stored login data (the API's session; written to localStorage as `authData`). */
export type AuthData = Record<string, unknown> & {
  token: string;
  username: string;
  betsyToken: string;
  betcoToken: string;
};

/** Registers a fresh player (tests never share unread counts or sessions) and returns its session. */
export async function registerPlayer(
  request: APIRequestContext,
): Promise<{ auth: AuthData; password: string }> {
  const fields = await registerViaApi(request);
  const auth = (await apiLogin(request, fields)) as AuthData;
  return { auth, password: fields.password };
}

/**
 * The host shows a promotional popup once per content, at a moment of its choosing; close it
 * whenever it gets in the way (it is not what these tests are about).
 */
export async function dismissHostPopup(page: Page): Promise<void> {
  await page.addLocatorHandler(page.locator('dialog[data-dialog="host/popup"]'), async () => {
    await page.keyboard.press('Escape');
  });
}

/**
 * Starts every page of the context (every tab, unlike support's page-level loginViaApi) logged in
 * as `auth`, in English.
 */
export async function signInBrowser(page: Page, auth: AuthData): Promise<void> {
  await page.context().addInitScript((data) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('authData', data);
      localStorage.setItem('lang', 'en');
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, JSON.stringify(auth));
}

/** Credits a deposit at once (bank transfer), which makes the API send a Deposit notification. */
export async function depositViaApi(request: APIRequestContext, auth: AuthData, amount = 150): Promise<void> {
  const res = await request.post('/api/payment/deposit', {
    headers: { authorization: `Bearer ${auth.token}`, 'x-locale': 'en' },
    data: { id: 1, target: 'pay', detail: { bank: '1', fullName: 'Test Player', amount: String(amount) } },
  });
  const body = await res.json();
  expect(body.success, body.message).toBe(true);
}

/** Sends an operator notification to one player. */
export async function notifyViaOperator(
  request: APIRequestContext,
  username: string,
  title: string,
): Promise<void> {
  const res = await request.post('/api/operator/notify', {
    headers: { 'x-operator-key': 'dev-operator-key' },
    data: { username, title, note: `${title} — note`, type: 5 },
  });
  const body = await res.json();
  expect(body.success, body.message).toBe(true);
}

/** The header bell and its popup panel. */
export class NotificationsPanel {
  readonly bell: Locator;
  readonly popup: Locator;
  /** The element carrying `data-live-state` (the bell's wrapper). */
  readonly live: Locator;

  constructor(readonly page: Page) {
    void dismissHostPopup(page);
    this.bell = page.getByRole('button', { name: /^Notifications/ });
    this.popup = page.getByRole('dialog', { name: 'Notifications' });
    this.live = page.locator('[data-live-state]').first();
  }

  /** Waits until the live hub link reports `state`. */
  async waitForLive(state = 'Connected', timeout = 30_000): Promise<void> {
    await expect(this.live).toHaveAttribute('data-live-state', state, { timeout });
  }

  /** Asserts the unread count through the bell's accessible name. */
  async expectUnread(count: number): Promise<void> {
    const name =
      count === 0 ? 'Notifications' : `Notifications, ${count} unread notification${count === 1 ? '' : 's'}`;
    await expect(this.bell).toHaveAccessibleName(name);
  }

  async open(): Promise<void> {
    if ((await this.bell.getAttribute('aria-expanded')) !== 'true') await this.bell.click();
    await expect(this.popup).toBeVisible();
  }

  /** The row button of a notification, by its title. */
  item(title: string | RegExp): Locator {
    return this.page.getByRole('listitem').filter({ hasText: title }).getByRole('button');
  }

  unreadDot(row: Locator): Locator {
    return row.getByTestId('unread-dot');
  }

  async back(): Promise<void> {
    await this.page.getByRole('button', { name: 'Back' }).click();
  }
}
