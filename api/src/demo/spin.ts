import { randomInt, randomUUID } from 'node:crypto';
import { SYMBOLS } from './game-page.js';

/** Game details recorded with a bet or win, for the game history. */
export interface DemoGameRef {
  code?: string;
  name?: string;
  provider?: string;
}

/** The money side the demo games need; API-core's Wallet implements it. */
export interface DemoMoney {
  bet(
    userId: number,
    amountMinor: bigint,
    ref: string,
    game?: DemoGameRef,
  ): Promise<{ balanceMinor: bigint }>;
  win(
    userId: number,
    amountMinor: bigint,
    ref: string,
    game?: DemoGameRef,
  ): Promise<{ balanceMinor: bigint }>;
  balance(userId: number): Promise<bigint>;
}

export interface Outcome {
  multiplier: number;
  reels: string[];
}

// 30 % of spins win; small multipliers are the common ones. Return to player ≈ 111 %: it is a demo.
const WIN_PERCENT = 30;
const MULTIPLIERS = [2, 2, 2, 3, 3, 5, 10] as const;
const WIN_SYMBOL: Record<number, string> = { 2: '♣', 3: '♥', 5: '★', 10: '7' };

/** Draws one spin; `rand(n)` returns an integer in [0, n). */
export function drawOutcome(rand: (n: number) => number = randomInt): Outcome {
  if (rand(100) < WIN_PERCENT) {
    const multiplier = MULTIPLIERS[rand(MULTIPLIERS.length)] ?? 2;
    const s = WIN_SYMBOL[multiplier] ?? '7';
    return { multiplier, reels: [s, s, s] };
  }
  const reels = [0, 1, 2].map(() => SYMBOLS[rand(SYMBOLS.length)] ?? '7');
  // Three alike would read as a win: change the last reel.
  if (reels[0] === reels[1] && reels[1] === reels[2]) {
    reels[2] = SYMBOLS[(SYMBOLS.indexOf(reels[2] as (typeof SYMBOLS)[number]) + 1) % SYMBOLS.length] ?? '7';
  }
  return { multiplier: 0, reels };
}

/** True for the wallet's "not enough money" failure, whatever shape API-core gives it. */
export function isInsufficient(err: unknown): boolean {
  const e = err as { status?: number; statusCode?: number; code?: string; message?: string } | null;
  if (!e) return false;
  return (
    e.status === 422 ||
    e.statusCode === 422 ||
    /insufficient/i.test(String(e.code ?? '')) ||
    /insufficient|yetersiz/i.test(String(e.message ?? ''))
  );
}

export type SpinResult =
  | { ok: true; balanceMinor: bigint; winMinor: bigint; multiplier: number; reels: string[] }
  | { ok: false; reason: 'insufficient'; balanceMinor: bigint };

/** Takes the stake, maybe pays a win; every movement goes through the wallet with its own ref. */
export async function playSpin(
  money: DemoMoney,
  userId: number,
  stakeMinor: bigint,
  game: DemoGameRef = {},
  outcome = drawOutcome(),
): Promise<SpinResult> {
  const current = await money.balance(userId);
  if (current < stakeMinor) return { ok: false, reason: 'insufficient', balanceMinor: current };
  // One round ref for the stake and its payout (the wallet keys game rows by ref and kind).
  const round = randomUUID();
  let balanceMinor: bigint;
  try {
    ({ balanceMinor } = await money.bet(userId, stakeMinor, `demo:${round}`, game));
  } catch (err) {
    // Another tab may have spent the money between the check and the bet.
    if (isInsufficient(err))
      return { ok: false, reason: 'insufficient', balanceMinor: await money.balance(userId) };
    throw err;
  }
  let winMinor = 0n;
  if (outcome.multiplier > 0) {
    winMinor = stakeMinor * BigInt(outcome.multiplier);
    ({ balanceMinor } = await money.win(userId, winMinor, `demo:${round}`, game));
  }
  return { ok: true, balanceMinor, winMinor, multiplier: outcome.multiplier, reels: outcome.reels };
}
