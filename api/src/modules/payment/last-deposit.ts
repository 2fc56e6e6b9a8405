import { lastDeposit } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { findDeposit } from './deposit-record.js';

/**
 * GET /api/payment/lastdeposit — the caller's newest deposit with its state, so the site can show
 * the outcome of a payment made on the provider's page in another tab.
 */
export default defineRoute({
  method: 'GET',
  url: '/api/payment/lastdeposit',
  tags: ['payment'],
  summary: "The player's newest deposit and its state",
  auth: true,
  data: lastDeposit,
  async handler({ user, deps }) {
    return { data: await findDeposit(deps.db, user.userId, { newest: true }) };
  },
});
