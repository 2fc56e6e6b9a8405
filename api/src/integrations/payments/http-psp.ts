import { decimalString, type DepositStart, type PaymentProvider } from './types.js';

const TIMEOUT_MS = 10_000;

/** A provider answer that cannot be used. */
export class ProviderError extends Error {}

async function postJson(url: string, apiKey: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || !json) throw new ProviderError(`payment provider answered ${res.status} at ${url}`);
  return json;
}

/**
 * A payment service provider reached over HTTPS (PAYMENT_PROVIDER=psp): `POST <PSP_API_URL>/payments`
 * creates a payment and answers `{ id, redirectUrl? }`; `POST <PSP_API_URL>/payouts` sends a payout
 * and answers `{ id }`. The provider confirms payments with signed callbacks
 * (PAYMENT_CALLBACK_SECRET). Nothing is contacted at start.
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
      const json = await postJson(`${base}/payouts`, opts.apiKey, {
        reference: req.reference,
        amount: decimalString(req.amountMinor),
        currency: req.currency,
        method: req.method.type,
        destination: req.detail,
        customer: { id: String(req.player.id), username: req.player.username },
      });
      if (typeof json.id !== 'string') throw new ProviderError('payment provider answered without an id');
      return { providerRef: json.id };
    },
  };
}
