import { balanceData } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { sha256 } from '../../services/hashing.js';
import { balanceDataOf } from '../../services/money.js';

/**
 * GET /api/user/balance — `{ balance, withdrawable, held, bonus, wagering }`; the hot path (polled
 * every 3 s): token and wallet view come from the cache, and an unchanged balance answers 304 to
 * the browser's If-None-Match. The validator is the player and the figures themselves, so any
 * money movement changes it: a 304 never stands for a stale balance.
 */
export default defineRoute({
  method: 'GET',
  url: '/api/user/balance',
  tags: ['user'],
  summary: 'Balance to play with, withdrawable cash, holds, bonus money and wagering (TRY, major units)',
  auth: true,
  duringExclusion: true,
  data: balanceData,
  async handler({ user, deps }) {
    const data = balanceDataOf(await deps.wallet.view(user.userId));
    const etag = `${user.userId}-${sha256(JSON.stringify(data)).slice(0, 16)}`;
    return { data, etag };
  },
});
