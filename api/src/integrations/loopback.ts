import type { FastifyInstance } from 'fastify';
import type { WalletClient } from '../demo/spin.js';
import type { CallbackDelivery } from './payments/demo-psp.js';
import { sign, SIGNATURE_HEADER } from './signing.js';

/**
 * How the in-process demo providers reach the API: through its HTTP interface (`app.inject`, the
 * full route with its content parser and signature check), never by calling the money code
 * directly, so they make exactly the signed calls a real provider makes over the network.
 */

/** The demo games' seamless-wallet client. */
export function injectWalletClient(app: FastifyInstance, secret: string): WalletClient {
  return {
    async call(op, body) {
      const raw = JSON.stringify(body);
      const res = await app.inject({
        method: 'POST',
        url: `/api/gamewallet/${op}`,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(secret, raw) },
        payload: raw,
      });
      const json = res.json() as {
        data?: { status?: string; balance?: string | null; message?: string } | null;
      };
      return {
        httpStatus: res.statusCode,
        status: json.data?.status ?? 'ERROR',
        balance: json.data?.balance ?? null,
        ...(json.data?.message ? { message: json.data.message } : {}),
      };
    },
  };
}

/** The demo payment provider's callback delivery. */
export function injectCallbackDelivery(app: FastifyInstance, provider: string): CallbackDelivery {
  return async (raw, headers) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/payment/callback/${provider}`,
      headers,
      payload: raw,
    });
    return res.statusCode;
  };
}
