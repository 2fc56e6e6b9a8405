import { SMS_RESEND_SECONDS } from '@playhub/shared/contracts';
import type { Db } from '../db/index.js';
import { tooMany } from '../errors.js';
import { sha256 } from './hashing.js';
import { newCode } from './tokens.js';

/** What a one-time code is for. */
export type CodePurpose = 'reset' | 'phone';

const TTL_MINUTES = 15;
const MAX_ATTEMPTS = 5;

const hashCode = (userId: number, code: string) => sha256(`${userId}:${code}`);

/**
 * Issues a 6-digit code for `purpose` (stored hashed, valid 15 min). Throws 429 when the previous
 * code of that purpose is younger than the 60 s resend limit.
 */
export async function issueCode(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  target: string,
): Promise<string> {
  const code = newCode(6);
  await db.tx(async (q) => {
    // Serialise code requests of one user so two parallel requests cannot both pass the resend check.
    await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const recent = await q.query<{ wait: number }>(
      `SELECT ceil(${SMS_RESEND_SECONDS} - extract(epoch FROM now() - created_at))::int AS wait FROM verification_codes
       WHERE user_id = $1 AND purpose = $2 AND created_at > now() - interval '${SMS_RESEND_SECONDS} seconds'
       ORDER BY id DESC LIMIT 1`,
      [userId, purpose],
    );
    if (recent[0]) throw tooMany('auth.resendWait', { seconds: Math.max(1, recent[0].wait) });
    await q.query(
      `INSERT INTO verification_codes (user_id, purpose, target, code_hash, expires_at)
       VALUES ($1, $2, $3, $4, now() + interval '${TTL_MINUTES} minutes')`,
      [userId, purpose, target, hashCode(userId, code)],
    );
  });
  return code;
}

/**
 * Checks a code against the latest live code of `purpose` for `target`; counts failed attempts
 * (5 at most). With `consume` a match is used up.
 */
export async function checkCode(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  target: string,
  code: string,
  consume: boolean,
): Promise<boolean> {
  return db.tx(async (q) => {
    const rows = await q.query<{ id: number; code_hash: string; target: string }>(
      `SELECT id, code_hash, target FROM verification_codes
       WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() AND attempts < ${MAX_ATTEMPTS}
       ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [userId, purpose],
    );
    const row = rows[0];
    if (!row) return false;
    if (row.code_hash !== hashCode(userId, code) || row.target !== target) {
      await q.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
      return false;
    }
    if (consume) await q.query('UPDATE verification_codes SET used_at = now() WHERE id = $1', [row.id]);
    return true;
  });
}
