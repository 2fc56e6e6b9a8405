import { randomInt } from 'node:crypto';
import { registerPayload, session } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { originOf } from '../../http/origin.js';
import { badRequest, conflict } from '../../errors.js';
import { sessionData, userById } from '../../repo/users.js';
import { sessionMeta } from '../../services/auth.js';
import { hashPassword } from '../../services/hashing.js';

const UNIQUE: [column: string, sql: string, key: string][] = [
  ['username', 'lower(username) = lower($1)', 'auth.usernameTaken'],
  ['email', 'lower(email) = lower($1)', 'auth.emailTaken'],
  ['phone', 'phone = $1', 'auth.phoneTaken'],
  ['PersonalNo', 'personal_no = $1', 'auth.personalNoTaken'],
];

/** Maps a unique-index violation to its clear message (two registrations racing each other). */
function duplicateKey(err: unknown): string | null {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e.code !== '23505') return null;
  const where = `${e.constraint ?? ''} ${e.message ?? ''}`;
  if (where.includes('username')) return 'auth.usernameTaken';
  if (where.includes('email')) return 'auth.emailTaken';
  if (where.includes('phone')) return 'auth.phoneTaken';
  if (where.includes('personal_no')) return 'auth.personalNoTaken';
  return null;
}

/** POST /api/auth/register — registration payload (SPEC §5 re-validated) → session of the new player. */
export default defineRoute({
  method: 'POST',
  url: '/api/auth/register',
  tags: ['auth'],
  summary: 'Register; data is the session (authData). 409 on a taken username, e-mail, phone or PersonalNo',
  body: registerPayload,
  data: session,
  async handler({ req, body, deps }) {
    const country = await deps.db.query('SELECT 1 FROM countries WHERE id = $1', [body.country]);
    if (country.length === 0) throw badRequest('auth.unknownCountry');
    const values: Record<string, string> = {
      username: body.username,
      email: body.email,
      phone: body.phone,
      PersonalNo: body.PersonalNo,
    };
    for (const [field, cond, key] of UNIQUE) {
      const taken = await deps.db.query(`SELECT 1 FROM users WHERE ${cond}`, [values[field]]);
      if (taken.length > 0) throw conflict(key);
    }
    const hash = await hashPassword(body.password);
    const meta = sessionMeta(req);
    try {
      const { userId, token } = await deps.db.tx(async (q) => {
        const rows = await q.query<{ id: number }>(
          `INSERT INTO users (usercode, username, email, phone, personal_no, name, surname, country_id, currency_id,
             birth_date, password_hash, trial_bonus_wanted, ref_id, partner, subid, source)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
          [
            String(randomInt(10_000_000, 99_999_999)),
            body.username,
            body.email,
            body.phone,
            body.PersonalNo,
            body.name,
            body.surname,
            body.country,
            body.currencyId,
            body.birthDate,
            hash,
            body.trialBonus === 1,
            body.refId ?? null,
            body.partner ?? null,
            body.subid ?? null,
            body.source ?? null,
          ],
        );
        const id = rows[0]!.id;
        return { userId: id, token: await deps.auth.createSession(q, id, meta) };
      });
      const user = (await userById(deps.db, userId))!;
      return {
        data: sessionData(user, token, meta.fingerprint, originOf(req, deps.config)),
        message: 'auth.registered',
      };
    } catch (err) {
      const key = duplicateKey(err);
      if (key) throw conflict(key);
      throw err;
    }
  },
});
