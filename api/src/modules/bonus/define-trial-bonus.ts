import { NotificationType, TransactionStatus, trialBonusResult } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { AppError, conflict } from '../../errors.js';
import { moneyParam } from '../../i18n/notification-texts.js';
import { grantBonus } from '../../services/bonus.js';
import { playable } from '../../services/ledger.js';
import { readView } from '../../services/money.js';
import { formatMoney, toMajor } from '../../services/money-format.js';
import { trialBonusState } from './trial-eligibility.js';

const REFUSAL = {
  claimed: () => conflict('bonus.trialTaken'),
  needsPhone: () => new AppError(422, 'bonus.needsPhone'),
  notOptedIn: () => new AppError(422, 'bonus.notOptedIn'),
  unavailable: () => new AppError(404, 'bonus.unavailable'),
} as const;

/**
 * GET /api/bonus/definetrialbonus — grants the trial bonus: once per person (national ID, phone,
 * mailbox, name and birth date, whatever account asks), only to a player who chose it at sign-up and verified the phone.
 * The money is bonus money, withdrawable only after wagering it BONUS_WAGERING_MULTIPLIER times.
 */
export default defineRoute({
  method: 'GET',
  url: '/api/bonus/definetrialbonus',
  tags: ['bonus'],
  summary: 'Claim the trial bonus (once per person, after phone verification; wagering applies)',
  auth: true,
  idempotent: true,
  data: trialBonusResult,
  async handler({ user, deps, locale, t }) {
    const multiplier = deps.config.money.wageringMultiplier;
    const title = t('bonus.trialTitle');
    const granted = await deps.wallet
      .run(user.userId, async (q) => {
        const s = await trialBonusState(q, user.userId, true);
        if (s.state !== 'available') throw REFUSAL[s.state]();
        // Each key of the person is claimed once (unique), so a second claim for the same person
        // fails whichever account makes it, even in parallel.
        const claim = await q.query<{ id: number }>(
          'INSERT INTO trial_bonus_claims (user_id, personal_no, phone) VALUES ($1, $2, $3) RETURNING id',
          [user.userId, s.personalNo, s.phone],
        );
        await q.query('INSERT INTO trial_bonus_keys (key, claim_id) SELECT unnest($1::text[]), $2', [
          s.keys,
          claim[0]!.id,
        ]);
        await q.query('UPDATE users SET trial_bonus_claimed = true WHERE id = $1', [user.userId]);
        const { wageringRequired } = await grantBonus(q, user.userId, 'trial', s.amount, multiplier);
        await q.query(
          `INSERT INTO bonus_requests (user_id, title, amount, status) VALUES ($1, $2, $3, ${TransactionStatus.Confirmed})`,
          [user.userId, title, s.amount],
        );
        return { amount: s.amount, wageringRequired, balance: playable(await readView(q, user.userId)) };
      })
      .catch((err: unknown) => {
        if ((err as { code?: string }).code === '23505') throw conflict('bonus.trialTaken');
        throw err;
      });
    const params = {
      amount: formatMoney(locale, granted.amount),
      wagering: formatMoney(locale, granted.wageringRequired),
    };
    await deps.notifier.notify(user.userId, {
      key: 'notification.trialBonus',
      params: { amount: moneyParam(granted.amount), wagering: moneyParam(granted.wageringRequired) },
      type: NotificationType.Bonus,
      locale,
    });
    return {
      data: {
        amount: toMajor(granted.amount),
        balance: toMajor(granted.balance),
        wageringRequired: toMajor(granted.wageringRequired),
      },
      message: 'bonus.trialGranted',
      params,
    };
  },
});
