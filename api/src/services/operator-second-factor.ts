import type { Db } from '../db/index.js';
import { AppError } from '../errors.js';
import { sha256 } from './hashing.js';
import { audit, type Operators } from './operators.js';
import { ipKey } from './throttle/client-ip.js';
import type { Throttle } from './throttle/throttle.js';
import { newToken } from './tokens.js';
import type { TwoFactor } from './two-factor.js';

const CHALLENGE_MINUTES = 5;
/** Wrong codes one challenge takes before the password is asked again. */
export const OPERATOR_CHALLENGE_TRIES = 5;

/** A login between the operator's password and its second factor: its token (given once). */
export async function openChallenge(db: Db, operatorId: number, ip: string): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO operator_login_challenges (operator_id, token_hash, ip, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [operatorId, sha256(token), ip.slice(0, 100), CHALLENGE_MINUTES],
  );
  await db.query(
    `DELETE FROM operator_login_challenges WHERE operator_id = $1 AND expires_at < now() - interval '1 day'`,
    [operatorId],
  );
  return token;
}

/** What the second step needs. */
export interface SecondStepDeps {
  db: Db;
  operators: Operators;
  throttle: Throttle;
  twoFactor: TwoFactor;
}

/**
 * An operator login's second step: the challenge of the password step and a code of the
 * authenticator app (or a recovery code) → the session. Like players': wrong codes bring growing
 * delays per account (whoever sends them) and per address, and end the challenge after a few; a
 * code is never accepted twice, a challenge serves once (ten parallel posts of one code open one
 * session). Every failure is in the audit log. 401 for a dead challenge, 422 for a wrong code.
 */
export async function operatorSecondStep(
  deps: SecondStepDeps,
  challenge: string,
  code: string,
  ip: string,
): Promise<{ token: string; username: string; recoveryCodesLeft: number | null }> {
  const rows = await deps.db.query<{ id: number; operator_id: number; username: string; open: boolean }>(
    `SELECT c.id, c.operator_id, o.username,
            (c.used_at IS NULL AND c.expires_at > now() AND c.failures < $2 AND o.active) AS open
       FROM operator_login_challenges c JOIN operators o ON o.id = c.operator_id
      WHERE c.token_hash = $1`,
    [sha256(challenge), OPERATOR_CHALLENGE_TRIES],
  );
  const found = rows[0];
  const { rules } = deps.throttle;
  const attempt = await deps.throttle.attempt([
    { rule: rules.secondFactorUser, key: `operator:${found?.operator_id ?? 'none'}` },
    { rule: rules.secondFactorIp, key: ipKey(ip) },
  ]);
  const failed = async (reason: string) =>
    audit(
      deps.db,
      { system: 'operator-login' },
      'login.secondFactorFailed',
      (found?.username ?? 'unknown').slice(0, 50),
      { reason },
      ip,
    );
  if (!found?.open) {
    await failed('challenge');
    throw new AppError(401, 'operatorRoles.challengeExpired');
  }
  const owner = { kind: 'operator', id: found.operator_id } as const;
  const used = await deps.twoFactor.verify(deps.db, owner, code.slice(0, 20));
  if (!used) {
    await deps.db.query('UPDATE operator_login_challenges SET failures = failures + 1 WHERE id = $1', [
      found.id,
    ]);
    await failed('wrong code');
    throw new AppError(422, 'operatorRoles.codeWrong');
  }
  const taken = await deps.db.query(
    'UPDATE operator_login_challenges SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING 1',
    [found.id],
  );
  if (taken.length === 0) {
    await failed('challenge used');
    throw new AppError(401, 'operatorRoles.challengeExpired');
  }
  await attempt.succeeded();
  const session = await deps.operators.openSession(
    deps.db,
    { id: found.operator_id, username: found.username },
    ip,
    used,
  );
  const left = used === 'recovery' ? (await deps.twoFactor.status(deps.db, owner)).recoveryCodesLeft : null;
  return { ...session, recoveryCodesLeft: left };
}
