import { recoveryCodes, twoFactorConfirmPayload } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { unprocessable } from '../../errors.js';

/**
 * POST /api/customer/twofactor/confirm — the first code of the app turns two-factor login on; the
 * answer holds the ten recovery codes, shown this once. Wrong codes take the second step's delays.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/customer/twofactor/confirm',
  tags: ['customer'],
  summary: 'Two-factor login: confirm the setup with a first code; data is the recovery codes',
  auth: true,
  body: twoFactorConfirmPayload,
  data: recoveryCodes,
  async handler({ body, user, deps }) {
    const attempt = await deps.throttle.attempt([
      { rule: deps.throttle.rules.secondFactorUser, key: `player:${user.userId}` },
    ]);
    const codes = await deps.db.tx((q) =>
      deps.twoFactor.confirmSetup(q, { kind: 'player', id: user.userId }, body.code.trim()),
    );
    if (!codes) throw unprocessable('twoFactor.wrongSetupCode');
    await attempt.succeeded();
    return { data: { codes }, message: 'twoFactor.enabled' };
  },
});
