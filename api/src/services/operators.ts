import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/index.js';
import { AppError } from '../errors.js';
import { dummyHash, hashPassword, needsRehash, sha256, verifyPassword } from './hashing.js';
import { newToken } from './tokens.js';
import { guardLogin } from './throttle/login-guard.js';
import type { Throttle } from './throttle/throttle.js';
import type { OperatorRole } from './operator-roles.js';
import { openChallenge } from './operator-second-factor.js';
import { secondFactorOnSql } from './two-factor.js';

/** An operator acting on a request. */
export interface OperatorUser {
  operatorId: number;
  username: string;
  sessionId: number;
  /** What the operator may do (issue 30, item 6). */
  role: OperatorRole;
  /**
   * A second factor is required (OPERATOR_TWO_FACTOR_REQUIRED) and this operator has none yet:
   * the session may only set one up (the console walks it there) or log out.
   */
  setupOnly: boolean;
}

const SESSION_HOURS = 8;

/** Who did something, as the audit log records it. */
export type Actor = { operator: OperatorUser } | { system: string };

/** The audit log's name of an actor. */
export const actorName = (a: Actor): string =>
  'operator' in a ? `operator:${a.operator.username}` : a.system;

/** Appends to the audit log (in the caller's transaction, with the decision it records). */
export async function audit(
  q: Queryable,
  actor: Actor,
  action: string,
  target: string,
  detail: Record<string, unknown>,
  ip = '',
): Promise<void> {
  await q.query(
    'INSERT INTO operator_audit (actor, action, target, detail, ip) VALUES ($1, $2, $3, $4, $5)',
    [actorName(actor), action, target, JSON.stringify(detail), ip.slice(0, 100)],
  );
}

/**
 * Operator accounts and sessions, apart from players': an operator logs in with a name and a
 * password (created with `pnpm --filter @playhub/api operator:add`), gets a bearer token valid
 * for 8 hours, and every decision is recorded in the audit log under that name.
 */
export class Operators {
  constructor(
    private readonly db: Db,
    /** OPERATOR_TWO_FACTOR_REQUIRED: every operator logs in with a second factor. */
    readonly twoFactorRequired = false,
  ) {}

