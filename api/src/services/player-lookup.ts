import { isoUtc, type Queryable } from '../db/index.js';
import { e164 } from './identity.js';

/** How many players one search answers at most (a look-up, not an export). */
export const SEARCH_LIMIT = 20;
/** Ledger rows per page of a player's page. */
export const LEDGER_PAGE = 20;

/** One player a search found. */
export interface PlayerHit {
  id: number;
  username: string;
  email: string;
  phone: string;
  name: string;
  closed: boolean;
}

/** `%`, `_` and `\` of a typed prefix match themselves. */
const prefix = (v: string) => `${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Players whose id is the text, or whose username, e-mail or phone begins with it (any case), at
 * most SEARCH_LIMIT, by id. Each test reads an index (0840's prefix indexes, the primary key); the
 * caller has bounded and cleaned the text (no control characters, at most 100 characters).
 */
export async function findPlayers(q: Queryable, text: string): Promise<PlayerHit[]> {
  const typed = text.trim();
  const id = /^\d{1,9}$/.test(typed) ? Number(typed) : null;
  const digits = typed.replace(/[\s().-]/g, '');
  // A whole number in any form (05…, +90 5…) as stored; else the digits typed as the number's start.
  const phone = /^\+?\d{3,15}$/.test(digits) ? (e164(digits) ?? `+${digits.replace(/^\+/, '')}`) : null;
  const rows = await q.query<{
    id: number;
    username: string;
    email: string;
    phone: string;
    name: string;
    surname: string;
    closed: boolean;
  }>(
    `SELECT id, username, email, phone, name, surname, closed_at IS NOT NULL AS closed FROM users
      WHERE id = $1 OR lower(username) LIKE $2 OR lower(email) LIKE $2 OR phone LIKE $3
      ORDER BY id LIMIT $4`,
    [id, prefix(typed.toLowerCase()), phone === null ? null : prefix(phone), SEARCH_LIMIT],
  );
  return rows.map((r) => ({ ...r, name: `${r.name} ${r.surname}` }));
}

/** A limit as the player page shows it (money in minor units, the session limit in minutes). */
export interface LimitView {
  kind: string;
  period: string;
  value: string | null;
  pendingValue: string | null;
  pendingAt: string | null;
}

/** A time-out or self-exclusion with its dates and whether it still keeps the player from play. */
export interface ExclusionView {
  id: number;
  kind: 'timeout' | 'self';
  term: string;
  startsAt: string;
  endsAt: string | null;
  liftedAt: string | null;
  playFrom: string | null;
  /** running | cooling (ended, in its cooling-off) | over */
  state: 'running' | 'cooling' | 'over';
}

/** A player session, open or recent. */
export interface SessionView {
  id: number;
  ip: string;
  userAgent: string;
  scope: string;
  createdAt: string;
  lastActiveAt: string | null;
  endedAt: string | null;
  endedReason: string | null;
  live: boolean;
}

/** What the console's player page shows. */
export interface PlayerView {
  id: number;
  username: string;
  name: string;
  email: string;
  phone: string;
  /** The market the account belongs to (issue 30, item 4), set at registration. */
  market: string;
  createdAt: string;
  closedAt: string | null;
  /** Minor units: cash available, held by withdrawals, bonus. */
  balances: { cash: bigint; held: bigint; bonus: bigint };
  realityCheckMinutes: number | null;
  limits: LimitView[];
  exclusions: ExclusionView[];
  sessions: SessionView[];
}

/** The player `id`'s page, or null for an unknown id. */
export async function playerView(q: Queryable, id: number): Promise<PlayerView | null> {
  const users = await q.query<{
    id: number;
    username: string;
    name: string;
    surname: string;
    email: string;
    phone: string;
    market: string;
    ts: string;
    closed: string | null;
    balance: string;
    held: string;
    bonus: string;
    reality: number | null;
  }>(
    `SELECT id, username, name, surname, email, phone, market, ${isoUtc('created_at')} AS ts,
            ${isoUtc('closed_at')} AS closed, balance::text AS balance, held::text AS held,
            bonus::text AS bonus, reality_check_minutes AS reality
       FROM users WHERE id = $1`,
    [id],
  );
  const u = users[0];
  if (!u) return null;
  const limits = await q.query<{
    kind: string;
    period: string;
    value: string | null;
    pending_value: string | null;
    pending_at: string | null;
    pending: boolean;
  }>(
    `SELECT kind, period, value::text AS value, pending, pending_value::text AS pending_value,
            ${isoUtc('pending_at')} AS pending_at
       FROM protection_limits WHERE user_id = $1 AND (value IS NOT NULL OR pending)
      ORDER BY array_position(ARRAY['deposit','loss','wager','session'], kind),
               array_position(ARRAY['day','week','month','session'], period)`,
    [id],
  );
  const exclusions = await q.query<ExclusionView & { [k: string]: unknown }>(
    `SELECT id, kind, term, ${isoUtc('starts_at')} AS "startsAt", ${isoUtc('ends_at')} AS "endsAt",
            ${isoUtc('lifted_at')} AS "liftedAt",
            ${isoUtc('(coalesce(ends_at, lifted_at) + cooling_off)')} AS "playFrom",
            CASE WHEN (ends_at IS NULL AND lifted_at IS NULL) OR ends_at > now() THEN 'running'
                 WHEN coalesce(ends_at, lifted_at) + cooling_off > now() THEN 'cooling'
                 ELSE 'over' END AS state
       FROM exclusions WHERE user_id = $1 ORDER BY id DESC LIMIT 20`,
    [id],
  );
  // Open sessions first, then the most recent ended ones (bounded).
  const sessions = await q.query<SessionView & { [k: string]: unknown }>(
    `SELECT id, ip, left(user_agent, 120) AS "userAgent", scope, ${isoUtc('created_at')} AS "createdAt",
            ${isoUtc('last_active_at')} AS "lastActiveAt", ${isoUtc('revoked_at')} AS "endedAt",
            ended_reason AS "endedReason",
            (revoked_at IS NULL AND expires_at > now() AND idle_until > now()) AS live
       FROM sessions WHERE user_id = $1
      ORDER BY (revoked_at IS NULL AND expires_at > now() AND idle_until > now()) DESC, id DESC LIMIT 15`,
    [id],
  );
  const balance = BigInt(u.balance);
  const held = BigInt(u.held);
  return {
    id: u.id,
    username: u.username,
    name: `${u.name} ${u.surname}`,
    email: u.email,
    phone: u.phone,
    market: u.market,
    createdAt: u.ts,
    closedAt: u.closed,
    balances: { cash: balance - held, held, bonus: BigInt(u.bonus) },
    realityCheckMinutes: u.reality,
    limits: limits.map((l) => ({
      kind: l.kind,
      period: l.period,
      value: l.value,
      pendingValue: l.pending ? l.pending_value : null,
      pendingAt: l.pending ? l.pending_at : null,
    })),
    exclusions,
    sessions,
  };
}

/** One ledger entry of a player's account. */
export interface LedgerRow {
  id: string;
  kind: string;
  ref: string;
  account: string;
  amount: bigint;
  balanceAfter: bigint;
  at: string;
}

/** A page of the player's ledger entries, newest first, before the entry `before` (a keyset). */
export async function ledgerPage(
  q: Queryable,
  userId: number,
  before: string | null,
): Promise<{ rows: LedgerRow[]; next: string | null }> {
  const rows = await q.query<{
    id: string;
    kind: string;
    ref: string;
    account: string;
    amount: string;
    balance_after: string;
    at: string;
  }>(
    `SELECT e.id::text AS id, lt.kind, lt.ref, e.account, e.amount::text AS amount,
            e.balance_after::text AS balance_after, ${isoUtc('e.created_at')} AS at
       FROM ledger_entries e JOIN ledger_transfers lt ON lt.id = e.transfer_id
      WHERE e.user_id = $1 AND ($2::bigint IS NULL OR e.id < $2::bigint)
      ORDER BY e.id DESC LIMIT $3`,
    [userId, before, LEDGER_PAGE + 1],
  );
  const page = rows.slice(0, LEDGER_PAGE).map((r) => ({
    id: r.id,
    kind: r.kind,
    ref: r.ref,
    account: r.account,
    amount: BigInt(r.amount),
    balanceAfter: BigInt(r.balance_after),
    at: r.at,
  }));
  return { rows: page, next: rows.length > LEDGER_PAGE ? (page.at(-1)?.id ?? null) : null };
}
