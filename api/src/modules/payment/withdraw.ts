import {
  NotificationType,
  paymentRequest,
  TransactionStatus,
  TransactionType,
  withdrawResult,
} from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { AppError, unprocessable } from '../../errors.js';
import { methodParam, moneyParam } from '../../i18n/notification-texts.js';
import { playable, post, readBalances, withdrawable } from '../../services/ledger.js';
import { checkWithdrawKyc } from '../../services/kyc.js';
import { formatMoney, toMajor } from '../../services/money-format.js';
import { fieldDefs } from './fields.js';
import { methodFor, methodLabel } from './method-repo.js';
import { transactionOfKey } from './idempotent-transaction.js';
import { validateDetail } from './validate-detail.js';

/**
 * POST /api/payment/withdraw — `{ id, target: 'pay', detail }` (+ optional `Idempotency-Key`).
 * Holds the amount (cash can never fall below holds, so concurrent requests never overdraw) and
 * records a Pending withdrawal for an operator to approve or reject; 422 when the withdrawable
 * cash (not bonus money, not already held) does not cover it.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/payment/withdraw',
  tags: ['payment'],
  summary: 'Withdraw: the amount is held and the request waits for an operator (Pending)',
  auth: true,
  duringExclusion: true,
  idempotent: true,
  body: paymentRequest,
  data: withdrawResult,
  async handler({ body, user, deps, locale, idempotencyKey }) {
    const m = await methodFor(deps.db, body.id, 2);
    const amount = validateDetail(
      fieldDefs(m.type, 2),
      body.detail,
      { min: BigInt(m.min_amount), max: BigInt(m.max_amount) },
      locale,
    );
    const result = await deps.wallet.run(user.userId, async (q) => {
      // A run that took over an abandoned request: the first one already held the money.
      const done = await transactionOfKey(q, user.userId, idempotencyKey);
      if (done)
        return { transactionId: done.id, balance: toMajor(playable(await readBalances(q, user.userId))) };
      const before = await readBalances(q, user.userId, true);
      if (withdrawable(before) < amount) {
        throw new AppError(422, 'payment.insufficientWithdrawable', {
          amount: formatMoney(locale, withdrawable(before)),
        });
      }
      // Money the player has, past the threshold: it waits for an approved identity (issue 32).
      await checkWithdrawKyc(q, deps.config, user.userId, amount, locale);
      const rows = await q.query<{ id: number }>(
        `INSERT INTO transactions (user_id, type, status, amount, method, method_id, method_name, detail, provider, locale, idempotency_key)
         VALUES ($1, ${TransactionType.Withdraw}, ${TransactionStatus.Pending}, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          user.userId,
          amount,
          m.type,
          m.id,
          m.name,
          JSON.stringify(body.detail),
          deps.integrations.payments.name,
          locale,
          idempotencyKey ?? null,
        ],
      );
      const id = rows[0]!.id;
      const hold = { cash: -amount, held: amount };
      const after = await post(q, user.userId, hold, 'withdraw_hold', `tx:${id}`).catch(() => {
        throw unprocessable('payment.insufficient');
      });
      return { transactionId: id, balance: toMajor(playable(after)) };
    });
    await deps.notifier.notify(user.userId, {
      key: 'notification.withdrawRequested',
      params: { amount: moneyParam(amount), method: methodParam(m.id, m.name) },
      type: NotificationType.Withdraw,
      locale,
    });
    const params = { amount: formatMoney(locale, amount), method: methodLabel(m, locale) };
    return { data: result, message: 'payment.withdrawOk', params };
  },
});
