import { twoFactorStatus } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';

/** GET /api/customer/twofactor — whether the player logs in with a code, and their trusted devices. */
export default defineRoute({
  method: 'GET',
  url: '/api/customer/twofactor',
  tags: ['customer'],
  summary: 'Two-factor login: status, recovery codes left, trusted devices',
  auth: true,
  data: twoFactorStatus,
  async handler({ user, deps }) {
    const owner = { kind: 'player', id: user.userId } as const;
    const status = await deps.twoFactor.status(deps.db, owner);
    return {
      data: {
        ...status,
        required: deps.config.market.twoFactorRequired,
        devices: status.enabled ? await deps.twoFactor.devices(deps.db, owner) : [],
      },
    };
  },
});
