import { balanceData } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { balanceDataOf } from '../../services/money.js';

/**
 * GET /api/user/balance — `{ balance, withdrawable, held, bonus, wagering }`; the hot path (polled
 * every 3 s): token and wallet view come from the cache.
 */
export default defineRoute({
  method: 'GET',
  url: '/api/user/balance',
  tags: ['user'],
  summary: 'Balance to play with, withdrawable cash, holds, bonus money and wagering (TRY, major units)',
  auth: true,
  data: balanceData,
  async handler({ user, deps }) {
    return { data: balanceDataOf(await deps.wallet.view(user.userId)) };
  },
});
