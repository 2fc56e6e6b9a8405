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
}

/** Launch URLs stay valid for a long evening of play. */
export const SESSION_TTL_HOURS = 12;

export function newSessionToken(): string {
  return randomBytes(24).toString('base64url');
}

export async function insertSession(db: Queryable, s: GameSession): Promise<void> {
  await db.query(
    `INSERT INTO demo_game_sessions (token, user_id, provider, game_code, game_name, is_mobile, language, lobby_url, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(hours => $9))`,
    [
      s.token,
      s.userId,
      s.provider,
      s.gameCode,
      s.gameName,
      s.isMobile,
      s.language,
      s.lobbyUrl,
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

/** The session behind a token, or null when unknown or expired. */
export async function findSession(db: Queryable, token: string): Promise<GameSession | null> {
  if (!token || token.length > 100) return null;
  const rows = await db.query<SessionRow>(
    `SELECT token, user_id, provider, game_code, game_name, is_mobile, language, lobby_url
       FROM demo_game_sessions WHERE token = $1 AND expires_at > now()`,
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
