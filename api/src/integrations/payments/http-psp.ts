import {
  decimalString,
  PayoutRefused,
  type DepositStart,
  type PaymentProvider,
  type ProviderRecord,
} from './types.js';

const TIMEOUT_MS = 10_000;

/** A provider answer that cannot be used. */
export class ProviderError extends Error {}

/** A provider answer with its status (a 4xx is a definite refusal; 5xx or no answer is not). */
class ProviderAnswer extends ProviderError {
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`payment provider answered ${status} at ${url}`);
  }
}

async function requestJson(
  method: 'GET' | 'POST',
  url: string,
  apiKey: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || !json) throw new ProviderAnswer(res.status, url);
  return json;
}

const postJson = (url: string, apiKey: string, body: unknown) => requestJson('POST', url, apiKey, body);
const getJson = (url: string, apiKey: string) => requestJson('GET', url, apiKey);

const STATUSES = ['captured', 'paid', 'open', 'pending', 'cancelled', 'refunded', 'failed'] as const;
const minorOf = (amount: unknown): bigint => {
  if (typeof amount !== 'string' || !/^\d{1,12}\.\d{2}$/.test(amount))
    throw new ProviderError('payment provider answered an amount that is not a decimal string');
  return BigInt(amount.replace('.', ''));
};

/**
 * A payment service provider reached over HTTPS (PAYMENT_PROVIDER=psp): `POST <PSP_API_URL>/payments`
 * creates a payment (`expiresAt`: when its page stops taking money) and answers `{ id, redirectUrl? }`;
 * `POST <PSP_API_URL>/payouts` sends a payout, idempotent by our `reference`, and answers
 * `{ id, status: 'paid' | 'pending' }` (a 4xx is a refusal; anything else leaves it unknown);
 * `GET /payouts/<reference>` and `GET /payments/<reference>` say where one stands
 * (`{ status, id?, amount? }`, 404: never received); `GET /reports?since=<ISO time>` lists the
 * provider's records (`{ records: [{ kind, reference, id, status, amount }] }`). The provider confirms
 * payments with signed callbacks (PAYMENT_CALLBACK_SECRET). Nothing is contacted at start.
 */
export function httpPsp(opts: { apiUrl: string; apiKey: string }): PaymentProvider {
  const base = opts.apiUrl.replace(/\/+$/, '');
  return {
    name: 'psp',
    demo: false,
    async startDeposit(req): Promise<DepositStart> {
      const json = await postJson(`${base}/payments`, opts.apiKey, {
        reference: req.reference,
        amount: decimalString(req.amountMinor),
        currency: req.currency,
        method: req.method.type,
        callbackUrl: req.callbackUrl,
        locale: req.locale,
        expiresAt: req.expiresAt.toISOString(),
        customer: { id: String(req.player.id), username: req.player.username },
      });
      const id = typeof json.id === 'string' ? json.id : null;
      if (!id) throw new ProviderError('payment provider answered without an id');
      const url = typeof json.redirectUrl === 'string' ? json.redirectUrl : null;
      if (req.method.redirect) {
        if (!url || !/^https?:\/\//.test(url))
          throw new ProviderError('payment provider gave no payment page');
        return { kind: 'redirect', url, providerRef: id };
      }
      return { kind: 'pending', providerRef: id };
    },
    async payout(req) {
      let json: Record<string, unknown>;
      try {
        json = await postJson(`${base}/payouts`, opts.apiKey, {
          reference: req.reference,
          amount: decimalString(req.amountMinor),
          currency: req.currency,
          method: req.method.type,
          destination: req.detail,
          customer: { id: String(req.player.id), username: req.player.username },
        });
      } catch (err) {
        // An answer that says no (4xx) is definite; a timeout or a 5xx is not.
        if (err instanceof ProviderAnswer && err.status >= 400 && err.status < 500)
          throw new PayoutRefused(err.message);
        throw err;
      }
      if (typeof json.id !== 'string') throw new ProviderError('payment provider answered without an id');
      return { providerRef: json.id, status: json.status === 'pending' ? 'pending' : 'paid' };
    },
    async payoutStatus(reference) {
      const json = await getJson(`${base}/payouts/${encodeURIComponent(reference)}`, opts.apiKey).catch(
        (err: unknown) => {
          if (err instanceof ProviderAnswer && err.status === 404) return null;
          throw err;
        },
      );
      if (!json) return { status: 'not_found' };
      if (json.status === 'paid' && typeof json.id === 'string')
        return { status: 'paid', providerRef: json.id };
      if (json.status === 'failed' || json.status === 'refused') return { status: 'failed' };
      return { status: 'pending' };
    },
    async paymentStatus(reference) {
      const json = await getJson(`${base}/payments/${encodeURIComponent(reference)}`, opts.apiKey).catch(
        (err: unknown) => {
          if (err instanceof ProviderAnswer && err.status === 404) return null;
          throw err;
        },
      );
      if (!json) return { status: 'not_found' };
      if (json.status === 'captured' && typeof json.id === 'string')
        return { status: 'captured', amountMinor: minorOf(json.amount), providerRef: json.id };
      if (json.status === 'cancelled' || json.status === 'refunded') return { status: json.status };
      return { status: 'open' };
    },
    async records(since) {
      const json = await getJson(
        `${base}/reports?since=${encodeURIComponent(since.toISOString())}`,
        opts.apiKey,
      );
      const list = Array.isArray(json.records) ? (json.records as Record<string, unknown>[]) : [];
      return list.map((r): ProviderRecord => {
        const status = STATUSES.find((s) => s === r.status);
        if ((r.kind !== 'payment' && r.kind !== 'payout') || typeof r.reference !== 'string' || !status)
          throw new ProviderError('payment provider report has a record that cannot be read');
        return {
          kind: r.kind,
          reference: r.reference,
          providerRef: typeof r.id === 'string' ? r.id : '',
          status,
          amountMinor: minorOf(r.amount),
        };
      });
    },
  };
}
