import type { Queryable } from '../db/index.js';
import { unprocessable } from '../errors.js';

/**
 * The double-entry ledger (issue 28; the shape of pgr0ss/pgledger). Every movement is a transfer
 * between accounts whose entries sum to zero:
 * - a player's accounts: `cash` (available: stakes and withdrawals come from it), `held` (reserved
 *   by pending withdrawals), `bonus` (bonus money, apart until wagered);
 * - system accounts: `house:<provider>` (game wins and losses per game provider),
 *   `psp_clearing:<provider>` (money on its way from or to a payment provider),
 *   `payouts_in_flight:<provider>` (a payout sent but not confirmed), `bonus_liability`,
 *   `opening` (balances that predate the ledger).
 *
 * A player's accounts live on the users row (`balance` = cash + held, `held`, `bonus`), locked by
 * the money transaction; each of their entries carries the balance after it and the player's
 * ledger version. System accounts are the sums of their entries — not rows every transfer would
 * lock. `checkLedger` proves each player's accounts, every balance chain, and that every transfer
 * (so the whole system) sums to zero.
 */

/** A player's accounts. */
export type Account = 'cash' | 'held' | 'bonus';

/** A player's accounts in minor units (`cash` is what is available, holds excluded). */
export interface Balances {
  cash: bigint;
  held: bigint;
  bonus: bigint;
}

/** Signed amounts to add to a player's accounts; omitted accounts do not move. */
export type Movement = Partial<Record<Account, bigint>>;

/** The system account on the other side of a transfer that does not balance within the player. */
export type Counterparty =
  | { account: 'house'; provider: string }
  | { account: 'psp_clearing'; provider: string }
  | { account: 'payouts_in_flight'; provider: string }
  | { account: 'bonus_liability' }
  | { account: 'opening' };

/** A system account's code as stored in `ledger_entries.account`. */
export function systemAccount(c: Counterparty): string {
  if ('provider' in c) {
    if (!/^[A-Za-z0-9_.-]{1,60}$/.test(c.provider)) throw new Error(`not a provider name: ${c.provider}`);
    return `${c.account}:${c.provider}`;
  }
  return c.account;
}

/** Cash not reserved by a pending withdrawal: what can be withdrawn. */
export const withdrawable = (b: Balances): bigint => b.cash;
/** What the player can stake: cash and bonus money. */
export const playable = (b: Balances): bigint => b.cash + b.bonus;

interface BalanceRow {
  cash: string;
  held: string;
  bonus: string;
  [k: string]: unknown;
}

const toBalances = (r: BalanceRow): Balances => ({
  cash: BigInt(r.cash),
  held: BigInt(r.held),
  bonus: BigInt(r.bonus),
});

const COLS = '(balance - held)::text AS cash, held::text AS held, bonus::text AS bonus';

