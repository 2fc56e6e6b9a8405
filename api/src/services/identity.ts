import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Queryable } from '../db/index.js';
import { audit } from './operators.js';
import { excludedNowSql } from './protection.js';

/**
 * One person behind one exclusion (issue 28, item 4). A person is known by four keys: the national
 * ID, the phone in E.164, the e-mail's mailbox (`playhub_email_key`: lower case, no `+tag`, no dots
 * at Gmail) and the name with the birth date (`playhub_person_key`: Turkish letters folded, spaces
 * collapsed). The database computes the last two (generated columns of `users`, migration
 * 0700_identity), so every query compares them exactly as the unique indexes do.
 */

const PHONE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * A phone number as typed (`905…`, `05…`, `5…`, `0090…`, `+90 5…`) in E.164 (`+905…`), or null when
 * it is not a mobile number. Digits without a country are Turkish; digits that are no Turkish number
 * are tried as an international number without its `+`.
 */
export function e164(raw: string): string | null {
  const typed = raw.trim();
  if (typed.length === 0 || typed.length > 30) return null;
  const candidates = [parsePhoneNumberFromString(typed, 'TR')];
  if (/^\d+$/.test(typed)) candidates.push(parsePhoneNumberFromString(`+${typed}`));
  for (const p of candidates) {
    if (p?.isValid() && PHONE_TYPES.has(p.getType() ?? '')) return p.number;
  }
  return null;
}

/** The phone as the site shows and sends it: E.164 digits without the `+` (`905…`). */
export const sitePhone = (stored: string): string => stored.replace(/^\+/, '');

/** What identifies a person, as far as it is known. */
export interface PersonKeys {
  personalNo?: string;
  /** E.164. */
  phone?: string;
  email?: string;
  name?: string;
  surname?: string;
  birthDate?: string;
}

/** Which keys of a person an excluded account shares. */
export interface ExcludedMatch {
  userId: number;
  keys: ('personalNo' | 'phone' | 'email' | 'nameBirthDate')[];
}

/**
 * The account on a running time-out or self-exclusion (or in its cooling-off) that shares any key
 * with `keys`, other than `exceptUserId`; null when none does.
 */
export async function excludedMatch(
  q: Queryable,
  keys: PersonKeys,
  exceptUserId = 0,
): Promise<ExcludedMatch | null> {
  const person =
    keys.name && keys.surname && keys.birthDate ? [keys.name, keys.surname, keys.birthDate] : null;
  const rows = await q.query<{
    id: number;
    by_id: boolean;
    by_phone: boolean;
    by_email: boolean;
    by_person: boolean;
  }>(
    `SELECT u.id,
            coalesce(u.personal_no = $2, false) AS by_id,
            coalesce(u.phone = $3, false) AS by_phone,
            coalesce(u.email_key = playhub_email_key($4), false) AS by_email,
            coalesce(u.person_key = playhub_person_key($5, $6, $7), false) AS by_person
       FROM users u
      WHERE u.id <> $1
        AND (u.personal_no = $2 OR u.phone = $3 OR u.email_key = playhub_email_key($4)
             OR u.person_key = playhub_person_key($5, $6, $7))
        AND ${excludedNowSql('u.id')}
      ORDER BY u.id LIMIT 1`,
    [
      exceptUserId,
      keys.personalNo ?? null,
      keys.phone ?? null,
      keys.email ?? null,
      person?.[0] ?? null,
      person?.[1] ?? null,
      person?.[2] ?? null,
    ],
  );
  const r = rows[0];
  if (!r) return null;
  const matched: ExcludedMatch['keys'] = [];
  if (r.by_id) matched.push('personalNo');
  if (r.by_phone) matched.push('phone');
  if (r.by_email) matched.push('email');
  if (r.by_person) matched.push('nameBirthDate');
  return { userId: r.id, keys: matched };
}

/**
 * Tells the operators that someone matching an excluded person tried to register or verify a phone:
 * an `identity.excludedMatch` row of the audit log (who was matched, by which keys, what was tried),
 * which `GET /api/operator/audit` and the console list.
 */
export async function reportExcludedMatch(
  q: Queryable,
  match: ExcludedMatch,
  attempt: { kind: 'register' | 'phone'; username: string; userId?: number },
  ip: string,
): Promise<void> {
  await audit(
    q,
    { system: 'identity-check' },
    'identity.excludedMatch',
    `user:${match.userId}`,
    {
      attempt: attempt.kind,
      username: attempt.username,
      ...(attempt.userId ? { account: attempt.userId } : {}),
      keys: match.keys,
    },
    ip,
  );
}

/** The keys under which a person's trial bonus is recorded: one bonus per person across all of them. */
export async function trialBonusKeys(q: Queryable, userId: number): Promise<string[]> {
  const rows = await q.query<{ personal_no: string; phone: string; email_key: string; person_key: string }>(
    'SELECT personal_no, phone, email_key, person_key FROM users WHERE id = $1',
    [userId],
  );
  const u = rows[0]!;
  return [`id:${u.personal_no}`, `phone:${u.phone}`, `email:${u.email_key}`, `person:${u.person_key}`];
}
