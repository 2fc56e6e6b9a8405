import { trialBonusStatus } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { toMajor } from '../../services/money-format.js';
import { trialBonusState } from './trial-eligibility.js';

/** GET /api/bonus/trial — the trial bonus amount and whether the player can claim it now. */
export default defineRoute({
  method: 'GET',
  url: '/api/bonus/trial',
  tags: ['bonus'],
  summary: 'Trial bonus: amount, state (available, needsPhone, claimed, notOptedIn, unavailable)',
  auth: true,
  data: trialBonusStatus,
  async handler({ user, deps }) {
    const s = await trialBonusState(deps.db, user.userId);
    return {
      data: {
        amount: toMajor(s.amount),
        state: s.state,
        wageringMultiplier: deps.config.money.wageringMultiplier,
      },
    };
  },
});
