import { secondFactorPayload, session } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { AppError } from '../../errors.js';
import { userById } from '../../repo/users.js';
import { sessionMeta } from '../../services/auth.js';
import { sha256 } from '../../services/hashing.js';
import { loginRefusal } from '../../services/protection.js';
import { ipKey } from '../../services/throttle/client-ip.js';
import { CHALLENGE_TRIES, deviceLabel, openSession } from './login-steps.js';

/**
 * POST /api/auth/secondfactor — login's second step: the challenge of `auth/login` and a code of
 * the authenticator app (or a recovery code) → the session; with `trustDevice` also a device token
 * that skips this step on this device for the market's days. Wrong codes are limited per account
 * (whoever sends them) and per address with growing delays, and per challenge (then the password
 * again); a code already accepted is refused (replay), and a challenge serves once.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/auth/secondfactor',
  tags: ['auth'],
  summary: 'Login, second step: the code of the authenticator app or a recovery code → session',
  body: secondFactorPayload,
  data: session,
  async handler({ req, reply, body, deps, locale }) {
    const rows = await deps.db.query<{ id: number; user_id: number; open: boolean }>(
      `SELECT id, user_id, (used_at IS NULL AND expires_at > now() AND failures < $2) AS open
         FROM login_challenges WHERE token_hash = $1`,
      [sha256(body.challenge), CHALLENGE_TRIES],
    );
    const challenge = rows[0];
    const { rules } = deps.throttle;
    const attempt = await deps.throttle.attempt([
      { rule: rules.secondFactorUser, key: `player:${challenge?.user_id ?? 'none'}` },
      { rule: rules.secondFactorIp, key: ipKey(req.ip) },
    ]);
    if (!challenge?.open) throw new AppError(401, 'auth.secondFactorExpired', {}, { reason: 'challenge' });
    const owner = { kind: 'player', id: challenge.user_id } as const;
    const used = await deps.twoFactor.verify(deps.db, owner, body.code);
    if (!used) {
      await deps.db.query('UPDATE login_challenges SET failures = failures + 1 WHERE id = $1', [
        challenge.id,
      ]);
      throw new AppError(422, 'auth.secondFactorWrong');
    }
    const taken = await deps.db.query(
      'UPDATE login_challenges SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING 1',
      [challenge.id],
    );
    if (taken.length === 0) throw new AppError(401, 'auth.secondFactorExpired', {}, { reason: 'challenge' });
    await attempt.succeeded();
    const user = (await userById(deps.db, challenge.user_id))!;
    // An exclusion that began between the two steps still keeps the session away.
    if (await loginRefusal(deps.db, user.id, locale)) throw new AppError(401, 'auth.badCredentials');
    const meta = sessionMeta(req);
    const data = await openSession(deps, req, reply, user, meta);
    const deviceToken = body.trustDevice
      ? await deps.twoFactor.trustDevice(
          deps.db,
          owner,
          deviceLabel(meta.userAgent),
          deps.config.market.trustedDeviceDays,
        )
      : undefined;
    const left = used === 'recovery' ? (await deps.twoFactor.status(deps.db, owner)).recoveryCodesLeft : null;
    return {
      data: deviceToken ? { ...data, deviceToken } : data,
      message: left === null ? 'auth.loginOk' : 'auth.recoveryCodeUsed',
      params: { name: user.name, left: left ?? 0 },
    };
  },
});
