import { z } from 'zod';
import { changePasswordWithCodePayload } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { unprocessable } from '../../errors.js';
import { userByUsername } from '../../repo/users.js';
import { checkCode } from '../../services/codes.js';
import { hashPassword } from '../../services/hashing.js';
import { assertPasswordAllowed } from '../../services/password-policy.js';

/** POST /api/auth/changepasswordwithcode — sets a new password with the reset code; all sessions end. */
export default defineRoute({
  method: 'POST',
  url: '/api/auth/changepasswordwithcode',
  tags: ['auth'],
  summary: 'Recovery step 3: new password with the code',
  body: changePasswordWithCodePayload,
  data: z.null(),
  async handler({ req, body, deps }) {
    await deps.throttle.takeIp(deps.throttle.rules.codeChecksPerIp, req.ip);
    const user = await userByUsername(deps.db, body.username);
    // Before the code is used up: a refused password leaves the code for the next try.
    assertPasswordAllowed(deps.config.passwords, body.password);
    if (!user || !(await checkCode(deps.db, user.id, 'reset', user.email, body.code, true)))
      throw unprocessable('auth.badCode');
    await deps.db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [
      await hashPassword(body.password),
      user.id,
    ]);
    await deps.auth.revokeOthers(user.id, null);
    return { data: null, message: 'auth.passwordReset' };
  },
});
