import { randomBytes } from 'node:crypto';
import { depositResult, paymentRequest, TransactionStatus, TransactionType } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { originOf, providersOriginOf } from '../../http/origin.js';
import { AppError } from '../../errors.js';
import { formatMoney } from '../../services/money-format.js';
import { lockPlayers } from '../../services/money.js';
import { assertDepositAllowed } from '../../services/protection.js';
import { assertNoBlocker } from '../../services/session-blockers.js';
import { transactionOfKey } from './idempotent-transaction.js';
import { fieldDefs } from './fields.js';
import { methodFor, methodLabel } from './method-repo.js';
import { validateDetail } from './validate-detail.js';

/**
 * POST /api/payment/deposit — `{ id, target: 'pay', detail }` (+ optional `Idempotency-Key`).
 * Records the deposit and hands it to the payment provider; nothing is credited here. Redirect
 * methods (card, crypto, QR) answer the provider's payment page URL (Created until paid); the
 * others answer data null with a "received" message (Pending). The provider's signed callback
 * (`payment/callback`) credits the balance.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/payment/deposit',
  tags: ['payment'],
  summary: 'Deposit: data is a payment page URL (open in a new tab) or null when the provider confirms later',
  auth: true,
  idempotent: true,
  body: paymentRequest,
  data: depositResult,
  async handler({ req, body, user, deps, locale, idempotencyKey }) {
    const m = await methodFor(deps.db, body.id, 1);
    const amount = validateDetail(
      fieldDefs(m.type, 1),
      body.detail,
      { min: BigInt(m.min_amount), max: BigInt(m.max_amount) },
      locale,
    );
    const provider = deps.integrations.payments;
    const status = m.redirect ? TransactionStatus.Created : TransactionStatus.Pending;
    // The limits are checked with the player locked, and the deposit recorded before the lock is
    // released: parallel deposits cannot each fit a limit that together they go over. A run that
    // took over an abandoned request finds the deposit the first one recorded and carries it on.
    const recorded = await deps.db.tx(async (q) => {
      await lockPlayers(q, [user.userId]);
      const done = await transactionOfKey(q, user.userId, idempotencyKey);
      if (done?.ref) return { ...done, reference: done.ref };
      await assertDepositAllowed(q, user.userId, amount, locale);
      await assertNoBlocker(q, user.userId, deps.config.market);
      const reference = `dep_${randomBytes(16).toString('base64url')}`;
      // Until it expires, an unpaid deposit counts against the deposit limits, and the provider's
      // page takes money only until then (a later capture is credited once verified, with an alert).
      const rows = await q.query<{ id: number; status: number; expires_at: Date }>(
        `INSERT INTO transactions (user_id, type, status, amount, method, method_id, method_name, detail, ref, provider, locale, idempotency_key, expires_at)
         VALUES ($1, ${TransactionType.Deposit}, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() + make_interval(mins => $12))
         RETURNING id, status, expires_at`,
        [
          user.userId,
          status,
          amount,
          m.type,
          m.id,
          m.name,
          JSON.stringify(body.detail),
          reference,
          provider.name,
          locale,
          idempotencyKey ?? null,
          deps.config.money.depositExpiryMinutes,
        ],
      );
      return { ...rows[0]!, reference };
    });
    // The same request again after its provider call failed: that deposit is over (no money was
    // taken); a final answer, so a client retrying "try again" answers does not loop on it.
    if (recorded.status === TransactionStatus.Cancelled) throw new AppError(409, 'payment.depositNotStarted');
    const { reference } = recorded;
    const rows = [{ id: recorded.id }];
    const username = (
      await deps.db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [user.userId])
    )[0]!.username;
    let start;
    try {
      start = await provider.startDeposit({
        reference,
        amountMinor: amount,
        currency: 'TRY',
        method: { id: m.id, name: m.name, type: m.type, redirect: m.redirect },
        player: { id: user.userId, username },
        locale,
        callbackUrl: `${originOf(req, deps.config)}/api/payment/callback/${provider.name}`,
        providersOrigin: providersOriginOf(req, deps.config),
        expiresAt: new Date(recorded.expires_at),
      });
    } catch (err) {
      req.log.error({ err, reference }, 'payment provider refused to start a deposit');
      await deps.db.query(
        `UPDATE transactions SET status = ${TransactionStatus.Cancelled}, updated_at = now() WHERE id = $1`,
        [rows[0]!.id],
      );
      throw new AppError(502, 'payment.providerUnavailable');
    }
    await deps.db.query('UPDATE transactions SET provider_ref = $2 WHERE id = $1', [
      rows[0]!.id,
      start.providerRef,
    ]);
    const params = { amount: formatMoney(locale, amount), method: methodLabel(m, locale) };
    if (start.kind === 'redirect') return { data: start.url, message: 'payment.depositRedirect' };
    return { data: null, message: 'payment.depositReceived', params };
  },
});
