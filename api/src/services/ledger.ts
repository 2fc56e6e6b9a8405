import type { Queryable } from '../db/index.js';
import { unprocessable } from '../errors.js';

/** The accounts of a player: cash (holds included), the part of it held, and bonus money. */
export type Account = 'cash' | 'held' | 'bonus';

/** A player's accounts in minor units. */
export interface Balances {
  cash: bigint;
  held: bigint;
  bonus: bigint;
}

/** Signed amounts to add to each account; omitted accounts do not move. */
export type Movement = Partial<Record<Account, bigint>>;

/** Cash not reserved by a pending withdrawal: what can be withdrawn. */
export const withdrawable = (b: Balances): bigint => b.cash - b.held;
/** What the player can stake: cash not held plus bonus money. */
export const playable = (b: Balances): bigint => b.cash - b.held + b.bonus;

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

const RETURNING = 'balance::text AS cash, held::text AS held, bonus::text AS bonus';

/** The accounts of a player, optionally locking the row for the rest of the transaction. */
export async function readBalances(q: Queryable, userId: number, lock = false): Promise<Balances> {
  const rows = await q.query<BalanceRow>(
    `SELECT ${RETURNING} FROM users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  if (!rows[0]) throw new Error(`user ${userId} not found`);
  return toBalances(rows[0]);
}

/**
 * Moves money between a player's accounts and writes one ledger row per account moved, in the
 * caller's transaction. One conditional UPDATE: it applies only if no account goes negative and
 * cash stays at or above holds, so concurrent moves queue on the row lock and none overdraws.
 * Throws 422 `payment.insufficient` when the condition fails.
 */
export async function post(
  q: Queryable,
  userId: number,
  move: Movement,
  kind: string,
  ref: string,
): Promise<Balances> {
  const cash = move.cash ?? 0n;
  const held = move.held ?? 0n;
  const bonus = move.bonus ?? 0n;
  const rows = await q.query<BalanceRow>(
    `UPDATE users SET balance = balance + $2, held = held + $3, bonus = bonus + $4
     WHERE id = $1 AND balance + $2 >= 0 AND held + $3 >= 0 AND bonus + $4 >= 0 AND balance + $2 >= held + $3
     RETURNING ${RETURNING}`,
    [userId, cash, held, bonus],
  );
  if (!rows[0]) throw unprocessable('payment.insufficient');
  for (const [account, amount] of [
    ['cash', cash],
    ['held', held],
    ['bonus', bonus],
  ] as const) {
    if (amount !== 0n) {
      await q.query('INSERT INTO ledger (user_id, account, amount, kind, ref) VALUES ($1, $2, $3, $4, $5)', [
        userId,
        account,
        amount,
        kind,
        ref,
      ]);
    }
  }
  return toBalances(rows[0]);
}

/** One player whose accounts differ from the sum of their ledger rows. */
export interface LedgerMismatch {
  userId: number;
  username: string;
  account: Account;
  stored: string;
  ledger: string;
}

/** The result of a ledger check over every player. */
export interface LedgerReport {
  players: number;
  rows: number;
  mismatches: LedgerMismatch[];
}

/**
 * Proves, for every player, that cash, held and bonus equal the sums of their ledger rows. The
 * mismatches come in user id order, so the first is the first to look at.
 */
export async function checkLedger(q: Queryable, limit = 100): Promise<LedgerReport> {
  const rows = await q.query<{
    id: number;
    username: string;
    cash: string;
    held: string;
    bonus: string;
    l_cash: string;
    l_held: string;
    l_bonus: string;
  }>(
    `SELECT u.id, u.username, u.balance::text AS cash, u.held::text AS held, u.bonus::text AS bonus,
            COALESCE(s.cash, 0)::text AS l_cash, COALESCE(s.held, 0)::text AS l_held, COALESCE(s.bonus, 0)::text AS l_bonus
       FROM users u LEFT JOIN (
         SELECT user_id,
                SUM(amount) FILTER (WHERE account = 'cash') AS cash,
                SUM(amount) FILTER (WHERE account = 'held') AS held,
                SUM(amount) FILTER (WHERE account = 'bonus') AS bonus
           FROM ledger GROUP BY user_id) s ON s.user_id = u.id
      ORDER BY u.id`,
  );
  const mismatches: LedgerMismatch[] = [];
  for (const r of rows) {
    for (const [account, stored, ledger] of [
      ['cash', r.cash, r.l_cash],
      ['held', r.held, r.l_held],
      ['bonus', r.bonus, r.l_bonus],
    ] as const) {
      if (BigInt(stored) !== BigInt(ledger) && mismatches.length < limit) {
        mismatches.push({ userId: r.id, username: r.username, account, stored, ledger });
      }
    }
  }
  const count = await q.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger');
  return { players: rows.length, rows: Number(count[0]?.n ?? 0), mismatches };
}
