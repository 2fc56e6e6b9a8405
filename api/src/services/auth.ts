import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/index.js';
import { AppError, unauthorized } from '../errors.js';
import type { HotCache } from './cache.js';
import { sha256 } from './hashing.js';
import { newToken } from './tokens.js';

/**
 * What a session may do: everything, or (during a time-out or self-exclusion, after a second
 * factor) only see and withdraw the balance.
 */
export type SessionScope = 'full' | 'withdraw';

/** The caller of an authenticated request. */
export interface AuthUser {
  userId: number;
  sessionId: number;
  tokenHash: string;
  scope: SessionScope;
}

/** How long sessions live (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS). */
export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

/**
 * SQL condition: the session row `s` is live (not ended, not past its absolute end, not idle for
 * too long). Every check of a session reads it (the sportsbook's player lookup, stakes).
 */
export const liveSessionSql = (s: string) =>
  `(${s}.revoked_at IS NULL AND ${s}.expires_at > now() AND ${s}.idle_until > now())`;

/** A request marked as sent by the page on its own (a balance poll), not by the player. */
export const BACKGROUND_HEADER = 'x-playhub-background';

/** How often one instance writes a session's renewal (the idle end moves at most this late). */
const RENEW_EVERY_MS = 30_000;

/** Client details recorded with a session. */
export interface SessionMeta {
  ip: string;
  userAgent: string;
  fingerprint: string;
}

/** The bearer token of a request, if any. */
export function bearerToken(req: FastifyRequest): string | null {
  const m = req.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return m?.[1] ?? null;
}

/** Called after sessions end (logout, password change, revocation) with their ids. */
export type RevocationListener = (userId: number, sessionIds: number[]) => Promise<void> | void;

/**
 * Sessions: random opaque tokens, stored only as SHA-256, revocable, cached for the hot path. A
 * session ends `idleMinutes` after the player's last activity (every request but the page's own
 * background polls renews it) and `maxHours` after login whatever happens; a request with an
 * ended session gets 401, and one that ended by time says so (`data.reason: 'expired'`), so the
 * site asks the player to log in again instead of dropping the session silently.
 */
