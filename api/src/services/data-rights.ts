import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync } from 'fflate';
import { BetStatus, TransactionStatus, TransactionType, WinBetKind } from '@playhub/shared/contracts';
import type { Db, Queryable } from '../db/index.js';
import { AppError, conflict, tooMany, unprocessable } from '../errors.js';
import type { AuthService } from './auth.js';
import { verifyPassword } from './hashing.js';
import { post } from './ledger.js';
import { toMajor } from './money-format.js';

/** One section of a player's data: flat rows (one CSV file each). */
type Section = Record<string, string | number | boolean | null>[];

/** A player's data (KVKK Art. 11, GDPR Art. 15/20), section by section; docs/privacy.md lists them. */
export interface PlayerData {
  exportedAt: string;
  sections: Record<string, Section>;
}

const utc = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** Each section's query, `$1` the player. Money is in major units (TRY), times in UTC. */
const SECTIONS: Record<string, string> = {
  profile: `SELECT u.usercode, u.username, u.name, u.surname, u.email, u.phone, u.personal_no AS national_id,
      u.birth_date, c.name AS country, u.balance::text AS balance, u.held::text AS pending_withdrawal,
      u.bonus::text AS bonus, u.sms_verified AS phone_verified, ${utc('u.created_at')} AS signed_up_at
    FROM users u LEFT JOIN countries c ON c.id = u.country_id WHERE u.id = $1`,
  consents: `SELECT 'terms' AS consent, terms_version AS version, ${utc('terms_accepted_at')} AS given_at
    FROM users WHERE id = $1 AND terms_accepted_at IS NOT NULL`,
  sessions: `SELECT id, ip, user_agent, ${utc('created_at')} AS started_at, ${utc('revoked_at')} AS ended_at,
      ended_reason, scope FROM sessions WHERE user_id = $1 ORDER BY id`,
  transactions: `SELECT id, CASE type WHEN 1 THEN 'deposit' WHEN 2 THEN 'withdrawal' ELSE type::text END AS type,
      status, amount::text AS amount, method_name, note, ${utc('created_at')} AS created_at,
      ${utc('updated_at')} AS updated_at FROM transactions WHERE user_id = $1 ORDER BY id`,
  game_rounds: `SELECT round_ref, max(game_code) AS game_code, max(game_name) AS game_name,
      max(provider_name) AS provider,
      COALESCE(sum(amount) FILTER (WHERE kind = ${WinBetKind.Bet} AND status <> ${BetStatus.Cancelled}), 0)::text AS staked,
      COALESCE(sum(amount) FILTER (WHERE kind = ${WinBetKind.Win}), 0)::text AS won,
      ${utc('min(created_at)')} AS started_at
    FROM bets WHERE user_id = $1 GROUP BY round_ref ORDER BY min(created_at), round_ref`,
  protection_limits: `SELECT kind, period, value::text AS value, pending, pending_value::text AS pending_value,
      ${utc('pending_at')} AS pending_at, ${utc('updated_at')} AS updated_at
    FROM protection_limits WHERE user_id = $1 ORDER BY kind, period`,
  exclusions: `SELECT kind, term, ${utc('starts_at')} AS starts_at, ${utc('ends_at')} AS ends_at,
      cooling_off::text AS cooling_off, ${utc('lifted_at')} AS lifted_at FROM exclusions WHERE user_id = $1 ORDER BY id`,
  favorites: `SELECT game_code, ${utc('created_at')} AS added_at FROM favorites WHERE user_id = $1 ORDER BY created_at`,
  recently_played: `SELECT game_code, ${utc('opened_at')} AS opened_at FROM game_opens WHERE user_id = $1 ORDER BY opened_at DESC`,
  data_exports: `SELECT format, ${utc('created_at')} AS downloaded_at FROM data_exports WHERE user_id = $1 ORDER BY id`,
};

/** Columns holding minor units, shown in major ones. */
const MONEY = new Set(['balance', 'pending_withdrawal', 'bonus', 'amount', 'staked', 'won']);
const MONEY_LIMITS = new Set(['deposit', 'loss', 'wager']);

function money(section: string, row: Record<string, unknown>): Record<string, unknown> {
  const out = { ...row };
  for (const k of Object.keys(out)) if (MONEY.has(k) && out[k] !== null) out[k] = toMajor(out[k] as string);
  if (section === 'protection_limits' && MONEY_LIMITS.has(String(out.kind)))
    for (const k of ['value', 'pending_value']) if (out[k] !== null) out[k] = toMajor(out[k] as string);
  if (section === 'protection_limits' && out.kind === 'session')
    for (const k of ['value', 'pending_value']) if (out[k] !== null) out[k] = Number(out[k]);
  return out;
}

/** Reads every section of a player's data. */
export async function collectPlayerData(q: Queryable, userId: number): Promise<PlayerData> {
  const sections: Record<string, Section> = {};
  for (const [name, sql] of Object.entries(SECTIONS)) {
    const rows = await q.query(sql, [userId]);
    sections[name] = rows.map((r) => money(name, r)) as Section;
  }
  return { exportedAt: new Date().toISOString(), sections };
}

/**
 * A cell that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return) gets a leading apostrophe (OWASP "CSV injection"); plain numbers such as -12.5 stay numbers.
 */
export function neutraliseCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const s = typeof value === 'string' ? value : String(value);
  if (/^-?\d+(\.\d+)?$/.test(s)) return s;
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

