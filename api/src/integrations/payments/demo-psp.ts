import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { sign, SIGNATURE_HEADER } from '../signing.js';
import {
  decimalString,
  type PaymentCallbackBody,
  type PaymentProvider,
  type ProviderRecord,
} from './types.js';

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
  /**
   * Marks an open payment paid or cancelled (the pay page's buttons); 'expired' when its time to be
   * paid has passed, false when it is not open.
   */
  settle(ref: string, outcome: 'paid' | 'cancelled'): Promise<boolean | 'expired'>;
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
  /**
   * Every n-th payout's answer is lost on its way back (the payout is made; the caller sees a
   * timeout), as a real network loses one: for the suites that prove reconciliation. 0: never.
   */
  loseEveryNthPayoutAnswer?: number;
}): DemoPsp {
  const { db, log } = opts;
  let payouts = 0;
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
        `INSERT INTO demo_psp_payments (ref, merchant_ref, amount, currency, method_name, redirect, confirm_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $6 THEN NULL ELSE now() + make_interval(secs => $7::double precision / 1000) END, $8)
         ON CONFLICT (merchant_ref) DO NOTHING`,
        [
          `dp_${randomBytes(16).toString('base64url')}`,
          req.reference,
          req.amountMinor,
          req.currency,
          req.method.name,
          req.method.redirect,
          opts.confirmMs,
          req.expiresAt.toISOString(),
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
    async payout(req) {
      // Idempotent by our reference: the same withdrawal is paid once however often it is sent.
      await db.query(
        `INSERT INTO demo_psp_payouts (reference, ref, amount, status) VALUES ($1, $2, $3, 'paid')
         ON CONFLICT (reference) DO NOTHING`,
        [req.reference, `dpo_${randomBytes(12).toString('base64url')}`, req.amountMinor],
      );
      const rows = await db.query<{ ref: string }>('SELECT ref FROM demo_psp_payouts WHERE reference = $1', [
        req.reference,
      ]);
      payouts++;
      if (opts.loseEveryNthPayoutAnswer && payouts % opts.loseEveryNthPayoutAnswer === 0)
        throw new Error('demo payment provider: the payout answer was lost (timeout)');
      return { providerRef: rows[0]!.ref, status: 'paid' };
    },
    async payoutStatus(reference) {
      const rows = await db.query<{ ref: string; status: string }>(
        'SELECT ref, status FROM demo_psp_payouts WHERE reference = $1',
        [reference],
      );
      const r = rows[0];
      if (!r) return { status: 'not_found' };
      return r.status === 'paid' ? { status: 'paid', providerRef: r.ref } : { status: 'failed' };
    },
    async paymentStatus(reference) {
      const rows = await db.query<PaymentRow>(
        `SELECT ${cols} FROM demo_psp_payments WHERE merchant_ref = $1`,
        [reference],
      );
      const r = rows[0];
      if (!r) return { status: 'not_found' };
      if (r.status === 'paid')
        return { status: 'captured', amountMinor: BigInt(r.amount), providerRef: r.ref };
      return { status: r.status === 'cancelled' ? 'cancelled' : 'open' };
    },
    async records(since) {
      const payments = await db.query<PaymentRow>(
        `SELECT ${cols} FROM demo_psp_payments WHERE created_at >= $1`,
        [since.toISOString()],
      );
      const out: ProviderRecord[] = payments.map((p) => ({
        kind: 'payment',
        reference: p.merchant_ref,
        providerRef: p.ref,
        status: p.status === 'paid' ? 'captured' : p.status === 'cancelled' ? 'cancelled' : 'open',
        amountMinor: BigInt(p.amount),
      }));
      const sent = await db.query<{ reference: string; ref: string; amount: string; status: string }>(
        `SELECT reference, ref, amount::text AS amount, status FROM demo_psp_payouts WHERE created_at >= $1`,
        [since.toISOString()],
      );
      for (const p of sent)
        out.push({
          kind: 'payout',
          reference: p.reference,
          providerRef: p.ref,
          status: p.status === 'paid' ? 'paid' : 'failed',
          amountMinor: BigInt(p.amount),
        });
      return out;
    },
    async settle(ref, outcome) {
      // A page past its time takes no more money (the deposit stopped counting against the limits).
      const expired = await db.query(
        `SELECT 1 FROM demo_psp_payments WHERE ref = $1 AND status = 'open' AND expires_at IS NOT NULL AND expires_at <= now()`,
        [ref],
      );
      if (expired.length > 0 && outcome === 'paid') return 'expired';
      const rows = await db.query<PaymentRow>(
        `UPDATE demo_psp_payments SET status = $2, captured_at = CASE WHEN $2 = 'paid' THEN now() END
         WHERE ref = $1 AND status = 'open' RETURNING ${cols}`,
        [ref, outcome],
      );
      if (!rows[0]) return false;
      await send(rows[0]);
      return true;
    },
    async tick() {
      const due = await db.query<PaymentRow>(
        `UPDATE demo_psp_payments SET status = 'paid', captured_at = now()
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
