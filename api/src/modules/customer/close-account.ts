import { z } from 'zod';
import { closeAccountPayload } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { closeAccount } from '../../services/data-rights.js';

/**
 * POST /api/customer/closeaccount — `{ password }` closes the caller's account (docs/privacy.md):
 * 409 `dataRights.withdrawFirst` (data: balance, pendingWithdrawal) while money is there, 422 on a
 * wrong password, 409 `dataRights.alreadyClosed` for a second close; then every session ends.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/customer/closeaccount',
  tags: ['customer'],
  summary: 'Close the account (password confirms; balance withdrawn first)',
  auth: true,
  body: closeAccountPayload,
  data: z.null(),
  async handler({ body, user, deps }) {
    await closeAccount(
      deps.db,
      deps.auth,
      user.userId,
      body.password,
      deps.config.dataRights.amlRetentionYears,
    );
    return { data: null, message: 'dataRights.closed' };
  },
});
