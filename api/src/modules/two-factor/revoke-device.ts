import { z } from 'zod';
import { revokeDevicePayload } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { notFound } from '../../errors.js';

/** POST /api/customer/twofactor/devices/revoke — the device asks for the code again at its next login. */
export default defineRoute({
  method: 'POST',
  url: '/api/customer/twofactor/devices/revoke',
  tags: ['customer'],
  summary: 'Two-factor login: stop trusting a device',
  auth: true,
  body: revokeDevicePayload,
  data: z.null(),
  async handler({ body, user, deps }) {
    const done = await deps.twoFactor.revokeDevice(deps.db, { kind: 'player', id: user.userId }, body.id);
    // Another player's device is not found, like one that does not exist.
    if (!done) throw notFound('twoFactor.deviceNotFound');
    return { data: null, message: 'twoFactor.deviceRevoked' };
  },
});
