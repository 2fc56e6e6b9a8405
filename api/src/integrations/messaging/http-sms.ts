import type { Transport } from './types.js';

const TIMEOUT_MS = 10_000;

/**
 * SMS through an HTTP gateway (SMS_TRANSPORT=http): `POST <SMS_API_URL>` with
 * `Authorization: Bearer <SMS_API_TOKEN>` and `{ from, to, text }`, the shape most gateways take;
 * any 2xx is delivered. Nothing is contacted at start.
 */
export function httpSmsTransport(opts: { url: string; token: string; sender: string }): Transport {
  return {
    name: 'http-sms',
    demo: false,
    async send(msg) {
      const res = await fetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.token}` },
        body: JSON.stringify({ from: opts.sender, to: msg.to, text: msg.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
