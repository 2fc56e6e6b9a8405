import {
  NotificationType,
  PaymentMethod,
  TransactionStatus,
  TransactionType,
  trialBonusResult,
} from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { conflict } from '../../errors.js';
import { trialBonusMinor } from '../../repo/settings.js';
import { credit } from '../../services/money.js';
import { toMajor } from '../../services/money-format.js';

/** GET /api/bonus/definetrialbonus — credits the trial bonus once per player (409 the second time). */
export default defineRoute({
  method: 'GET',
  url: '/api/bonus/definetrialbonus',
  tags: ['bonus'],
  summary: 'Credit the trial bonus (once per player)',
  auth: true,
  data: trialBonusResult,
  async handler({ user, deps, t }) {
    const amount = await trialBonusMinor(deps.db);
    const title = t('bonus.trialTitle');
    const balance = await deps.wallet.move(user.userId, async (q) => {
      // The flag flip is the once-only guard: a second call (even concurrent) updates no row.
      const claimed = await q.query(
        'UPDATE users SET trial_bonus_claimed = true WHERE id = $1 AND NOT trial_bonus_claimed RETURNING id',
        [user.userId],
      );
      if (claimed.length === 0) throw conflict('bonus.trialTaken');
      await q.query(
        `INSERT INTO transactions (user_id, type, status, amount, method, method_name, note)
         VALUES ($1, ${TransactionType.Deposit}, ${TransactionStatus.Confirmed}, $2, ${PaymentMethod.OtherMethods}, 'Bonus', $3)`,
        [user.userId, amount, title],
      );
      await q.query(
        `INSERT INTO bonus_requests (user_id, title, amount, status) VALUES ($1, $2, $3, ${TransactionStatus.Confirmed})`,
        [user.userId, title, amount],
      );
      const b = await credit(q, user.userId, amount);
      return { balance: b, result: b };
    });
    const params = { amount: toMajor(amount) };
    await deps.notifier.notify(user.userId, {
      title,
      note: t('bonus.trialOk', params),
      type: NotificationType.Bonus,
    });
    return { data: { amount: toMajor(amount), balance: toMajor(balance) }, message: 'bonus.trialOk', params };
  },
});
