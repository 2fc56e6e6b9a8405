import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.js';
import type { Lang } from './html.js';

/** A launch of a demo game: who plays what, found through the random token in the launch URL. */
export interface GameSession {
  token: string;
  userId: number;
  provider: string;
  gameCode: string;
  gameName: string;
  isMobile: boolean;
  language: Lang;
  lobbyUrl: string | null;
  /** The player's login session: logging out ends the game session too. */
  authSessionId?: number | null;
}

/** Launch URLs stay valid for a long evening of play (and end at logout). */
export const SESSION_TTL_HOURS = 12;

export function newSessionToken(): string {
  return randomBytes(24).toString('base64url');
}

export async function insertSession(db: Queryable, s: GameSession): Promise<void> {
  await db.query(
    `INSERT INTO game_sessions (token, user_id, provider, game_code, game_name, is_mobile, language, lobby_url, auth_session_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(hours => $10))`,
    [
      s.token,
      s.userId,
      s.provider,
      s.gameCode,
      s.gameName,
      s.isMobile,
      s.language,
      s.lobbyUrl,
      s.authSessionId ?? null,
      SESSION_TTL_HOURS,
    ],
  );
}

interface SessionRow {
  token: string;
  user_id: number | string;
  provider: string;
  game_code: string;
  game_name: string;
  is_mobile: boolean;
  language: string;
  lobby_url: string | null;
  [key: string]: unknown;
}

/** The live session behind a token, or null when unknown, expired or ended at logout. */
export async function findSession(db: Queryable, token: string): Promise<GameSession | null> {
  if (!token || token.length > 100) return null;
  const rows = await db.query<SessionRow>(
    `SELECT token, user_id, provider, game_code, game_name, is_mobile, language, lobby_url
       FROM game_sessions WHERE token = $1 AND expires_at > now() AND ended_at IS NULL`,
    [token],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    token: r.token,
    userId: Number(r.user_id),
    provider: r.provider,
    gameCode: r.game_code,
    gameName: r.game_name,
    isMobile: r.is_mobile,
    language: r.language === 'en' ? 'en' : 'tr',
    lobbyUrl: r.lobby_url,
  };
}

/** Ends the game sessions of a login session (logout, password change, revocation). */
export async function endGameSessions(db: Queryable, authSessionIds: number[]): Promise<void> {
  if (authSessionIds.length === 0) return;
  await db.query(
    `UPDATE game_sessions SET ended_at = now()
     WHERE auth_session_id = ANY(string_to_array($1, ',')::int[]) AND ended_at IS NULL`,
    [authSessionIds.join(',')],
  );
}
