import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Parses an en-US money text such as `₺2,500.50` into 2500.5. */
export function parseEnMoney(text: string): number {
  return Number(text.replace(/[^\d.-]/g, ''));
}

/** The wallet vertical: /dashboard/deposit and /dashboard/withdraw, the payment dialogs and the deposit modal. */
export class WalletPage {
  /** The balance shown on the wallet page (the shared session balance, like the header's). */
  readonly balance: Locator;
  /** The open wallet dialog (deposit, withdraw or the deposit modal). */
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.balance = page.getByTestId('wallet-balance');
    this.dialog = page.locator('dialog[data-dialog^="wallet/"]');
  }

  /** English texts and no start-up popup (it would cover the page under test). */
  static async prepare(page: Page): Promise<WalletPage> {
    await page.context().addInitScript(() => localStorage.setItem('lang', 'en'));
    await page.route('**/api/cms/grouped', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (body?.data) body.data.popup = null;
      await route.fulfill({ response, json: body });
    });
    return new WalletPage(page);
  }

  async goto(mode: 'deposit' | 'withdraw'): Promise<void> {
    await this.page.goto(`/dashboard/${mode}`);
    await expect(
      this.page.getByRole('heading', {
        level: 1,
        name: mode === 'deposit' ? 'Deposit Money' : 'Withdraw Money',
      }),
    ).toBeVisible();
  }

  /** The balance as a number, once it has loaded. */
  async balanceValue(): Promise<number> {
    await expect(this.balance).toHaveText(/₺/);
    return parseEnMoney((await this.balance.textContent()) ?? '');
  }

  /** Waits until the shown balance equals `amount`. */
  async expectBalance(amount: number, timeout = 10_000): Promise<void> {
    await expect.poll(() => this.balanceValue(), { timeout }).toBe(amount);
  }

  /** The section of one SPEC §3 payment group. */
  group(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  /** Chooses a method on the page, which opens its dialog; waits for the form. */
  async choose(method: string, mode: 'deposit' | 'withdraw' = 'deposit'): Promise<void> {
    await this.page
      .getByRole('button', {
        name: `${mode === 'deposit' ? 'Deposit' : 'Withdraw'} with ${method}`,
        exact: true,
      })
      .click();
    await expect(this.dialog).toBeVisible();
    await expect(this.dialog.getByRole('heading', { name: method })).toBeVisible();
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  /** Fills the dialog's form; values of dropdowns are option labels. */
  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) {
      const control = this.field(label);
      if ((await control.evaluate((el) => el.tagName)) === 'SELECT')
        await control.selectOption({ label: value });
      else await control.pressSequentially(value);
    }
  }

  async submit(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Submit' }).click();
  }

  /** An error toast with the server's message. */
  toast(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}

/** Logged-in API calls of the tests (set-up and checks that the API refuses bad input too). */
export function walletApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}`, 'x-locale': 'en' };
  return {
    async balance(): Promise<number> {
      const body = await (await request.get('/api/user/balance', { headers })).json();
      return body.data.balance as number;
    },
    post(path: 'deposit' | 'withdraw', id: number, detail: Record<string, unknown>) {
      return request.post(`/api/payment/${path}`, { headers, data: { id, target: 'pay', detail } });
    },
  };
}
