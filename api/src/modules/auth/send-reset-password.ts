import { z } from 'zod';
import { sendResetPasswordPayload } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { userByUsername } from '../../repo/users.js';
import { issueCode } from '../../services/codes.js';

/**
 * POST /api/auth/sendresetpassword — mails a reset code to the account's e-mail (development
 * outbox). Answers the same for unknown usernames so accounts cannot be discovered; 429 within 60 s.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/auth/sendresetpassword',
  tags: ['auth'],
  summary: 'Recovery step 1: send a reset code by e-mail',
  body: sendResetPasswordPayload,
  data: z.null(),
  async handler({ body, deps, t }) {
    const user = await userByUsername(deps.db, body.username);
    if (user) {
      const code = await issueCode(deps.db, user.id, 'reset', user.email);
      await deps.outbox.send({
        channel: 'email',
        to: user.email,
        username: user.username,
        code,
        text: t('auth.resetMail', { code }),
      });
    }
    return { data: null, message: 'auth.resetSent' };
  },
});
