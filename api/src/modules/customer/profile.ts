import { profile } from '@playhub/shared/contracts';
import { isoUtc } from '../../db/index.js';
import { defineRoute } from '../../http/route.js';
import { sitePhone } from '../../services/identity.js';
import { toMajor } from '../../services/money-format.js';

interface ProfileRow {
  username: string;
  usercode: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  sms_verified: boolean;
  personal_no: string;
  birth_date: string;
  country_id: number;
  country_name: string;
  balance: string;
  created: string;
  [k: string]: unknown;
}

/** GET /api/customer/profile — the caller's account details (national ID masked). */
export default defineRoute({
  method: 'GET',
  url: '/api/customer/profile',
  tags: ['customer'],
  summary: 'Account details',
  auth: true,
  duringExclusion: true,
  data: profile,
  async handler({ user, deps }) {
    const rows = await deps.db.query<ProfileRow>(
      `SELECT u.username, u.usercode, u.name, u.surname, u.email, u.phone, u.sms_verified, u.personal_no, u.birth_date,
              c.id AS country_id, c.name AS country_name, u.balance::text AS balance, ${isoUtc('u.created_at')} AS created
       FROM users u JOIN countries c ON c.id = u.country_id WHERE u.id = $1`,
      [user.userId],
    );
    const r = rows[0]!;
    const pn = String(r.personal_no);
    return {
      data: {
        username: r.username,
        usercode: r.usercode,
        name: r.name,
        surname: r.surname,
        email: r.email,
        phone: sitePhone(r.phone),
        smsVerified: r.sms_verified,
        personalNo: `${pn.slice(0, 3)}******${pn.slice(-2)}`,
        birthDate: r.birth_date,
        country: { id: r.country_id, name: r.country_name },
        currency: 'TRY' as const,
        balance: toMajor(r.balance),
        createdAt: r.created,
      },
    };
  },
});
