import { z } from 'zod';
import { defineRoute } from '../../http/route.js';
import { operatorSignIn } from '../../services/operators.js';

/**
 * POST /api/operator/login — `{ username, password }` → an operator bearer token (8 h). Wrong
 * passwords bring the same growing delays as players' (own buckets; addresses an operator logged
 * in from before are known to the account).
 */
export const operatorLogin = defineRoute({
  method: 'POST',
  url: '/api/operator/login',
  tags: ['operator'],
  summary: 'Operator login (its own accounts, not players)',
  body: z.strictObject({ username: z.string().min(1).max(50), password: z.string().min(1).max(200) }),
  data: z.object({ token: z.string(), username: z.string() }),
  async handler({ req, body, deps }) {
    const session = await operatorSignIn(deps, body.username, body.password, req.ip);
    return { data: session, message: 'operator.loggedIn' };
  },
});

/** POST /api/operator/logout — ends the operator session. */
export const operatorLogout = defineRoute({
  method: 'POST',
  url: '/api/operator/logout',
  tags: ['operator'],
  summary: 'Operator logout',
  operator: true,
  data: z.null(),
  async handler({ operator, deps }) {
    await deps.operators.logout(operator);
    return { data: null };
  },
});
