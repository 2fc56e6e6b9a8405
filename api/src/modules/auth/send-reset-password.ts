import { z } from 'zod';
import { sendResetPasswordPayload } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { userByUsername } from '../../repo/users.js';
import { deliverLater, issueCode } from '../../services/codes.js';

/**
 * POST /api/auth/sendresetpassword — e-mails a reset code to the account's address. An unknown
 * username gets the same answer, the same limits (one a minute, five an hour per username; code
 * requests per IP) and about the same time: the mail leaves after the answer.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/auth/sendresetpassword',
  tags: ['auth'],
  summary: 'Recovery step 1: send a reset code by e-mail',
  body: sendResetPasswordPayload,
  data: z.null(),
  async handler({ req, body, deps, t }) {
    const { throttle } = deps;
    const name = body.username.toLowerCase();
    await throttle.takeIp(throttle.rules.codeRequestsPerIp, req.ip);
    await throttle.take(throttle.rules.resetResend, name, 'auth.resendWait');
    await throttle.take(throttle.rules.resetPerHour, name);
    const user = await userByUsername(deps.db, body.username);
    // The username limits above already apply to known and unknown names alike; for an unknown
    // name the same statements run and write nothing.
    const limits = { resendSeconds: 0, perHour: 0 };
    const code = await issueCode(deps.db, user?.id ?? null, 'reset', user?.email ?? '', limits);
    if (user) {
      deliverLater(deps.integrations.messages, {
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
