import { z } from 'zod';
import { sendResetPasswordPayload } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { userByUsername } from '../../repo/users.js';
import { sessionMeta } from '../../services/auth.js';
import { deliverLater, issueCode } from '../../services/codes.js';
import { ipKey } from '../../services/throttle/client-ip.js';
import { knownPlayerClient } from '../../services/throttle/login-guard.js';

/**
 * POST /api/auth/sendresetpassword — e-mails a reset code to the account's address. Limited per
 * requester, not per victim: one a minute and five an hour for one client and username, code
 * requests per IP, and RESET_LIMIT_PER_USER an hour per username only for clients the account has
 * never logged in from (its owner's devices are never blocked by strangers). An earlier code stays
 * valid (a new one does not end a code being typed). An unknown username gets the same answer, the
 * same limits and about the same time: the mail leaves after the answer.
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
    const user = await userByUsername(deps.db, body.username);
    const meta = sessionMeta(req);
    const known = await knownPlayerClient(deps.db, user?.id ?? null, meta);
    const requester = known === 'device' ? `device\n${meta.fingerprint}` : `ip\n${ipKey(meta.ip)}`;
    await throttle.take(throttle.rules.resetResend, `${requester}\n${name}`, 'auth.resendWait');
    await throttle.take(throttle.rules.resetPerHour, `${requester}\n${name}`);
    if (!known) await throttle.take(throttle.rules.resetPerUser, name);
    // The limits above apply to known and unknown names alike; for an unknown name the same
    // statements run and write nothing.
    const limits = { resendSeconds: 0, perHour: 0, supersede: false };
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
