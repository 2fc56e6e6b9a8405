import { loginPayload, loginResult } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { AppError } from '../../errors.js';
import { userByUsername } from '../../repo/users.js';
import { sessionMeta } from '../../services/auth.js';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../../services/hashing.js';
import { loginRefusal } from '../../services/protection.js';
import { guardLogin, knownPlayerClient } from '../../services/throttle/login-guard.js';
import { openChallenge, openSession } from './login-steps.js';

/**
 * POST /api/auth/login — username + password → session, or (the account has a second factor and
 * `deviceToken` is not one of its trusted devices) the second step's challenge for
 * `auth/secondfactor`. Failures bring growing delays (429 with Retry-After) per client and, for
 * clients the account has never seen, per account and per IP. An account on a running time-out or
 * self-exclusion is refused like a wrong password.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/auth/login',
  tags: ['auth'],
  summary: 'Log in; data is the session (authData), or { secondFactor, challenge } for auth/secondfactor',
  body: loginPayload,
  data: loginResult,
  async handler({ req, reply, body, deps, locale }) {
    const user = await userByUsername(deps.db, body.username);
    const meta = sessionMeta(req);
    const known = await knownPlayerClient(deps.db, user?.id ?? null, meta);
    const attempt = await guardLogin(deps.throttle, { username: body.username, client: meta, known });
    // An unknown username costs the same hashing time as a wrong password.
    const ok = await verifyPassword(body.password, user?.password_hash ?? (await dummyHash()));
    // A player on a time-out or self-exclusion gets no session here, and the same answer as a
    // wrong password (counted as one): a refusal that said so would tell anyone who tries that the
    // password is right, and that this person excluded themselves. Their balance stays reachable
    // through auth/breakaccess, with the code sent to their phone.
    if (!user || !ok || (await loginRefusal(deps.db, user.id, locale)))
      throw new AppError(401, 'auth.badCredentials');
    await attempt.succeeded();
    if (needsRehash(user.password_hash)) {
      // Older hashes (scrypt) become argon2id the first time the password is known again.
      await deps.db.query('UPDATE users SET password_hash = $1 WHERE id = $2 AND password_hash = $3', [
        await hashPassword(body.password),
        user.id,
        user.password_hash,
      ]);
    }
    const owner = { kind: 'player', id: user.id } as const;
    const factor = await deps.twoFactor.status(deps.db, owner);
    if (factor.enabled && !(await deps.twoFactor.isTrusted(deps.db, owner, body.deviceToken))) {
      return {
        data: { secondFactor: true as const, challenge: await openChallenge(deps, user.id) },
        message: 'auth.secondFactorNeeded',
      };
    }
    return {
      data: await openSession(deps, req, reply, user, meta),
      message: 'auth.loginOk',
      params: { name: user.name },
    };
  },
});
