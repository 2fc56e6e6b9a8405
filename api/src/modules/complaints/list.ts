import { complaintList } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { complaintsOf } from '../../services/complaints.js';

/** GET /api/complaints/list — the player's complaints (newest first) and the licence's dispute body. */
export default defineRoute({
  method: 'GET',
  url: '/api/complaints/list',
  tags: ['complaints'],
  summary: 'The player’s complaints with status and answer, and the independent dispute body',
  auth: true,
  duringExclusion: true,
  data: complaintList,
  async handler({ user, deps }) {
    return {
      data: { items: await complaintsOf(deps, user.userId), disputeBody: deps.config.complaints.disputeBody },
    };
  },
});