export class AuthService {
  private readonly listeners: RevocationListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly cache: HotCache,
    private readonly policy: SessionPolicy = { idleMinutes: 30, maxHours: 12 },
  ) {}

  /** Resolves a token to its live session (cache first), or null. */
  async resolve(token: string): Promise<AuthUser | null> {
    const found = await this.lookup(token);
    return 'user' in found ? found.user : null;
  }

  /**
   * A token's session: live, ended by time (idle or past its absolute end: it is ended now if it
   * was still open, so what hangs on it ends too), or unknown / ended otherwise.
   */
  private async lookup(token: string): Promise<{ user: AuthUser } | { ended: 'expired' | 'other' }> {
    if (token.length > 200) return { ended: 'other' };
    const tokenHash = sha256(token);
    const hit = this.cache.getToken(tokenHash);
    if (hit && hit.until > Date.now()) {
      return { user: { userId: hit.userId, sessionId: hit.sessionId, tokenHash, scope: hit.scope } };
    }
    const rows = await this.db.query<{
      id: number;
      user_id: number;
      scope: SessionScope;
      open: boolean;
      fresh: boolean;
      expired: boolean;
      until_ms: string;
    }>(
      `SELECT id, user_id, scope, revoked_at IS NULL AS open,
              (expires_at > now() AND idle_until > now()) AS fresh,
              ended_reason = 'expired' AS expired,
              floor(extract(epoch FROM least(expires_at, idle_until)) * 1000)::text AS until_ms
         FROM sessions WHERE token_hash = $1`,
      [tokenHash],
    );
    const row = rows[0];
    if (!row) return { ended: 'other' };
    if (!row.open) return { ended: row.expired ? 'expired' : 'other' };
    if (!row.fresh) {
      await this.end(row.user_id, [row.id], 'expired');
      this.cache.dropToken(tokenHash);
      return { ended: 'expired' };
    }
    this.cache.setToken(tokenHash, row.user_id, row.id, { scope: row.scope, until: Number(row.until_ms) });
    return { user: { userId: row.user_id, sessionId: row.id, tokenHash, scope: row.scope } };
  }

  /** The user id of a token or null (used by the live hub). */
  async userIdForToken(token: string): Promise<number | null> {
    return (await this.resolve(token))?.userId ?? null;
  }

  /**
   * The caller of a request; throws 401 without a live session (one that ended by time says so).
   * A request the player made (not marked as a background poll) keeps the session alive.
   */
  async require(req: FastifyRequest): Promise<AuthUser> {
    const token = bearerToken(req);
    const found = token ? await this.lookup(token) : ({ ended: 'other' } as const);
    if ('ended' in found) {
      if (found.ended === 'expired')
        throw new AppError(401, 'auth.sessionExpired', {}, { reason: 'expired' });
      throw unauthorized();
    }
    if (req.headers[BACKGROUND_HEADER] !== '1') await this.renew(found.user);
    return found.user;
  }

  /**
   * Moves the session's idle end to `idleMinutes` from now (never past its absolute end); written
   * at most every 30 s by one instance.
   */
  async renew(user: AuthUser): Promise<void> {
    if (!this.cache.dueForRenewal(user.tokenHash, RENEW_EVERY_MS)) return;
    const rows = await this.db.query<{ until_ms: string }>(
      `UPDATE sessions SET last_active_at = now(), idle_until = least(expires_at, now() + make_interval(mins => $2))
        WHERE id = $1 AND revoked_at IS NULL
        RETURNING floor(extract(epoch FROM least(expires_at, idle_until)) * 1000)::text AS until_ms`,
      [user.sessionId, this.policy.idleMinutes],
    );
    if (rows[0])
      this.cache.setToken(user.tokenHash, user.userId, user.sessionId, {
        scope: user.scope,
        until: Number(rows[0].until_ms),
        renewed: true,
      });
  }

  /** Opens a session for a user (`scope` withdraw: only the balance and withdrawals) and returns its token and id. */
  async createSession(
    q: Queryable,
    userId: number,
    meta: SessionMeta,
    scope: SessionScope = 'full',
  ): Promise<{ token: string; sessionId: number }> {
    const token = newToken();
    const rows = await q.query<{ id: number }>(
      `INSERT INTO sessions (user_id, token_hash, ip, user_agent, fingerprint, scope, expires_at, idle_until)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7),
               least(now() + make_interval(hours => $7), now() + make_interval(mins => $8)))
       RETURNING id`,
      [
        userId,
        sha256(token),
        meta.ip.slice(0, 100),
        meta.userAgent.slice(0, 300),
        meta.fingerprint.slice(0, 200),
        scope,
        this.policy.maxHours,
        this.policy.idleMinutes,
      ],
    );
    return { token, sessionId: rows[0]!.id };
  }

  /**
   * Runs `listener` whenever sessions end, so what hangs on a session ends with it everywhere
   * (game and sportsbook sessions, live hub sockets).
   */
  onRevoke(listener: RevocationListener): void {
    this.listeners.push(listener);
  }

  /** Revokes one session (logout). */
  async revoke(user: AuthUser): Promise<void> {
    await this.end(user.userId, [user.sessionId], 'logout');
    this.cache.dropToken(user.tokenHash);
  }

  /** Ends open sessions with a reason, then tells the listeners (only about those it ended). */
  private async end(userId: number, ids: number[], reason: 'logout' | 'expired'): Promise<void> {
    const rows = await this.db.query<{ id: number }>(
      `UPDATE sessions SET revoked_at = now(), ended_reason = $2
        WHERE id = ANY($1::int[]) AND revoked_at IS NULL RETURNING id`,
      [ids, reason],
    );
    await this.ended(
      userId,
      rows.map((r) => r.id),
    );
  }

  /**
   * Ends one session of a player (an operator's decision in the console): true when it was open.
   * A session of another player is never touched, whatever id is given.
   */
  async endSession(userId: number, sessionId: number): Promise<boolean> {
    const rows = await this.db.query<{ id: number }>(
      `UPDATE sessions SET revoked_at = now(), ended_reason = 'revoked'
        WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id`,
      [sessionId, userId],
    );
    if (rows.length === 0) return false;
    this.cache.dropUserTokens(userId);
    await this.ended(userId, [sessionId]);
    return true;
  }

  /** Revokes every session of a user except `keepSessionId` (after a password change). */
  async revokeOthers(userId: number, keepSessionId: number | null): Promise<void> {
    const rows = await this.db.query<{ id: number }>(
      `UPDATE sessions SET revoked_at = now(), ended_reason = 'revoked'
        WHERE user_id = $1 AND revoked_at IS NULL AND id <> $2 RETURNING id`,
      [userId, keepSessionId ?? 0],
    );
    this.cache.dropUserTokens(userId);
    await this.ended(
      userId,
      rows.map((r) => r.id),
    );
  }

  private async ended(userId: number, sessionIds: number[]): Promise<void> {
    if (sessionIds.length === 0) return;
    for (const listener of this.listeners) await listener(userId, sessionIds);
  }
}

/** Session details of a request (x-fingerprint, user agent, IP). */
export function sessionMeta(req: FastifyRequest): SessionMeta {
  const fp = req.headers['x-fingerprint'];
  return {
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
    fingerprint: String(Array.isArray(fp) ? fp[0] : (fp ?? '')),
  };
}