/** The accounts of a player, optionally locking the row for the rest of the transaction. */
export async function readBalances(q: Queryable, userId: number, lock = false): Promise<Balances> {
  const rows = await q.query<BalanceRow>(
    `SELECT ${COLS} FROM users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  if (!rows[0]) throw new Error(`user ${userId} not found`);
  return toBalances(rows[0]);
}

/**
 * Posts one transfer in the caller's transaction: `move` on the player's accounts and, when it does
 * not sum to zero, the rest on `counter`. One statement: the player's row is updated only if no
 * account goes negative (so concurrent moves queue on the row lock and none overdraws), and the
 * transfer and its entries — each player entry with its balance after and the new ledger version —
 * are written with it. Throws 422 `payment.insufficient` when an account would go negative.
 */
export async function post(
  q: Queryable,
  userId: number,
  move: Movement,
  kind: string,
  ref: string,
  counter?: Counterparty,
): Promise<Balances> {
  const cash = move.cash ?? 0n;
  const held = move.held ?? 0n;
  const bonus = move.bonus ?? 0n;
  const rest = -(cash + held + bonus);
  if (rest !== 0n && !counter)
    throw new Error(`transfer ${kind} ${ref} does not balance and has no counterparty`);
  if (rest === 0n && counter) throw new Error(`transfer ${kind} ${ref} balances within the player`);
  const rows = await q.query<BalanceRow>(
    `WITH u AS (
       UPDATE users SET balance = balance + $2 + $3, held = held + $3, bonus = bonus + $4,
                        ledger_version = ledger_version + 1
        WHERE id = $1 AND balance - held + $2 >= 0 AND held + $3 >= 0 AND bonus + $4 >= 0
        RETURNING balance - held AS cash, held, bonus, ledger_version
     ), t AS (
       INSERT INTO ledger_transfers (kind, ref) SELECT $5, $6 FROM u RETURNING id
     ), e AS (
       INSERT INTO ledger_entries (transfer_id, user_id, account, amount, balance_after, version)
       SELECT t.id, CASE WHEN m.account IN ('cash', 'held', 'bonus') THEN $1::int END, m.account, m.amount,
              CASE m.account WHEN 'cash' THEN u.cash WHEN 'held' THEN u.held WHEN 'bonus' THEN u.bonus END,
              CASE WHEN m.account IN ('cash', 'held', 'bonus') THEN u.ledger_version END
         FROM t, u, (VALUES ('cash', $2::bigint), ('held', $3::bigint), ('bonus', $4::bigint),
                            ($7::text, $8::bigint)) AS m(account, amount)
        WHERE m.amount <> 0
     )
     SELECT cash::text AS cash, held::text AS held, bonus::text AS bonus FROM u`,
    [userId, cash, held, bonus, kind, ref, counter ? systemAccount(counter) : 'none', rest],
  );
  if (!rows[0]) throw unprocessable('payment.insufficient');
  return toBalances(rows[0]);
}

/** A leg of a transfer between system accounts only. */
export type SystemLeg = Counterparty & { amount: bigint };

/**
 * Posts a transfer between system accounts (a payout in flight that the provider paid: in flight →
 * clearing). Its legs must sum to zero.
 */
export async function transferSystem(
  q: Queryable,
  kind: string,
  ref: string,
  legs: SystemLeg[],
): Promise<void> {
  const sum = legs.reduce((s, l) => s + l.amount, 0n);
  if (sum !== 0n || legs.some((l) => l.amount === 0n))
    throw new Error(`transfer ${kind} ${ref} does not balance`);
  const accounts = legs.map((l) => systemAccount(l));
  await q.query(
    `WITH t AS (INSERT INTO ledger_transfers (kind, ref) VALUES ($1, $2) RETURNING id)
     INSERT INTO ledger_entries (transfer_id, account, amount)
     SELECT t.id, l.account, l.amount FROM t, unnest($3::text[], $4::bigint[]) AS l(account, amount)`,
    [kind, ref, accounts, legs.map((l) => l.amount.toString())],
  );
}

/** One player account whose stored balance differs from its entries. */
export interface LedgerMismatch {
  userId: number;
  username: string;
  account: Account;
  stored: string;
  ledger: string;
}

/** The result of a ledger check over the whole system. */
export interface LedgerReport {
  players: number;
  transfers: number;
  entries: number;
  /** Player accounts whose stored balance is not the sum of their entries (user id order). */
  mismatches: LedgerMismatch[];
  /** Transfers whose entries do not sum to zero. */
  unbalanced: { transferId: string; sum: string }[];
  /** Player entries whose balance after is not the previous one plus the amount, or a version that repeats. */
  brokenChains: { userId: number; account: string; entryId: string }[];
  /** The sum of every entry in the system: zero. */
  systemTotal: string;
  /** The system accounts and their balances (sums of their entries). */
  systemAccounts: { account: string; balance: string }[];
}

/** True when the report finds nothing wrong. */
export const ledgerSound = (r: LedgerReport): boolean =>
  r.mismatches.length === 0 &&
  r.unbalanced.length === 0 &&
  r.brokenChains.length === 0 &&
  r.systemTotal === '0';

/**
 * Proves the ledger: every player's cash, held and bonus equal the sums of their entries; each
 * entry's balance after is the previous one plus its amount and each transfer gave the player one
 * new version; every transfer sums to zero, and so does the whole system. Lists at most `limit`
 * findings of each kind, the first to look at first.
 */
export async function checkLedger(q: Queryable, limit = 100): Promise<LedgerReport> {
  const players = await q.query<{
    id: number;
    username: string;
    cash: string;
    held: string;
    bonus: string;
    version: string;
    l_cash: string;
    l_held: string;
    l_bonus: string;
    l_versions: string;
  }>(
    `SELECT u.id, u.username, (u.balance - u.held)::text AS cash, u.held::text AS held, u.bonus::text AS bonus,
            u.ledger_version::text AS version,
            COALESCE(s.cash, 0)::text AS l_cash, COALESCE(s.held, 0)::text AS l_held,
            COALESCE(s.bonus, 0)::text AS l_bonus, COALESCE(s.versions, 0)::text AS l_versions
       FROM users u LEFT JOIN (
         SELECT user_id,
                SUM(amount) FILTER (WHERE account = 'cash') AS cash,
                SUM(amount) FILTER (WHERE account = 'held') AS held,
                SUM(amount) FILTER (WHERE account = 'bonus') AS bonus,
                count(DISTINCT version) AS versions
           FROM ledger_entries WHERE user_id IS NOT NULL GROUP BY user_id) s ON s.user_id = u.id
      ORDER BY u.id`,
  );
  const mismatches: LedgerMismatch[] = [];
  const brokenChains: LedgerReport['brokenChains'] = [];
  for (const r of players) {
    for (const [account, stored, ledger] of [
      ['cash', r.cash, r.l_cash],
      ['held', r.held, r.l_held],
      ['bonus', r.bonus, r.l_bonus],
    ] as const) {
      if (BigInt(stored) !== BigInt(ledger) && mismatches.length < limit)
        mismatches.push({ userId: r.id, username: r.username, account, stored, ledger });
    }
    if (r.version !== r.l_versions && brokenChains.length < limit)
      brokenChains.push({ userId: r.id, account: 'version', entryId: '' });
  }
  const chains = await q.query<{ user_id: number; account: string; id: string }>(
    `SELECT user_id, account, id::text AS id FROM (
       SELECT user_id, account, id, balance_after, amount,
              lag(balance_after) OVER (PARTITION BY user_id, account ORDER BY id) AS before
         FROM ledger_entries WHERE user_id IS NOT NULL) c
      WHERE balance_after <> COALESCE(before, 0) + amount
      ORDER BY c.id LIMIT ${limit}`,
  );
  for (const c of chains) brokenChains.push({ userId: c.user_id, account: c.account, entryId: c.id });
  const unbalanced = await q.query<{ transfer_id: string; sum: string }>(
    `SELECT transfer_id::text AS transfer_id, SUM(amount)::text AS sum FROM ledger_entries
      GROUP BY transfer_id HAVING SUM(amount) <> 0 ORDER BY transfer_id LIMIT ${limit}`,
  );
  const totals = await q.query<{ transfers: string; entries: string; total: string }>(
    `SELECT (SELECT count(*) FROM ledger_transfers)::text AS transfers, count(*)::text AS entries,
            COALESCE(SUM(amount), 0)::text AS total FROM ledger_entries`,
  );
  const systemAccounts = await q.query<{ account: string; balance: string }>(
    `SELECT account, SUM(amount)::text AS balance FROM ledger_entries WHERE user_id IS NULL
      GROUP BY account ORDER BY account`,
  );
  return {
    players: players.length,
    transfers: Number(totals[0]?.transfers ?? 0),
    entries: Number(totals[0]?.entries ?? 0),
    mismatches,
    unbalanced: unbalanced.map((u) => ({ transferId: u.transfer_id, sum: u.sum })),
    brokenChains,
    systemTotal: totals[0]?.total ?? '0',
    systemAccounts,
  };
}
