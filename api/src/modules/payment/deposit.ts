import { randomBytes } from 'node:crypto';
import {
  depositResult,
  NotificationType,
  paymentRequest,
  TransactionStatus,
  TransactionType,
} from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { originOf } from '../../http/origin.js';
import { credit } from '../../services/money.js';
import { toMajor } from '../../services/money-format.js';
import { fieldDefs } from './fields.js';
import { methodFor } from './method-repo.js';
import { validateDetail } from './validate-detail.js';

/**
 * POST /api/payment/deposit — `{ id, target: 'pay', detail }`. Redirect methods (card, crypto, QR)
 * create a Created transaction and answer data = absolute URL of the demo payment page; the others
 * credit at once (Confirmed) and answer a message with data null.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/payment/deposit',
  tags: ['payment'],
  summary: 'Deposit: data is a payment page URL (open in a new tab) or null when credited at once',
  auth: true,
  body: paymentRequest,
  data: depositResult,
  async handler({ req, body, user, deps, locale, t }) {
    const m = await methodFor(deps.db, body.id, 1);
    const amount = validateDetail(
      fieldDefs(m.type, 1),
      body.detail,
      { min: BigInt(m.min_amount), max: BigInt(m.max_amount) },
      locale,
    );
    const insert = `INSERT INTO transactions (user_id, type, status, amount, method, method_id, method_name, detail, ref)
                    VALUES ($1, ${TransactionType.Deposit}, $2, $3, $4, $5, $6, $7, $8) RETURNING id`;
    if (m.redirect) {
      const ref = randomBytes(16).toString('base64url');
      await deps.db.query(insert, [
        user.userId,
        TransactionStatus.Created,
        amount,
        m.type,
        m.id,
        m.name,
        JSON.stringify(body.detail),
        ref,
      ]);
      return {
        data: `${originOf(req, deps.config)}/api/demo/pay/${ref}?lang=${locale}`,
        message: 'payment.depositRedirect',
      };
    }
    await deps.wallet.move(user.userId, async (q) => {
      await q.query(insert, [
        user.userId,
        TransactionStatus.Confirmed,
        amount,
        m.type,
        m.id,
        m.name,
        JSON.stringify(body.detail),
        null,
      ]);
      return { balance: await credit(q, user.userId, amount), result: null };
    });
    const params = { amount: toMajor(amount), method: m.name };
    await deps.notifier.notify(user.userId, {
      title: t('payment.depositTitle'),
      note: t('payment.depositNote', params),
      type: NotificationType.Deposit,
    });
    return { data: null, message: 'payment.depositOk', params };
  },
});
