import { z } from 'zod';
import { AppError } from '../../errors.js';
import { defineRoute } from '../../http/route.js';
import { operatorSecondStep } from '../../services/operator-second-factor.js';
import { operatorSignIn } from '../../services/operators.js';

/**
 * POST /api/operator/login — `{ username, password, code? }` → an operator bearer token (8 h).
 * Wrong passwords bring the same growing delays as players' (own buckets; addresses an operator
 * logged in from before are known to the account). An account with a second factor also sends
 * `code` (its authenticator's or a recovery code); one that must set a second factor up first
 * (OPERATOR_TWO_FACTOR_REQUIRED) does it in the console.
 */
export const operatorLogin = defineRoute({
  method: 'POST',
  url: '/api/operator/login',
  tags: ['operator'],
  summary: 'Operator login (its own accounts, not players)',
  body: z.strictObject({
    username: z.string().min(1).max(50),
    password: z.string().min(1).max(200),
    code: z.string().trim().min(6).max(20).optional(),
  }),
  data: z.object({ token: z.string(), username: z.string() }),
  async handler({ req, body, deps }) {
    // No session that could only set a factor up: that is done in the console.
    const step = await operatorSignIn(deps, body.username, body.password, req.ip, false);
    if (step.kind === 'challenge') {
      if (!body.code) throw new AppError(401, 'operatorRoles.codeNeeded');
      const session = await operatorSecondStep(deps, step.challenge, body.code, req.ip);
      return { data: { token: session.token, username: session.username }, message: 'operator.loggedIn' };
    }
    return { data: { token: step.token, username: step.username }, message: 'operator.loggedIn' };
  },
});

/** POST /api/operator/logout — ends the operator session (every role may). */
export const operatorLogout = defineRoute({
  method: 'POST',
  url: '/api/operator/logout',
  tags: ['operator'],
  summary: 'Operator logout',
  operator: 'read',
  data: z.null(),
  async handler({ operator, deps }) {
    await deps.operators.logout(operator);
    return { data: null };
  },
});
