import { depositByKeyPayload, lastDeposit } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { findDeposit } from './deposit-record.js';

/**
 * POST /api/payment/depositbykey — `{ key }`: the caller's own deposit recorded with this
 * Idempotency-Key and its state, or null when none was (the request never arrived, or was refused).
 * The site asks after a deposit whose answer was lost, to tell the player whether it went through.
 * In the body, not the URL, so keys stay out of access logs; another player's key finds nothing.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/payment/depositbykey',
  tags: ['payment'],
  summary: "The player's deposit recorded with an Idempotency-Key, if any",
  auth: true,
  body: depositByKeyPayload,
  data: lastDeposit,
  async handler({ body, user, deps }) {
    return { data: await findDeposit(deps.db, user.userId, { idempotencyKey: body.key }) };
  },
});
