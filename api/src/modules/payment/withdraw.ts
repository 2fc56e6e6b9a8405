import {
  NotificationType,
  paymentRequest,
  TransactionStatus,
  TransactionType,
  withdrawResult,
} from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { unprocessable } from '../../errors.js';
import { debit } from '../../services/money.js';
import { toMajor } from '../../services/money-format.js';
import { fieldDefs } from './fields.js';
import { methodFor } from './method-repo.js';
import { validateDetail } from './validate-detail.js';

/**
 * POST /api/payment/withdraw — `{ id, target: 'pay', detail }`. Debits at once (a conditional
 * UPDATE, so concurrent withdraws never overdraw) and records a Pending transaction; 422 when the
 * balance does not cover it.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/payment/withdraw',
  tags: ['payment'],
  summary: 'Withdraw: Pending transaction, balance debited immediately',
  auth: true,
  body: paymentRequest,
  data: withdrawResult,
  async handler({ body, user, deps, locale, t }) {
    const m = await methodFor(deps.db, body.id, 2);
    const amount = validateDetail(
      fieldDefs(m.type, 2),
      body.detail,
      { min: BigInt(m.min_amount), max: BigInt(m.max_amount) },
      locale,
    );
    const result = await deps.wallet.move(user.userId, async (q) => {
      const balance = await debit(q, user.userId, amount);
      if (balance === null) throw unprocessable('payment.insufficient');
      const rows = await q.query<{ id: number }>(
        `INSERT INTO transactions (user_id, type, status, amount, method, method_id, method_name, detail)
         VALUES ($1, ${TransactionType.Withdraw}, ${TransactionStatus.Pending}, $2, $3, $4, $5, $6) RETURNING id`,
        [user.userId, amount, m.type, m.id, m.name, JSON.stringify(body.detail)],
      );
      return { balance, result: { transactionId: rows[0]!.id, balance: toMajor(balance) } };
    });
    const params = { amount: toMajor(amount), method: m.name };
    await deps.notifier.notify(user.userId, {
      title: t('payment.withdrawTitle'),
      note: t('payment.withdrawNote', params),
      type: NotificationType.Withdraw,
    });
    return { data: result, message: 'payment.withdrawOk', params };
  },
});
