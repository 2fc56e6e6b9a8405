import { randomInt, randomUUID } from 'node:crypto';
import { SYMBOLS } from './game-page.js';

/** The answer of a seamless-wallet call, as the provider reads it. */
export interface WalletAnswer {
  httpStatus: number;
  status: string;
  /** Playable balance in major units as a decimal string, or null. */
  balance: string | null;
  /** A refusal's reason in the player's language, when the wallet gives one (player protection). */
  message?: string;
}

/**
 * The operator's seamless wallet as a game provider reaches it: signed JSON calls to
 * `/api/gamewallet/<op>` (the demo provider makes exactly the calls a real one would).
 */
export interface WalletClient {
  call(op: 'balance' | 'debit' | 'credit' | 'rollback', body: Record<string, unknown>): Promise<WalletAnswer>;
}

/** One line of the paytable: three `symbol`s pay `multiplier` × stake, `weight` in 10,000 spins. */
export interface PayLine {
  symbol: string;
  multiplier: number;
  weight: number;
}

/** Weights are out of this many spins; the rest lose. */
export const WEIGHT_TOTAL = 10_000;

/**
 * The demo slot's paytable: 46 % of spins pay (a fifth of them only return the stake), and the
 * return to player is 96 % — within what real slots declare (94–97 %), never a money pump.
 */
export const PAYTABLE: readonly PayLine[] = [
  { symbol: '7', multiplier: 10, weight: 100 },
  { symbol: '★', multiplier: 5, weight: 300 },
  { symbol: '♥', multiplier: 3, weight: 700 },
  { symbol: '♣', multiplier: 2, weight: 1500 },
  { symbol: '♦', multiplier: 1, weight: 2000 },
];

/** The return to player the game declares, computed from its paytable (0.96). */
export const DECLARED_RTP =
  PAYTABLE.reduce((sum, line) => sum + line.multiplier * line.weight, 0) / WEIGHT_TOTAL;

export interface Outcome {
  multiplier: number;
  reels: string[];
}

/** Draws one spin; `rand(n)` returns an integer in [0, n). */
export function drawOutcome(rand: (n: number) => number = randomInt): Outcome {
  let ticket = rand(WEIGHT_TOTAL);
  for (const line of PAYTABLE) {
    if (ticket < line.weight)
      return { multiplier: line.multiplier, reels: [line.symbol, line.symbol, line.symbol] };
    ticket -= line.weight;
  }
  const reels = [0, 1, 2].map(() => SYMBOLS[rand(SYMBOLS.length)] ?? '7');
  // Three alike would read as a win: change the last reel.
  if (reels[0] === reels[1] && reels[1] === reels[2]) {
    reels[2] = SYMBOLS[(SYMBOLS.indexOf(reels[2] as (typeof SYMBOLS)[number]) + 1) % SYMBOLS.length] ?? '7';
  }
  return { multiplier: 0, reels };
}

export type SpinResult =
  | { ok: true; balance: string; win: bigint; multiplier: number; reels: string[] }
  | { ok: false; reason: 'insufficient' | 'session' | 'failed'; balance: string | null }
  /** Player protection refused the stake; the round ends with nothing moved, and the message says why. */
  | { ok: false; reason: 'limit'; balance: string | null; message: string };

const decimal = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

/**
 * One round of the demo slot through the seamless wallet: debit the stake, then credit the win
 * (zero on a loss) and close the round. When the payout cannot be delivered the stake is rolled
 * back, as providers do after a failure.
 */
export async function playSpin(
  wallet: WalletClient,
  session: { token: string; provider: string; gameCode: string },
  stakeMinor: bigint,
  outcome = drawOutcome(),
  autoplay = false,
): Promise<SpinResult> {
  const round = randomUUID();
  const base = { provider: session.provider, session: session.token, roundId: round, currency: 'TRY' };
  const bet = await wallet.call('debit', {
    ...base,
    transactionId: `${round}:bet`,
    amount: decimal(stakeMinor),
    gameCode: session.gameCode,
    ...(autoplay ? { autoplay: true } : {}),
  });
  if (bet.status === 'INSUFFICIENT_FUNDS') return { ok: false, reason: 'insufficient', balance: bet.balance };
  if (bet.status === 'LIMIT_REACHED' || bet.status === 'PLAYER_EXCLUDED' || bet.status === 'ACTION_REQUIRED')
    return { ok: false, reason: 'limit', balance: bet.balance, message: bet.message ?? '' };
  if (bet.status === 'SESSION_EXPIRED' || bet.status === 'SESSION_NOT_FOUND')
    return { ok: false, reason: 'session', balance: null };
  if (bet.status !== 'OK') return { ok: false, reason: 'failed', balance: bet.balance };
  const winMinor = stakeMinor * BigInt(outcome.multiplier);
  const paid = await wallet
    .call('credit', {
      ...base,
      transactionId: `${round}:win`,
      amount: decimal(winMinor),
      gameCode: session.gameCode,
      roundClosed: true,
    })
    .catch(() => null);
  if (!paid || paid.status !== 'OK') {
    const back = await wallet.call('rollback', {
      provider: session.provider,
      session: session.token,
      roundId: round,
      transactionId: `${round}:rollback`,
      referenceTransactionId: `${round}:bet`,
    });
    return { ok: false, reason: 'failed', balance: back.balance };
  }
  return {
    ok: true,
    balance: paid.balance ?? '0.00',
    win: winMinor,
    multiplier: outcome.multiplier,
    reels: outcome.reels,
  };
}
