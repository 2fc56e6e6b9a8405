import { twoFactorSetup } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { conflict } from '../../errors.js';
import { userById } from '../../repo/users.js';

/**
 * POST /api/customer/twofactor/setup — a new secret for the authenticator app (text, otpauth URI,
 * QR code); it takes effect with its first code (`twofactor/confirm`). 409 when already set up.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/customer/twofactor/setup',
  tags: ['customer'],
  summary: 'Two-factor login: start the setup (secret and QR code)',
  auth: true,
  data: twoFactorSetup,
  async handler({ user, deps }) {
    const me = (await userById(deps.db, user.userId))!;
    const setup = await deps.twoFactor.beginSetup(deps.db, { kind: 'player', id: user.userId }, me.username);
    if (!setup) throw conflict('twoFactor.alreadyOn');
    return { data: setup };
  },
});
