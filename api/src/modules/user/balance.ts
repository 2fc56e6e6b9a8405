import { balanceData } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { toMajor } from '../../services/money-format.js';

/** GET /api/user/balance — `{ balance }`; the hot path (polled every 3 s): token and balance come from the cache. */
export default defineRoute({
  method: 'GET',
  url: '/api/user/balance',
  tags: ['user'],
  summary: 'Current balance (TRY, major units)',
  auth: true,
  data: balanceData,
  async handler({ user, deps }) {
    return { data: { balance: toMajor(await deps.wallet.balance(user.userId)) } };
  },
});
