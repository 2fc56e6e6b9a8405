import { BetStatus, WinBetKind } from '@playhub/shared/contracts';
import type { Db, Queryable } from '../db/index.js';
import { unprocessable } from '../errors.js';
import type { HotCache } from './cache.js';

/** Game details recorded with a bet or win (game history); optional for callers that lack them. */
export interface GameRef {
  code?: string;
  name?: string;
  provider?: string;
}

/** Adds `amount` to the balance; returns the new balance. */
export async function credit(q: Queryable, userId: number, amount: bigint): Promise<bigint> {
  const rows = await q.query<{ balance: string }>(
    'UPDATE users SET balance = balance + $1 WHERE id = $2 RETURNING balance::text AS balance',
    [amount, userId],
  );
  if (!rows[0]) throw new Error(`user ${userId} not found`);
  return BigInt(rows[0].balance);
}

/**
 * Takes `amount` off the balance only if it is covered; returns the new balance or null.
 * One conditional UPDATE: the row lock it takes makes concurrent debits queue, so none overdraws.
 */
export async function debit(q: Queryable, userId: number, amount: bigint): Promise<bigint | null> {
  const rows = await q.query<{ balance: string }>(
    'UPDATE users SET balance = balance - $1 WHERE id = $2 AND balance >= $1 RETURNING balance::text AS balance',
    [amount, userId],
  );
  return rows[0] ? BigInt(rows[0].balance) : null;
}

/** Balance reads and game money moves, keeping the hot cache in step with every write. */
export class Wallet {
  constructor(
    private readonly db: Db,
    private readonly cache: HotCache,
  ) {}

  /** Current balance in minor units (cached; every write of this process refreshes it). */
  async balance(userId: number): Promise<bigint> {
    const hit = this.cache.getBalance(userId);
    if (hit !== undefined) return hit;
    const rows = await this.db.query<{ balance: string }>(
      'SELECT balance::text AS balance FROM users WHERE id = $1',
      [userId],
    );
    if (!rows[0]) throw new Error(`user ${userId} not found`);
    const b = BigInt(rows[0].balance);
    this.cache.rememberBalance(userId, b);
    return b;
  }

  /**
   * Runs a money transaction; `fn` returns the new balance (or null when nothing moved) and a
   * result. The cache is updated only after the commit.
   */
  async move<T>(
    userId: number,
    fn: (q: Queryable) => Promise<{ balance: bigint | null; result: T }>,
  ): Promise<T> {
    const out = await this.db.tx(fn);
    if (out.balance !== null) this.cache.balanceWritten(userId, out.balance);
    return out.result;
  }

  /** A game stake: debits and records a Bet row. Idempotent per (user, ref). 422 when not covered. */
  bet(
    userId: number,
    amountMinor: bigint,
    ref: string,
    game: GameRef = {},
  ): Promise<{ balanceMinor: bigint }> {
    return this.gameMove(userId, amountMinor, ref, WinBetKind.Bet, game);
  }

  /** A game payout: credits and records a Win row. Idempotent per (user, ref). */
  win(
    userId: number,
    amountMinor: bigint,
    ref: string,
    game: GameRef = {},
  ): Promise<{ balanceMinor: bigint }> {
    return this.gameMove(userId, amountMinor, ref, WinBetKind.Win, game);
  }

  private async gameMove(userId: number, amount: bigint, ref: string, kind: WinBetKind, game: GameRef) {
    if (amount < 0n) throw new Error('negative game amount');
    return this.move(userId, async (q) => {
      const inserted = await q.query(
        `INSERT INTO bets (user_id, round_ref, game_code, game_name, provider_name, kind, status, amount)
         SELECT $1, $2, $3, COALESCE(NULLIF($4, ''), g.name, $3), COALESCE(NULLIF($5, ''), p.name, ''), $6, $7, $8
         FROM (SELECT 1) one LEFT JOIN games g ON g.code = $3 LEFT JOIN providers p ON p.id = g.provider_id
         ON CONFLICT (user_id, round_ref, kind) DO NOTHING RETURNING id`,
        [
          userId,
          ref,
          game.code ?? '',
          game.name ?? '',
          game.provider ?? '',
          kind,
          BetStatus.Completed,
          amount,
        ],
      );
      if (inserted.length === 0 || amount === 0n) {
        const rows = await q.query<{ balance: string }>(
          'SELECT balance::text AS balance FROM users WHERE id = $1',
          [userId],
        );
        return { balance: null, result: { balanceMinor: BigInt(rows[0]?.balance ?? '0') } };
      }
      const balance =
        kind === WinBetKind.Bet ? await debit(q, userId, amount) : await credit(q, userId, amount);
      if (balance === null) throw unprocessable('payment.insufficient');
      return { balance, result: { balanceMinor: balance } };
    });
  }
}
