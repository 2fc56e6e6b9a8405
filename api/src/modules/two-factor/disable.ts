import { z } from 'zod';
import { twoFactorDisablePayload } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { conflict, unprocessable } from '../../errors.js';
import { userById } from '../../repo/users.js';
import { verifyPassword } from '../../services/hashing.js';

/**
 * POST /api/customer/twofactor/disable — removes two-factor login (and its recovery codes and
 * trusted devices) with the password and a code of the app or a recovery code: a stolen session
 * alone cannot. Refused where the market makes it mandatory. Wrong answers take growing delays.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/customer/twofactor/disable',
  tags: ['customer'],
  summary: 'Two-factor login: remove it (password and a code)',
  auth: true,
  body: twoFactorDisablePayload,
  data: z.null(),
  async handler({ body, user, deps }) {
    if (deps.config.market.twoFactorRequired) throw conflict('twoFactor.required');
    const { rules } = deps.throttle;
    const attempt = await deps.throttle.attempt([
      { rule: rules.changePassword, key: String(user.userId), reset: true },
      { rule: rules.secondFactorUser, key: `player:${user.userId}` },
    ]);
    const me = (await userById(deps.db, user.userId))!;
    if (!(await verifyPassword(body.password, me.password_hash)))
      throw unprocessable('customer.wrongOldPassword');
    const owner = { kind: 'player', id: user.userId } as const;
    if (!(await deps.twoFactor.verify(deps.db, owner, body.code)))
      throw unprocessable('auth.secondFactorWrong');
    await attempt.succeeded();
    await deps.db.tx((q) => deps.twoFactor.disable(q, owner));
    return { data: null, message: 'twoFactor.disabled' };
  },
});
