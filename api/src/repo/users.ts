import type { Session } from '@playhub/shared/contracts';
import type { Queryable } from '../db/index.js';
import { toMajor } from '../services/money-format.js';
import type { SportsbookAdapter } from '../integrations/sportsbook/index.js';
import { sitePhone } from '../services/identity.js';

/** The user columns most endpoints need. */
export interface UserRow {
  id: number;
  usercode: string;
  username: string;
  email: string;
  phone: string;
  name: string;
  surname: string;
  password_hash: string;
  balance: string;
  held: string;
  bonus: string;
  sms_verified: boolean;
  /** The account's market (issue 30, item 4). */
  market: string;
  [k: string]: unknown;
}

const COLS =
  'id, usercode, username, email, phone, name, surname, password_hash, balance::text AS balance, held::text AS held, bonus::text AS bonus, sms_verified, market';

/** A user by username, case-insensitively; a closed account has none (docs/privacy.md). */
export async function userByUsername(q: Queryable, username: string): Promise<UserRow | undefined> {
  return (
    await q.query<UserRow>(
      `SELECT ${COLS} FROM users WHERE lower(username) = lower($1) AND closed_at IS NULL`,
      [username],
    )
  )[0];
}

/** A user by id. */
export async function userById(q: Queryable, id: number): Promise<UserRow | undefined> {
  return (await q.query<UserRow>(`SELECT ${COLS} FROM users WHERE id = $1`, [id]))[0];
}

/** The session data login and register answer with (stored by the UI as authData). */
export function sessionData(
  user: UserRow,
  login: { token: string; sessionId: number },
  fingerprint: string,
  sportsbook: { adapter: SportsbookAdapter; providersOrigin: string },
): Session {
  const sports = sportsbook.adapter.session(login.sessionId, sportsbook.providersOrigin);
  const token = login.token;
  return {
    token,
    username: user.username,
    usercode: user.usercode,
    name: `${user.name} ${user.surname}`,
    ...sports,
    phone: sitePhone(user.phone),
    smsVerified: user.sms_verified,
    balance: toMajor(BigInt(user.balance) - BigInt(user.held) + BigInt(user.bonus)),
    fingerprint,
  };
}
