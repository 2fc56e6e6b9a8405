import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '@playhub/shared/contracts';
import type { Deps } from '../../http/deps.js';
import { providersOriginOf } from '../../http/origin.js';
import { sessionData, type UserRow } from '../../repo/users.js';
import type { SessionMeta } from '../../services/auth.js';
import { sha256 } from '../../services/hashing.js';
import { sessionBlockers } from '../../services/session-blockers.js';
import { setMarketCookie } from '../../services/markets.js';
import { newToken } from '../../services/tokens.js';

/**
 * Login as steps (issue 32): password → second factor (when the account has one and the device is
 * not trusted) → a session whose `blockers` (terms, a mandatory second factor to set up) the site
 * asks for before anything else.
 */

const CHALLENGE_MINUTES = 5;
/** Wrong codes one challenge takes before the password must be given again. */
export const CHALLENGE_TRIES = 5;

/** Opens the second step of a login whose password was right; returns its single-use token. */
export async function openChallenge(deps: Pick<Deps, 'db'>, userId: number): Promise<string> {
  const token = newToken();
  await deps.db.query(
    `INSERT INTO login_challenges (user_id, token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [userId, sha256(token), CHALLENGE_MINUTES],
  );
  // Old challenges are of no use to anyone: they go as new ones come.
  await deps.db.query(
    `DELETE FROM login_challenges WHERE user_id = $1 AND expires_at < now() - interval '1 day'`,
    [userId],
  );
  return token;
}

/**
 * A session for a player whose login is complete, with what it must do first; the answer carries
 * the account's market in a signed cookie (the pages are painted with that market's composition).
 */
export async function openSession(
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  meta: SessionMeta,
): Promise<Session> {
  const login = await deps.auth.createSession(deps.db, user.id, meta);
  setMarketCookie(reply, deps.config, user.market);
  const data = sessionData(user, login, meta.fingerprint, {
    adapter: deps.integrations.sportsbook,
    providersOrigin: providersOriginOf(req, deps.config),
  });
  return { ...data, blockers: await sessionBlockers(deps.db, user.id, deps.config.market) };
}

/** A short name of the browser and system of a user agent, for the list of trusted devices. */
export function deviceLabel(userAgent: string): string {
  const browser =
    [
      ['Edg/', 'Edge'],
      ['OPR/', 'Opera'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([needle]) => userAgent.includes(needle!))?.[1] ?? '';
  const system =
    [
      ['Android', 'Android'],
      ['iPhone', 'iPhone'],
      ['iPad', 'iPad'],
      ['Windows', 'Windows'],
      ['Mac OS', 'macOS'],
      ['Linux', 'Linux'],
    ].find(([needle]) => userAgent.includes(needle!))?.[1] ?? '';
  return [browser, system].filter(Boolean).join(' · ') || '—';
}
