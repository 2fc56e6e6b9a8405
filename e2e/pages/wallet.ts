import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import { nextFrames } from '../support/render';
import { withoutPopup } from '../support/bootstrap';

/** Interface languages the wallet is checked in. */
export type Lang = 'en' | 'tr';

/** Parses a money text of `lang` (en `₺2,500.50`, tr `₺2.500,50`) into 2500.5. */
export function parseMoney(text: string, lang: Lang = 'en'): number {
  const digits =
    lang === 'en' ? text.replace(/[^\d.-]/g, '') : text.replace(/[^\d,-]/g, '').replace(',', '.');
  return Number(digits);
}

/** The wallet's own texts the tests find controls by (wallet namespace, en and tr). */
const texts = {
  en: {
    deposit: 'Deposit Money',
    withdraw: 'Withdraw Money',
    depositWith: 'Deposit with',
    withdrawWith: 'Withdraw with',
    submit: 'Submit',
  },
  tr: {
    deposit: 'Para Yatır',
    withdraw: 'Para Çek',
    depositWith: 'ile para yatır',
    withdrawWith: 'ile para çek',
    submit: 'Gönder',
  },
} as const;

/** The wallet vertical: /dashboard/deposit and /dashboard/withdraw, the payment dialogs and the deposit modal. */
export class WalletPage {
  /** The balance shown on the wallet page (the shared session balance, like the header's). */
  readonly balance: Locator;
  /** The header's balance button (the same session balance). */
  readonly headerBalance: Locator;
  /** The withdraw page's "withdrawable now" amount. */
  readonly withdrawable: Locator;
  /** The open wallet dialog (deposit, withdraw or the deposit modal). */
  readonly dialog: Locator;
  /** The progress / outcome line of a submitted deposit. */
  readonly outcome: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Lang = 'en',
  ) {
    this.balance = page.getByTestId('wallet-balance');
    this.headerBalance = page.getByTestId('balance').first();
    this.withdrawable = page.getByTestId('withdrawable');
    this.dialog = page.locator('dialog[data-dialog^="wallet/"]');
    this.outcome = this.dialog.getByTestId('deposit-outcome');
  }

  /** Texts in `lang` (English unless told) and no start-up popup (it would cover the page under test). */
  static async prepare(page: Page, lang: Lang = 'en'): Promise<WalletPage> {
    await page.context().addInitScript((l) => localStorage.setItem('lang', l), lang);
    await withoutPopup(page);
    return new WalletPage(page, lang);
  }

  async goto(mode: 'deposit' | 'withdraw'): Promise<void> {
    await this.page.goto(`/dashboard/${mode}`);
    await expect(this.page.getByRole('heading', { level: 1, name: texts[this.lang][mode] })).toBeVisible();
  }

  /** The balance as a number, once it has loaded. */
  async balanceValue(): Promise<number> {
    await expect(this.balance).toHaveText(/₺/);
    return parseMoney((await this.balance.textContent()) ?? '', this.lang);
  }

  /** Waits for the balance on the page to be `amount` (for the suite's expect limit, or `timeout`). */
  async expectBalance(amount: number, timeout?: number): Promise<void> {
    await expect.poll(() => this.balanceValue(), { timeout }).toBe(amount);
  }

  /**
   * Waits until the page's next balance request (sent from now on) has been answered and drawn;
   * `trigger` (e.g. moving the page's clock past the 3 s poll) runs once the wait has begun.
   */
  async nextBalancePoll(trigger?: () => Promise<void>): Promise<void> {
    const sent = this.page.waitForRequest((r) => new URL(r.url()).pathname === '/api/user/balance');
    await trigger?.();
    await (await (await sent).response())?.finished();
    await nextFrames(this.page);
  }

  /** The section of one Requirements §3 payment group. */
  group(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  /** Chooses a method on the page, which opens its dialog; waits for the form. */
  async choose(method: string, mode: 'deposit' | 'withdraw' = 'deposit'): Promise<void> {
    const t = texts[this.lang];
    const verb = mode === 'deposit' ? t.depositWith : t.withdrawWith;
    const name = this.lang === 'en' ? `${verb} ${method}` : `${method} ${verb}`;
    await this.page.getByRole('button', { name, exact: true }).click();
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

  submitButton(): Locator {
    return this.dialog.getByRole('button', { name: texts[this.lang].submit });
  }

  async submit(): Promise<void> {
    await this.submitButton().click();
  }

  /** An error toast with the server's message. */
  toast(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** Records every POST to `api/payment/<path>` this page sends from now on. */
  recordPosts(path: 'deposit' | 'withdraw'): Request[] {
    const seen: Request[] = [];
    this.page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(`/api/payment/${path}`))
        seen.push(request);
    });
    return seen;
  }
}

/** Logged-in API calls of the tests (set-up and checks that the API refuses bad input too). */
export function walletApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}`, 'x-locale': 'en' };
  const api = {
    async balance(): Promise<number> {
      const body = await (await request.get('/api/user/balance', { headers })).json();
      return body.data.balance as number;
    },
    /**
     * The player's deposits or withdrawals, newest first, as `{ amount, confirmed }` (confirmed: the
     * provider credited the deposit, or the operator paid the withdrawal out).
     */
    async history(type: 'deposit' | 'withdraw'): Promise<Array<{ amount: number; confirmed: boolean }>> {
      const res = await request.post('/api/transaction/history', {
        headers,
        data: { type: type === 'deposit' ? 1 : 2 },
      });
      expect(res.ok(), await res.text()).toBe(true);
      const items: Array<{ amount: number; status: number }> = (await res.json()).data.items;
      return items.map(({ amount, status }) => ({ amount, confirmed: status === 1 }));
    },
    post(path: 'deposit' | 'withdraw', id: number, detail: Record<string, unknown>) {
      return request.post(`/api/payment/${path}`, { headers, data: { id, target: 'pay', detail } });
    },
    /** Deposits by Papara (a Message-state method) and waits until the demo provider confirms it. */
    async fund(amount: number): Promise<void> {
      const before = await api.balance();
      const res = await api.post('deposit', 4, { accountNo: '1234567890', amount });
      expect(res.ok(), await res.text()).toBe(true);
      await expect.poll(() => api.balance()).toBe(before + amount);
    },
  };
  return api;
}
