import { z } from 'zod';
import { defineRoute } from '../../http/route.js';

/** GET /api/auth/logout — revokes the caller's token. */
export default defineRoute({
  method: 'GET',
  url: '/api/auth/logout',
  tags: ['auth'],
  summary: 'Log out: the bearer token is revoked',
  auth: true,
  duringExclusion: true,
  data: z.null(),
  async handler({ user, deps }) {
    await deps.auth.revoke(user);
    return { data: null, message: 'auth.loggedOut' };
  },
});
