import { z } from 'zod';
import { changePasswordPayload } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { unprocessable } from '../../errors.js';
import { userById } from '../../repo/users.js';
import { hashPassword, verifyPassword } from '../../services/hashing.js';
import { assertPasswordAllowed } from '../../services/password-policy.js';

/**
 * POST /api/customer/changepassword — old password checked (422 when wrong; after five wrong ones
 * growing delays, 429); other sessions end. A stolen session cannot guess the password quickly.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/customer/changepassword',
  tags: ['customer'],
  summary: 'Change password',
  auth: true,
  body: changePasswordPayload,
  data: z.null(),
  async handler({ body, user, deps }) {
    const attempt = await deps.throttle.attempt([
      { rule: deps.throttle.rules.changePassword, key: String(user.userId), reset: true },
    ]);
    const me = (await userById(deps.db, user.userId))!;
    if (!(await verifyPassword(body.oldPassword, me.password_hash)))
      throw unprocessable('customer.wrongOldPassword');
    await attempt.succeeded();
    assertPasswordAllowed(deps.config.passwords, body.password);
    await deps.db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [
      await hashPassword(body.password),
      user.userId,
    ]);
    await deps.auth.revokeOthers(user.userId, user.sessionId);
    return { data: null, message: 'customer.passwordChanged' };
  },
});