/** The CSV of one section (UTF-8 with a BOM, so spreadsheets read Turkish letters), header first. */
export function sectionCsv(rows: Section, columns?: string[]): string {
  const cols = columns ?? Object.keys(rows[0] ?? {});
  const body = stringify(
    rows.map((r) => cols.map((c) => neutraliseCell(r[c]))),
    { header: true, columns: cols.map((c) => neutraliseCell(c)), record_delimiter: '\r\n' },
  );
  return `\ufeff${body}`;
}

/** The export as a zip of one CSV per section (an empty section still has its file, header only). */
export function playerDataZip(data: PlayerData): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const [name, rows] of Object.entries(data.sections))
    files[`${name}.csv`] = strToU8(sectionCsv(rows, rows.length ? undefined : ['none']));
  return zipSync(files, { mtime: new Date(data.exportedAt) });
}

/**
 * Counts an export against the player's daily allowance (`perDay` per rolling 24 h), with the
 * player's row locked so parallel requests count one after another. Throws 429 when spent.
 */
export async function claimExport(db: Db, userId: number, format: string, perDay: number): Promise<void> {
  const wait = await db.tx(async (q) => {
    await q.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const rows = await q.query<{ n: number; wait_s: string | null }>(
      `SELECT count(*)::int AS n,
              ceil(extract(epoch FROM min(created_at) + interval '24 hours' - now()))::text AS wait_s
         FROM data_exports WHERE user_id = $1 AND created_at > now() - interval '24 hours'`,
      [userId],
    );
    if (rows[0]!.n >= perDay) return Math.max(1, Number(rows[0]!.wait_s ?? 1));
    await q.query('INSERT INTO data_exports (user_id, format) VALUES ($1, $2)', [userId, format]);
    return 0;
  });
  if (wait > 0)
    throw tooMany('dataRights.exportLimit', { count: perDay, hours: Math.ceil(wait / 3600), seconds: wait });
}

interface ClosingRow {
  balance: string;
  held: string;
  bonus: string;
  closed: boolean;
  password_hash: string;
  [k: string]: unknown;
}

/**
 * Closes a player's account (docs/privacy.md): refused while money is there or a withdrawal is
 * pending; the password confirms. In one transaction with the player's row locked (so a parallel
 * close, deposit or bet waits and then sees the closed account): bonus money (never withdrawable)
 * is forfeited through the ledger, contact data and what identifies the login are replaced, data
 * not required by law is deleted, and the identity, money and play records are kept until
 * `retain_until`. Then every session of the player ends.
 */
export async function closeAccount(
  db: Db,
  auth: AuthService,
  userId: number,
  password: string,
  retentionYears: number,
): Promise<void> {
  const pre = await db.query<ClosingRow>(
    'SELECT password_hash, closed_at IS NOT NULL AS closed FROM users WHERE id = $1',
    [userId],
  );
  // Closed by a parallel request (another tab) since this one's session was checked: the password
  // is gone with it, and "wrong password" would be untrue.
  if (pre[0]?.closed) throw conflict('dataRights.alreadyClosed');
  if (!(await verifyPassword(password, pre[0]?.password_hash ?? '')))
    throw unprocessable('dataRights.wrongPassword');
  await db.tx(async (q) => {
    const u = (
      await q.query<ClosingRow>(
        `SELECT balance::text AS balance, held::text AS held, bonus::text AS bonus,
                closed_at IS NOT NULL AS closed, password_hash FROM users WHERE id = $1 FOR UPDATE`,
        [userId],
      )
    )[0];
    if (!u || u.closed) throw conflict('dataRights.alreadyClosed');
    // The password may have changed while it was checked: the locked row decides.
    if (u.password_hash !== pre[0]!.password_hash) throw unprocessable('dataRights.wrongPassword');
    if (BigInt(u.balance) > 0n || BigInt(u.held) > 0n) {
      throw new AppError(
        409,
        'dataRights.withdrawFirst',
        {},
        {
          balance: toMajor(BigInt(u.balance) - BigInt(u.held)),
          pendingWithdrawal: toMajor(u.held),
        },
      );
    }
    // A deposit still being paid would land on a closed account: it settles first.
    const paying = await q.query(
      `SELECT 1 FROM transactions
        WHERE user_id = $1 AND type = ${TransactionType.Deposit}
          AND status IN (${TransactionStatus.Pending}, ${TransactionStatus.Created})
          AND COALESCE(expires_at, created_at + interval '1 hour') > now() LIMIT 1`,
      [userId],
    );
    if (paying.length > 0) throw conflict('dataRights.depositPending');
    if (BigInt(u.bonus) > 0n)
      await post(q, userId, { bonus: -BigInt(u.bonus) }, 'bonus.forfeit', `close:${userId}`, {
        account: 'bonus_liability',
      });
    await q.query(
      `UPDATE users SET closed_at = now(), retain_until = now() + make_interval(years => $2),
              username = 'closed:' || id, email = 'closed-' || id || '@closed.invalid',
              phone = 'closed:' || id, password_hash = '', sms_verified = false,
              trial_bonus_wanted = false, ref_id = NULL, partner = NULL, subid = NULL, source = NULL,
              reality_check_minutes = NULL
        WHERE id = $1`,
      [userId, retentionYears],
    );
    await q.query(`UPDATE sessions SET user_agent = '', fingerprint = '' WHERE user_id = $1`, [userId]);
    for (const table of ['favorites', 'game_opens', 'notifications', 'idempotency_keys'])
      await q.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
  });
  await auth.revokeOthers(userId, null);
}
