import { sessionBlockers as blockersData } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { sessionBlockers } from '../../services/session-blockers.js';

/**
 * GET /api/customer/blockers — what this session must do before anything else (accept the terms in
 * force, set up a mandatory second factor). The site asks at start-up and when the API refuses
 * play with `data.blocker`, so a terms change reaches sessions already open.
 */
export default defineRoute({
  method: 'GET',
  url: '/api/customer/blockers',
  tags: ['customer'],
  summary: 'What the session must do first (terms, second factor)',
  auth: true,
  data: blockersData,
  async handler({ user, deps }) {
    const { market } = deps.config;
    return {
      data: {
        blockers: await sessionBlockers(deps.db, user.userId, market),
        termsVersion: market.termsVersion,
      },
    };
  },
});
