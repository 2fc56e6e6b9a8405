import { loginPayload, session } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { originOf } from '../../http/origin.js';
import { AppError, tooMany } from '../../errors.js';
import { userByUsername } from '../../repo/users.js';
import { sessionMeta } from '../../services/auth.js';
import { hashPassword, verifyPassword } from '../../services/hashing.js';
import { sessionData } from '../../repo/users.js';

// Verified against when the username is unknown, so both failures take the same time.
const dummyHash = hashPassword('not-a-real-password');

/** POST /api/auth/login — username + password → session. Rate-limited per IP and per username. */
export default defineRoute({
  method: 'POST',
  url: '/api/auth/login',
  tags: ['auth'],
  summary: 'Log in; data is the session (authData)',
  body: loginPayload,
  data: session,
  async handler({ req, body, deps }) {
    const waitIp = deps.loginByIp.hit(req.ip);
    const waitUser = deps.loginByUser.hit(body.username.toLowerCase());
    if (waitIp || waitUser) throw tooMany();
    const user = await userByUsername(deps.db, body.username);
    const ok = await verifyPassword(body.password, user?.password_hash ?? (await dummyHash));
    if (!user || !ok) throw new AppError(401, 'auth.badCredentials');
    const meta = sessionMeta(req);
    const token = await deps.auth.createSession(deps.db, user.id, meta);
    return {
      data: sessionData(user, token, meta.fingerprint, originOf(req, deps.config)),
      message: 'auth.loginOk',
      params: { name: user.name },
    };
  },
});