  /**
   * Creates (or re-activates with a new password) an operator account. A new account gets `role`
   * (a viewer without one); an existing one keeps its role unless `role` is given.
   */
  async upsert(username: string, password: string, role?: OperatorRole): Promise<number> {
    const hash = await hashPassword(password);
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, coalesce($3, 'viewer'))
       ON CONFLICT (lower(username)) DO UPDATE
         SET password_hash = EXCLUDED.password_hash, active = true,
             role = coalesce($3, operators.role)
       RETURNING id`,
      [username, hash, role ?? null],
    );
    return rows[0]!.id;
  }

  /**
   * Checks the credentials; null when they are wrong (audited). The account's id and name as
   * stored, and whether it logs in with a second factor.
   */
  async checkPassword(
    username: string,
    password: string,
    ip: string,
  ): Promise<{ id: number; username: string; twoFactor: boolean } | null> {
    const rows = await this.db.query<{
      id: number;
      username: string;
      password_hash: string;
      active: boolean;
      tf: boolean;
    }>(
      `SELECT id, username, password_hash, active,
              ${secondFactorOnSql('operator', 'operators.id')} AS tf
         FROM operators WHERE lower(username) = lower($1)`,
      [username],
    );
    const op = rows[0];
    // An unknown name costs the same hashing time as a wrong password.
    const ok = await verifyPassword(password, op?.password_hash ?? (await dummyHash()));
    if (!op || !ok || !op.active) {
      // Issue 30: a failed login is in the audit log (the name as typed, bounded by the route).
      await audit(
        this.db,
        { system: 'operator-login' },
        'login.failed',
        username.slice(0, 50),
        { reason: !op ? 'unknown name' : !ok ? 'wrong password' : 'inactive account' },
        ip,
      );
      return null;
    }
    if (needsRehash(op.password_hash)) {
      await this.db.query('UPDATE operators SET password_hash = $1 WHERE id = $2', [
        await hashPassword(password),
        op.id,
      ]);
    }
    return { id: op.id, username: op.username, twoFactor: op.tf };
  }

  /** Opens a session for an operator whose login is complete (audited, with how it was given). */
  async openSession(
    q: Queryable,
    op: { id: number; username: string },
    ip: string,
    factor: 'password' | 'totp' | 'recovery',
  ): Promise<{ token: string; username: string }> {
    const token = newToken();
    await q.query(
      `INSERT INTO operator_sessions (operator_id, token_hash, ip, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
      [op.id, sha256(token), ip.slice(0, 100), SESSION_HOURS],
    );
    // The actor's name as an operator's own decisions carry it (the session has no id yet).
    await audit(q, { system: `operator:${op.username}` }, 'login', op.username, { factor }, ip);
    return { token, username: op.username };
  }

  /** True when the operator has logged in from `ip` before (the login throttle trusts it more). */
  async knownAddress(username: string, ip: string): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
       WHERE lower(o.username) = lower($1) AND s.ip = $2 LIMIT 1`,
      [username, ip.slice(0, 100)],
    );
    return rows.length > 0;
  }

  /** The operator of a live session token (a bearer token or the console's cookie), else null. */
  async session(token: string): Promise<OperatorUser | null> {
    if (!/^\S{20,200}$/.test(token)) return null;
    const rows = await this.db.query<{
      id: number;
      operator_id: number;
      username: string;
      role: OperatorRole;
      tf: boolean;
    }>(
      `SELECT s.id, s.operator_id, o.username, o.role,
              ${secondFactorOnSql('operator', 'o.id')} AS tf
         FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND o.active`,
      [sha256(token)],
    );
    const r = rows[0];
    return r
      ? {
          operatorId: r.operator_id,
          username: r.username,
          sessionId: r.id,
          role: r.role,
          setupOnly: this.twoFactorRequired && !r.tf,
        }
      : null;
  }

  /**
   * The operator of a request's bearer token; 401 without a live operator session, 403 for a
   * session that must set up its second factor first (in the console).
   */
  async require(req: FastifyRequest): Promise<OperatorUser> {
    const m = req.headers.authorization?.match(/^Bearer\s+(\S{20,200})\s*$/i);
    const operator = m ? await this.session(m[1]!) : null;
    if (!operator) throw new AppError(401, 'errors.unauthorized');
    if (operator.setupOnly) throw new AppError(403, 'operatorRoles.setupFirst');
    return operator;
  }

  /** Ends an operator session. */
  async logout(op: OperatorUser): Promise<void> {
    await this.db.query('UPDATE operator_sessions SET revoked_at = now() WHERE id = $1', [op.sessionId]);
  }
}

/** The first step's outcome: a session, or the challenge the second factor answers. */
export type SignInStep =
  | { kind: 'session'; token: string; username: string }
  | { kind: 'challenge'; challenge: string; username: string };

/**
 * An operator's password step, for `POST /api/operator/login` and the console alike: the same
 * growing delays as players' (own buckets; addresses an operator logged in from before are known
 * to the account), then a session, or a challenge when the account has a second factor. Throws
 * 429 while the client must wait, 401 for wrong credentials.
 */
export async function operatorSignIn(
  deps: { db: Db; operators: Operators; throttle: Throttle },
  username: string,
  password: string,
  ip: string,
  /** A session that may only set a second factor up is fine (the console walks it there). */
  setupAllowed = true,
): Promise<SignInStep> {
  const known = (await deps.operators.knownAddress(username, ip)) ? 'address' : null;
  const attempt = await guardLogin(deps.throttle, {
    username,
    client: { ip, fingerprint: '' },
    known,
    scope: 'operator',
  });
  const op = await deps.operators.checkPassword(username, password, ip);
  if (!op) throw new AppError(401, 'operator.badCredentials');
  await attempt.succeeded();
  if (op.twoFactor)
    return { kind: 'challenge', challenge: await openChallenge(deps.db, op.id, ip), username: op.username };
  if (deps.operators.twoFactorRequired && !setupAllowed) throw new AppError(403, 'operatorRoles.setupFirst');
  return { kind: 'session', ...(await deps.operators.openSession(deps.db, op, ip, 'password')) };
}
