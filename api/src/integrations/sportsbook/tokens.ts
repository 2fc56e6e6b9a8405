import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/index.js';
import { liveSessionSql } from '../../services/auth.js';

export type Brand = 'betsy' | 'betco';
export const BRANDS: readonly Brand[] = ['betsy', 'betco'];

/** A sportsbook token lives at most this long, and never longer than the login session it names. */
export const SPORTSBOOK_TOKEN_TTL_SECONDS = 12 * 3600;

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

/**
 * `<brand>.<login session id>.<expiry>.<hmac>` signed with SPORTSBOOK_TOKEN_SECRET: opaque to the
 * site, checked by the sportsbook, which also asks whether the login session still lives.
 */
export function signSportsbookToken(
  secret: string,
  brand: Brand,
  sessionId: number,
  now = Date.now(),
): string {
  const body = `${brand}.${sessionId}.${Math.floor(now / 1000) + SPORTSBOOK_TOKEN_TTL_SECONDS}`;
  return `${body}.${mac(secret, body)}`;
}

/** The login session id a token was signed for, or null (wrong brand, bad signature, expired). */
export function verifySportsbookSignature(
  secret: string,
  brand: Brand,
  token: string,
  now = Date.now(),
): number | null {
  const m = /^(betsy|betco)\.(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!m || m[1] !== brand) return null;
  const expected = Buffer.from(mac(secret, `${m[1]}.${m[2]}.${m[3]}`));
  const given = Buffer.from(m[4] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(m[3]) * 1000 < now) return null;
  return Number(m[2]);
}

/**
 * The player behind a sportsbook token, or null: the signature must hold and the login session it
 * names must still be live (logout, a password change, an exclusion, the session's idle or absolute
 * end end the token at once) and able to play (not a withdrawal-only session).
 */
export async function sportsbookPlayer(
  q: Queryable,
  secret: string,
  brand: Brand,
  token: string,
): Promise<{ userId: number; username: string; usercode: string; sessionId: number } | null> {
  const sessionId = verifySportsbookSignature(secret, brand, token);
  if (sessionId === null) return null;
  const rows = await q.query<{ id: number; username: string; usercode: string }>(
    `SELECT u.id, u.username, u.usercode FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $1 AND ${liveSessionSql('s')} AND s.scope = 'full'`,
    [sessionId],
  );
  const r = rows[0];
  return r ? { userId: r.id, username: r.username, usercode: r.usercode, sessionId } : null;
}
