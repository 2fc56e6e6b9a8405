import { SMS_RESEND_SECONDS } from '@playhub/shared/contracts';
import type { Db } from '../db/index.js';
import { tooMany } from '../errors.js';
import type { MessageProvider, OutgoingMessage } from '../integrations/messaging/index.js';
import { sha256 } from './hashing.js';
import { waitError } from './throttle/throttle.js';
import { newCode } from './tokens.js';

/** What a one-time code is for. */
export type CodePurpose = 'reset' | 'phone' | 'break';

const TTL_MINUTES = 15;
const MAX_ATTEMPTS = 5;

const hashCode = (userId: number, code: string) => sha256(`${userId}:${code}`);

/** Limits checked in the database when issuing (0 turns one off; the caller limits instead). */
export interface IssueLimits {
  /** Seconds between two codes of one user and purpose (Requirements §9: 60). */
  resendSeconds: number;
  /** Codes of one user and purpose per hour. */
  perHour: number;
  /**
   * End every earlier code of the purpose (the default: a phone code only its account asks for).
   * False for reset codes, which anyone may ask for: a stranger's request must not end the code
   * the owner is typing, so earlier codes stay valid until they expire, are used or are guessed at.
   */
  supersede?: boolean;
}

/**
 * Issues a 6-digit code for `purpose` (stored hashed, valid 15 min); unless `supersede` is false it
 * ends every earlier code of that purpose, so a superseded code never comes back. Throws 429 when a
 * limit is reached. With `who` null (no such account) the same statements run and write nothing,
 * so that costs the same.
 */
export async function issueCode(
  db: Db,
  who: number | null,
  purpose: CodePurpose,
  target: string,
  limits: IssueLimits = { resendSeconds: SMS_RESEND_SECONDS, perHour: 5 },
): Promise<string> {
  const code = newCode(6);
  const userId = who ?? 0; // no user has id 0
  await db.tx(async (q) => {
    // Serialise code requests of one user so two parallel requests cannot both pass the checks.
    await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const [recent] = await q.query<{ wait: number | null; hour: number; hour_wait: number | null }>(
      `SELECT ceil($3::int - extract(epoch FROM now() - max(created_at)))::int AS wait,
              count(*)::int AS hour,
              ceil(3600 - extract(epoch FROM now() - min(created_at)))::int AS hour_wait
       FROM verification_codes WHERE user_id = $1 AND purpose = $2 AND created_at > now() - interval '1 hour'`,
      [userId, purpose, limits.resendSeconds],
    );
    if (limits.resendSeconds > 0 && recent?.wait && recent.wait > 0)
      throw tooMany('auth.resendWait', { seconds: recent.wait });
    if (limits.perHour > 0 && recent && recent.hour >= limits.perHour)
      throw waitError(Math.max(1, recent.hour_wait ?? 3600) * 1000);
    if (limits.supersede ?? true)
      await q.query(
        'UPDATE verification_codes SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
        [userId, purpose],
      );
    await q.query(
      `INSERT INTO verification_codes (user_id, purpose, target, code_hash, expires_at)
       SELECT $1, $2, $3, $4, now() + interval '${TTL_MINUTES} minutes' WHERE EXISTS (SELECT 1 FROM users WHERE id = $1)`,
      [userId, purpose, target, hashCode(userId, code)],
    );
  });
  return code;
}

/**
 * Sends a code without waiting for the transport: the answer must not depend on whether there was
 * anyone to send to (its time, or a 502 only real accounts could get). Failures are logged by the
 * provider, without the code; the player asks again after the resend wait.
 */
export function deliverLater(messages: MessageProvider, msg: OutgoingMessage): void {
  messages.send(msg).catch(() => undefined);
}

/**
 * Checks a code against the live codes of `purpose` for `target` (one unless they were issued
 * without `supersede`); a wrong code counts as a failed attempt on each of them (5 at most each).
 * With `consume` a match is used up, and with it every other live code of the purpose.
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
       ORDER BY id DESC FOR UPDATE`,
      [userId, purpose],
    );
    if (rows.length === 0) return false;
    const hash = hashCode(userId, code);
    const row = rows.find((r) => r.code_hash === hash && r.target === target);
    if (!row) {
      await q.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ANY($1::int[])', [
        rows.map((r) => r.id),
      ]);
      return false;
    }
    if (consume)
      await q.query('UPDATE verification_codes SET used_at = now() WHERE id = ANY($1::int[])', [
        rows.map((r) => r.id),
      ]);
    return true;
  });
}
