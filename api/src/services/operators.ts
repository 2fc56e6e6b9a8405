import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/index.js';
import { AppError } from '../errors.js';
import { dummyHash, hashPassword, needsRehash, sha256, verifyPassword } from './hashing.js';
import { newToken } from './tokens.js';
import { guardLogin } from './throttle/login-guard.js';
import type { Throttle } from './throttle/throttle.js';

/** An operator acting on a request. */
export interface OperatorUser {
  operatorId: number;
  username: string;
  sessionId: number;
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
  constructor(private readonly db: Db) {}

  /** Creates (or re-activates with a new password) an operator account. */
  async upsert(username: string, password: string): Promise<number> {
    const hash = await hashPassword(password);
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO operators (username, password_hash) VALUES ($1, $2)
       ON CONFLICT (lower(username)) DO UPDATE SET password_hash = EXCLUDED.password_hash, active = true
       RETURNING id`,
      [username, hash],
    );
    return rows[0]!.id;
  }

  /** Checks the credentials and opens a session; null when they are wrong. */
  async login(
    username: string,
    password: string,
    ip: string,
  ): Promise<{ token: string; username: string } | null> {
    const rows = await this.db.query<{
      id: number;
      username: string;
      password_hash: string;
      active: boolean;
    }>('SELECT id, username, password_hash, active FROM operators WHERE lower(username) = lower($1)', [
      username,
    ]);
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
    const token = newToken();
    await this.db.query(
      `INSERT INTO operator_sessions (operator_id, token_hash, ip, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
      [op.id, sha256(token), ip.slice(0, 100), SESSION_HOURS],
    );
    await audit(
      this.db,
      { operator: { operatorId: op.id, username: op.username, sessionId: 0 } },
      'login',
      op.username,
      {},
      ip,
    );
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
    const rows = await this.db.query<{ id: number; operator_id: number; username: string }>(
      `SELECT s.id, s.operator_id, o.username FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
       WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND o.active`,
      [sha256(token)],
    );
    const r = rows[0];
    return r ? { operatorId: r.operator_id, username: r.username, sessionId: r.id } : null;
  }

  /** The operator of a request's bearer token; 401 without a live operator session. */
  async require(req: FastifyRequest): Promise<OperatorUser> {
    const m = req.headers.authorization?.match(/^Bearer\s+(\S{20,200})\s*$/i);
    const operator = m ? await this.session(m[1]!) : null;
    if (operator) return operator;
    throw new AppError(401, 'errors.unauthorized');
  }

  /** Ends an operator session. */
  async logout(op: OperatorUser): Promise<void> {
    await this.db.query('UPDATE operator_sessions SET revoked_at = now() WHERE id = $1', [op.sessionId]);
  }
}

/**
 * An operator's login, for `POST /api/operator/login` and the console alike: the same growing
 * delays as players' (own buckets; addresses an operator logged in from before are known to the
 * account), then a session. Throws 429 while the client must wait, 401 for wrong credentials.
 */
export async function operatorSignIn(
  deps: { operators: Operators; throttle: Throttle },
  username: string,
  password: string,
  ip: string,
): Promise<{ token: string; username: string }> {
  const known = (await deps.operators.knownAddress(username, ip)) ? 'address' : null;
  const attempt = await guardLogin(deps.throttle, {
    username,
    client: { ip, fingerprint: '' },
    known,
    scope: 'operator',
  });
  const session = await deps.operators.login(username, password, ip);
  if (!session) throw new AppError(401, 'operator.badCredentials');
  await attempt.succeeded();
  return session;
}
