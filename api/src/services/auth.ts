import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/index.js';
import { unauthorized } from '../errors.js';
import type { HotCache } from './cache.js';
import { sha256 } from './hashing.js';
import { newToken } from './tokens.js';

/** The caller of an authenticated request. */
export interface AuthUser {
  userId: number;
  sessionId: number;
  tokenHash: string;
}

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

/** Sessions: random opaque tokens, stored only as SHA-256, revocable, cached for the hot path. */
export class AuthService {
  private readonly listeners: RevocationListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly cache: HotCache,
  ) {}

  /** Resolves a token to its live session (cache first), or null. */
  async resolve(token: string): Promise<AuthUser | null> {
    if (token.length > 200) return null;
    const tokenHash = sha256(token);
    const hit = this.cache.getToken(tokenHash);
    if (hit) return { userId: hit.userId, sessionId: hit.sessionId, tokenHash };
    const rows = await this.db.query<{ id: number; user_id: number }>(
      'SELECT id, user_id FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL',
      [tokenHash],
    );
    const row = rows[0];
    if (!row) return null;
    this.cache.setToken(tokenHash, row.user_id, row.id);
    return { userId: row.user_id, sessionId: row.id, tokenHash };
  }

  /** The user id of a token or null (used by the live hub). */
  async userIdForToken(token: string): Promise<number | null> {
    return (await this.resolve(token))?.userId ?? null;
  }

  /** The caller of a request; throws 401 without a valid bearer token. */
  async require(req: FastifyRequest): Promise<AuthUser> {
    const token = bearerToken(req);
    const user = token ? await this.resolve(token) : null;
    if (!user) throw unauthorized();
    return user;
  }

  /** Opens a session for a user and returns its token and id. */
  async createSession(
    q: Queryable,
    userId: number,
    meta: SessionMeta,
  ): Promise<{ token: string; sessionId: number }> {
    const token = newToken();
    const rows = await q.query<{ id: number }>(
      'INSERT INTO sessions (user_id, token_hash, ip, user_agent, fingerprint) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [
        userId,
        sha256(token),
        meta.ip.slice(0, 100),
        meta.userAgent.slice(0, 300),
        meta.fingerprint.slice(0, 200),
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
    await this.db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
      user.sessionId,
    ]);
    this.cache.dropToken(user.tokenHash);
    await this.ended(user.userId, [user.sessionId]);
  }

  /** Revokes every session of a user except `keepSessionId` (after a password change). */
  async revokeOthers(userId: number, keepSessionId: number | null): Promise<void> {
    const rows = await this.db.query<{ id: number }>(
      'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND id <> $2 RETURNING id',
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
