import type { BalanceData } from '@playhub/shared/contracts';
import type { Db, Queryable } from '../db/index.js';
import type { HotCache } from './cache.js';
import { playable, readBalances, withdrawable, type Balances } from './ledger.js';
import { toMajor } from './money-format.js';

/** A game session with its player's row locked and balances read ({@link Wallet.runForSession}). */
export interface LockedSession {
  user_id: number;
  auth_session_id: number | null;
  language: string;
  provider: string;
  game_code: string;
  game_name: string;
  live: boolean;
  balances: Balances;
}

interface LockedSessionRow extends Omit<LockedSession, 'balances'> {
  cash: string;
  held: string;
  bonus: string;
  [k: string]: unknown;
}

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

  /**
   * Runs a money transaction for the player of a game session: one statement finds the session,
   * locks its player's row (before anything that references the player, as {@link run}) and reads
   * the player's balances; `fn` gets them, or null for an unknown token. The hot path of the
   * seamless wallet: one round trip where a lookup, a lock and a read were three.
   */
  async runForSession<T>(
    token: string,
    fn: (q: Queryable, s: LockedSession | null) => Promise<T>,
  ): Promise<T> {
    let userId: number | null = null;
    try {
      return await this.db.tx(async (q) => {
        const rows =
          token && token.length <= 100
            ? await q.query<LockedSessionRow>(
                `SELECT s.user_id, s.auth_session_id, s.language, s.provider, s.game_code, s.game_name,
                        (s.ended_at IS NULL AND s.expires_at > now()) AS live,
                        (u.balance - u.held)::text AS cash, u.held::text AS held, u.bonus::text AS bonus
                   FROM game_sessions s JOIN users u ON u.id = s.user_id
                  WHERE s.token = $1 FOR UPDATE OF u`,
                [token],
              )
            : [];
        const r = rows[0];
        userId = r?.user_id ?? null;
        return fn(
          q,
          r
            ? { ...r, balances: { cash: BigInt(r.cash), held: BigInt(r.held), bonus: BigInt(r.bonus) } }
            : null,
        );
      });
    } finally {
      if (userId !== null) this.cache.walletWritten(userId);
    }
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
