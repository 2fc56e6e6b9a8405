import type { BalanceData } from '@playhub/shared/contracts';
import type { Db, Queryable } from '../db/index.js';
import type { HotCache } from './cache.js';
import { playable, readBalances, withdrawable, type Balances } from './ledger.js';
import { toMajor } from './money-format.js';

/** A player's money as the site shows it (minor units). */
export interface WalletView extends Balances {
  /** Wagering of the active bonus, or null without one. */
  wagering: { required: bigint; wagered: bigint } | null;
}

/** The `user/balance` data of a view. */
export function balanceDataOf(v: WalletView): BalanceData {
  return {
    balance: toMajor(playable(v)),
    withdrawable: toMajor(withdrawable(v)),
    held: toMajor(v.held),
    bonus: toMajor(v.bonus),
    wagering: v.wagering
      ? { required: toMajor(v.wagering.required), wagered: toMajor(v.wagering.wagered) }
      : null,
  };
}

/** Reads a player's view in a transaction or outside one. */
export async function readView(q: Queryable, userId: number): Promise<WalletView> {
  const balances = await readBalances(q, userId);
  const grants = await q.query<{ required: string; wagered: string }>(
    `SELECT wagering_required::text AS required, wagered::text AS wagered FROM bonus_grants
     WHERE user_id = $1 AND status = 'active'`,
    [userId],
  );
  const g = grants[0];
  return {
    ...balances,
    wagering: g ? { required: BigInt(g.required), wagered: BigInt(g.wagered) } : null,
  };
}

/**
 * Balance reads and money transactions, keeping the hot cache in step: `user/balance` is polled
 * every 3 s by every player, so views are cached, and every money transaction drops the player's
 * entry here and (through Redis) on every other instance once it has committed.
 */
export class Wallet {
  constructor(
    private readonly db: Db,
    private readonly cache: HotCache,
  ) {}

  /** The player's view (cached until the next money transaction). */
  async view(userId: number): Promise<WalletView> {
    const hit = this.cache.getWallet<WalletView>(userId);
    if (hit) return hit;
    const generation = this.cache.walletGeneration(userId);
    const v = await readView(this.db, userId);
    this.cache.rememberWallet(userId, v, generation);
    return v;
  }

  /** The player a game session token belongs to, or null. */
  async userOfSession(token: string): Promise<number | null> {
    if (!token || token.length > 100) return null;
    const rows = await this.db.query<{ user_id: number }>(
      'SELECT user_id FROM game_sessions WHERE token = $1',
      [token],
    );
    return rows[0]?.user_id ?? null;
  }

  /**
   * Runs a money transaction for the players in `userIds`; their cached views are dropped after it.
   * The players' rows are locked first, in id order, before `fn` inserts anything that references
   * them: an insert with a foreign key takes a key-share lock on the player, and two transactions
   * holding one each and then asking FOR UPDATE deadlock (PostgreSQL; PGlite runs one at a time).
   */
  async run<T>(userIds: number | number[], fn: (q: Queryable) => Promise<T>): Promise<T> {
    const ids = [...new Set(Array.isArray(userIds) ? userIds : [userIds])].sort((a, b) => a - b);
    try {
      return await this.db.tx(async (q) => {
        if (ids.length > 0) await lockPlayers(q, ids);
        return fn(q);
      });
    } finally {
      // Also after a failure: a statement may have moved money before a later one threw and the
      // transaction rolled back; a fresh read is always right.
      for (const id of ids) this.cache.walletWritten(id);
    }
  }
}

/**
 * Locks players' rows for the rest of the transaction, in id order (one order everywhere, so two
 * transactions that lock several players cannot wait on each other).
 */
export async function lockPlayers(q: Queryable, ids: readonly number[]): Promise<void> {
  await q.query('SELECT id FROM users WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [ids]);
}
