import { z } from 'zod';
import { checkResetCodePayload } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { unprocessable } from '../../errors.js';
import { userByUsername } from '../../repo/users.js';
import { checkCode } from '../../services/codes.js';

/** POST /api/auth/checkresetcode — checks the reset code without using it up (422 when wrong). */
export default defineRoute({
  method: 'POST',
  url: '/api/auth/checkresetcode',
  tags: ['auth'],
  summary: 'Recovery step 2: check the reset code',
  body: checkResetCodePayload,
  data: z.null(),
  async handler({ req, body, deps }) {
    await deps.throttle.takeIp(deps.throttle.rules.codeChecksPerIp, req.ip);
    const user = await userByUsername(deps.db, body.username);
    if (!user || !(await checkCode(deps.db, user.id, 'reset', user.email, body.code, false)))
      throw unprocessable('auth.badCode');
    return { data: null, message: 'auth.codeOk' };
  },
});
