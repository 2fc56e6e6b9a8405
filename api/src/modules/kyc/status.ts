import { kycState } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { kycStateOf } from '../../services/kyc.js';

/** GET /api/kyc/status — the player's verification, documents and the withdrawal threshold. */
export default defineRoute({
  method: 'GET',
  url: '/api/kyc/status',
  tags: ['kyc'],
  summary: 'Identity verification: status, documents sent, withdrawal threshold',
  auth: true,
  // A player on a time-out may still withdraw, and a large withdrawal needs verification.
  duringExclusion: true,
  data: kycState,
  async handler({ user, deps }) {
    return { data: await kycStateOf(deps, user.userId) };
  },
});
