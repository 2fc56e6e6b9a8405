import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { sign, SIGNATURE_HEADER } from '../signing.js';
import { decimalString, type PaymentCallbackBody, type PaymentProvider } from './types.js';

/** Delivers a signed callback to the API's callback endpoint; answers the HTTP status. */
export type CallbackDelivery = (rawBody: string, headers: Record<string, string>) => Promise<number>;

/** The demo provider's payment record. */
interface PaymentRow {
  ref: string;
  merchant_ref: string;
  amount: string;
  currency: string;
  status: string;
  [k: string]: unknown;
}

/** The demo payment provider, with what its pages and its confirmation loop need. */
export interface DemoPsp extends PaymentProvider {
  /** Marks an open payment paid or cancelled (the pay page's buttons); false when not open. */
  settle(ref: string, outcome: 'paid' | 'cancelled'): Promise<boolean>;
  /** Confirms due message-state payments and re-sends undelivered callbacks. */
  tick(): Promise<void>;
  /** Starts the confirmation loop (stopped by `stop`). */
  start(deliver: CallbackDelivery): void;
  stop(): void;
}

const EVENT: Record<string, PaymentCallbackBody['event']> = {
  paid: 'payment.succeeded',
  cancelled: 'payment.cancelled',
};

/**
 * A stand-in payment provider (PAYMENT_PROVIDER=demo): it keeps its own payment records, shows a
 * payment page for redirect methods (card, crypto, QR) and confirms message-state methods (Papara,
 * Popy…) by itself after `confirmMs`. Either way it tells the API through the same signed callback
 * a real provider sends, from the server side: the browser never confirms a payment. No money
 * moves for real, so production refuses it unless ALLOW_DEMO_INTEGRATIONS=true.
 */
export function demoPsp(opts: {
  db: Db;
  secret: string;
  confirmMs: number;
  log: FastifyBaseLogger;
}): DemoPsp {
  const { db, log } = opts;
  let deliver: CallbackDelivery | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running = false;

  async function send(p: PaymentRow): Promise<void> {
    if (!deliver) return;
    const body: PaymentCallbackBody = {
      event: EVENT[p.status] ?? 'payment.failed',
      reference: p.merchant_ref,
      providerReference: p.ref,
      amount: decimalString(BigInt(p.amount)),
      currency: 'TRY',
    };
    const raw = JSON.stringify(body);
    const status = await deliver(raw, {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: sign(opts.secret, raw),
    }).catch(() => 0);
    // A 4xx other than 409 will never succeed: stop retrying it, as providers do.
    if ((status >= 200 && status < 300) || (status >= 400 && status < 500)) {
      await db.query('UPDATE demo_psp_payments SET delivered_at = now() WHERE ref = $1', [p.ref]);
      if (status >= 400) log.warn({ ref: p.ref, status }, 'demo payment callback refused');
    }
  }

  const cols = 'ref, merchant_ref, amount::text AS amount, currency, status';
  return {
    name: 'demo',
    demo: true,
    async startDeposit(req) {
      // Idempotent by the merchant's reference, as real providers are: asked again, it answers the
      // payment it already opened.
      await db.query(
        `INSERT INTO demo_psp_payments (ref, merchant_ref, amount, currency, method_name, redirect, confirm_at)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $6 THEN NULL ELSE now() + make_interval(secs => $7::double precision / 1000) END)
         ON CONFLICT (merchant_ref) DO NOTHING`,
        [
          `dp_${randomBytes(16).toString('base64url')}`,
          req.reference,
          req.amountMinor,
          req.currency,
          req.method.name,
          req.method.redirect,
          opts.confirmMs,
        ],
      );
      const ref = (
        await db.query<{ ref: string }>('SELECT ref FROM demo_psp_payments WHERE merchant_ref = $1', [
          req.reference,
        ])
      )[0]!.ref;
      if (!req.method.redirect) return { kind: 'pending', providerRef: ref };
      return {
        kind: 'redirect',
        url: `${req.providersOrigin}/api/demo/pay/${ref}?lang=${req.locale}`,
        providerRef: ref,
      };
    },
    async payout() {
      return { providerRef: `dpo_${randomBytes(12).toString('base64url')}` };
    },
    async settle(ref, outcome) {
      const rows = await db.query<PaymentRow>(
        `UPDATE demo_psp_payments SET status = $2 WHERE ref = $1 AND status = 'open' RETURNING ${cols}`,
        [ref, outcome],
      );
      if (!rows[0]) return false;
      await send(rows[0]);
      return true;
    },
    async tick() {
      const due = await db.query<PaymentRow>(
        `UPDATE demo_psp_payments SET status = 'paid'
         WHERE status = 'open' AND confirm_at IS NOT NULL AND confirm_at <= now() RETURNING ${cols}`,
      );
      const undelivered = await db.query<PaymentRow>(
        `SELECT ${cols} FROM demo_psp_payments
         WHERE status <> 'open' AND delivered_at IS NULL AND created_at < now() - interval '5 seconds' LIMIT 50`,
      );
      for (const p of [...due, ...undelivered.filter((u) => !due.some((d) => d.ref === u.ref))])
        await send(p);
    },
    start(d) {
      deliver = d;
      const loop = () => {
        timer = setTimeout(() => {
          if (running) return loop();
          running = true;
          this.tick()
            .catch((err: unknown) => log.error({ err }, 'demo payment provider loop failed'))
            .finally(() => {
              running = false;
              if (timer) loop();
            });
        }, 250);
        timer.unref();
      };
      loop();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
