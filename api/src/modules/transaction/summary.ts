import { moneySummary as moneySummaryData } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { moneySummary } from '../../services/play-figures.js';

/**
 * GET /api/transaction/summary — net deposits (completed deposits − completed withdrawals, since the
 * account opened) and the games' net result (wins − stakes) over the last NET_RESULT_MONTHS (12).
 */
export default defineRoute({
  method: 'GET',
  url: '/api/transaction/summary',
  tags: ['transaction'],
  summary: 'Net deposits and the last 12 months’ net result',
  auth: true,
  duringExclusion: true,
  data: moneySummaryData,
  async handler({ user, deps }) {
    return { data: await moneySummary(deps.db, user.userId, deps.config.playerFigures.netResultMonths) };
  },
});
