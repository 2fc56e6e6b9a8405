import { BetStatus, WinBetKind } from '@playhub/shared/contracts';
import type { Queryable } from '../db/index.js';
import { activeGrant, closeSpentGrant, countWagering, settleWagering } from './bonus.js';
import { playable, post, readBalances } from './ledger.js';
import { t } from '../i18n/index.js';
import type { LockedSession, Wallet } from './money.js';
import { stakeRefusal } from './protection.js';
import type { MarketRules } from '../config.js';
import { blockerKey } from './session-blockers.js';
import { playerMarket } from './markets.js';

/**
 * The seamless wallet game providers call (debit, credit, rollback), as aggregators such as Hub88
 * define it: every provider transaction id is processed at most once and a repeat answers the
 * first result; a rollback refunds its debit once, and a rollback of a debit never seen is kept so
 * that the late debit is refused. Stakes take cash first, then bonus money; a round's payout is
 * split between cash and bonus in the proportion its stakes were.
 */

/** Why a wallet call was refused (the provider's retry rules depend on it). */
export type GameWalletRefusal =
  | 'INSUFFICIENT_FUNDS'
  | 'SESSION_EXPIRED'
  | 'SESSION_NOT_FOUND'
  | 'ROUND_CLOSED'
  | 'ROUND_NOT_FOUND'
  | 'TRANSACTION_ROLLED_BACK'
  | 'TRANSACTION_MISMATCH'
  | 'NOT_A_DEBIT'
  | 'LIMIT_REACHED'
  | 'PLAYER_EXCLUDED'
  /** The player must do something first in the site (accept new terms: issue 32). */
  | 'ACTION_REQUIRED';

/** HTTP status of each refusal (the envelope carries the code). */
export const REFUSAL_STATUS: Record<GameWalletRefusal, number> = {
  INSUFFICIENT_FUNDS: 422,
  SESSION_EXPIRED: 401,
  SESSION_NOT_FOUND: 401,
  ROUND_CLOSED: 409,
  ROUND_NOT_FOUND: 404,
  TRANSACTION_ROLLED_BACK: 409,
  TRANSACTION_MISMATCH: 409,
  NOT_A_DEBIT: 422,
  LIMIT_REACHED: 403,
  PLAYER_EXCLUDED: 403,
  ACTION_REQUIRED: 403,
};

/** The answer of a wallet call, stored with the transaction and replayed for repeats. */
export type GameWalletResult =
  | { ok: true; balanceMinor: string; txId: string }
  | {
      ok: false;
      code: GameWalletRefusal;
      balanceMinor: string | null;
      txId: string;
      /** Why, in the player's language (player-protection refusals, for the game to show). */
      message?: string;
    };

/** A debit or credit of a provider. */
export interface GameMoveRequest {
  provider: string;
  sessionToken: string;
  txId: string;
  roundId: string;
  amountMinor: bigint;
  gameCode?: string;
  /** On a credit: the round is over (no more debits may join it). */
  roundClosed?: boolean;
  /** On a debit: the market's rules, so a stake waits for the terms in force (issue 32). */
  market?: Pick<MarketRules, 'termsVersion' | 'twoFactorRequired'>;
  /** On a debit: an autoplay round, refused where the player's market forbids autoplay (issue 30). */
  autoplay?: boolean;
}

/** A rollback of an earlier debit. */
export interface GameRollbackRequest {
  provider: string;
  sessionToken: string;
  txId: string;
  refTxId: string;
  roundId: string;
}

/** The session of a wallet call, its player locked (see Wallet.runForSession). */
type SessionRow = LockedSession;

/** What a claim records beside the answer: what the transaction moved. */
interface Moved {
  amount: bigint;
  cashPart: bigint;
  bonusPart: bigint;
  gameCode: string;
}

/** What a wallet call needs before it can act: the session's player, or a refusal without one. */
async function begin(
  q: Queryable,
  session: SessionRow | null,
  req: { provider: string; txId: string; sessionToken: string; roundId: string },
  kind: 'debit' | 'credit' | 'rollback',
): Promise<
  | { repeat: GameWalletResult }
  | {
      session: SessionRow;
      userId: number;
      /** Records the answer (and what moved) on the claimed transaction. */
      claim: (r: GameWalletResult, moved?: Moved) => Promise<void>;
      /** Records and answers a refusal (a repeat of the id gets the same refusal). */
      refuse: (code: GameWalletRefusal, message?: string) => Promise<GameWalletResult>;
    }
> {
  if (!session || session.provider !== req.provider)
    return { repeat: { ok: false, code: 'SESSION_NOT_FOUND', balanceMinor: null, txId: req.txId } };
  // The transaction id is claimed first: a concurrent repeat waits on the unique index and then
  // reads the committed answer of the first.
  const claimed = await q.query<{ id: string }>(
    `INSERT INTO game_transactions (provider, tx_id, kind, user_id, round_id, amount, status, result)
     VALUES ($1, $2, $3, $5, $4, 0, 'pending', '{}')
     ON CONFLICT (provider, tx_id) DO NOTHING RETURNING id::text AS id`,
    [req.provider, req.txId, kind, req.roundId, session.user_id],
  );
  if (!claimed[0]) {
    const prior = await q.query<{ kind: string; status: string; result: GameWalletResult; user_id: number }>(
      'SELECT kind, status, result, user_id FROM game_transactions WHERE provider = $1 AND tx_id = $2',
      [req.provider, req.txId],
    );
    const p = prior[0]!;
    if (p.kind !== kind || p.user_id !== session.user_id) {
      return {
        repeat: { ok: false, code: 'TRANSACTION_MISMATCH', balanceMinor: null, txId: req.txId },
      };
    }
    return { repeat: p.result };
  }
  const id = claimed[0].id;
  const claim = async (r: GameWalletResult, moved?: Moved) => {
    await q.query(
      moved
        ? `UPDATE game_transactions SET result = $2, status = $3, amount = $4, cash_part = $5, bonus_part = $6, game_code = $7
            WHERE id = $1`
        : 'UPDATE game_transactions SET result = $2, status = $3 WHERE id = $1',
      [
        id,
        JSON.stringify(r),
        r.ok ? 'ok' : 'refused',
        ...(moved ? [moved.amount, moved.cashPart, moved.bonusPart, moved.gameCode] : []),
      ],
    );
  };
  return {
    session,
    userId: session.user_id,
    claim,
    refuse: async (code, message) => {
      const r: GameWalletResult = {
        ok: false,
        code,
        txId: req.txId,
        balanceMinor: await balanceText(q, session.user_id),
        ...(message ? { message } : {}),
      };
      await claim(r);
      return r;
    },
  };
}

const balanceText = async (q: Queryable, userId: number) =>
  playable(await readBalances(q, userId)).toString();

async function history(
  q: Queryable,
  s: SessionRow,
  ref: string,
  kind: WinBetKind,
  amount: bigint,
  status: BetStatus = BetStatus.Completed,
): Promise<void> {
  await q.query(
    `INSERT INTO bets (user_id, round_ref, game_code, game_name, provider_name, kind, status, amount)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (user_id, round_ref, kind) DO NOTHING`,
    [s.user_id, ref, s.game_code, s.game_name, s.provider, kind, status, amount],
  );
}

/**
 * Takes a stake. Refused when the session has ended, the round is closed or another player's,
 * money is short or a protection limit says no. A round is opened only by an accepted stake: a
 * refused one leaves no round behind (a credit on it is refused too).
 */
export function debit(wallet: Wallet, req: GameMoveRequest): Promise<GameWalletResult> {
  return runFor(wallet, req, async (q, session) => {
    const b = await begin(q, session, req, 'debit');
    if ('repeat' in b) return b.repeat;
    if (!b.session.live) return b.refuse('SESSION_EXPIRED');
    const round = await q.query<{ user_id: number; status: string; created: boolean }>(
      `INSERT INTO game_rounds (provider, round_id, user_id) VALUES ($1, $2, $3)
       ON CONFLICT (provider, round_id) DO UPDATE SET provider = EXCLUDED.provider
       RETURNING user_id, status, (xmax = 0) AS created`,
      [req.provider, req.roundId, b.userId],
    );
    const { created } = round[0]!;
    // Every refusal below leaves no round this call opened.
    const refuse = async (code: GameWalletRefusal, message?: string) => {
      if (created)
        await q.query('DELETE FROM game_rounds WHERE provider = $1 AND round_id = $2', [
          req.provider,
          req.roundId,
        ]);
      return b.refuse(code, message);
    };
    if (round[0]!.status !== 'open' || round[0]!.user_id !== b.userId) return refuse('ROUND_CLOSED');
    const locale = b.session.language === 'en' ? 'en' : 'tr';
    // An autoplay round where the player's market forbids autoplay (issue 30, item 4).
    if (req.autoplay && !(await playerMarket(q, b.userId)).autoplay)
      return refuse('LIMIT_REACHED', t(locale, 'markets.autoplayRefused'));
    const before = b.session.balances;
    if (playable(before) < req.amountMinor) return refuse('INSUFFICIENT_FUNDS');
    // Player protection, with the player locked: an exclusion, the session-time limit, or a wager
    // or loss limit this stake would go over ends the round before any money moves.
    const limited = await stakeRefusal(q, b.userId, b.session.auth_session_id, req.amountMinor, locale);
    if (limited) {
      const code = limited.code ?? (limited.status === 403 ? 'PLAYER_EXCLUDED' : 'LIMIT_REACHED');
      return refuse(code, t(locale, limited.key, limited.params));
    }
    const blocked = req.market ? await blockerKey(q, b.userId, req.market) : null;
    if (blocked) return refuse('ACTION_REQUIRED', t(locale, blocked));
    const cashPart = req.amountMinor < before.cash ? req.amountMinor : before.cash;
    const bonusPart = req.amountMinor - cashPart;
    const ref = `game:${req.provider}:${req.txId}`;
    const after = await post(q, b.userId, { cash: -cashPart, bonus: -bonusPart }, 'bet', ref, {
      account: 'house',
      provider: req.provider,
    });
    await history(q, b.session, ref, WinBetKind.Bet, req.amountMinor);
    // Counted now; the bonus becomes cash only once the rounds that met the requirement settle.
    await countWagering(q, b.userId, req.amountMinor);
    const r: GameWalletResult = { ok: true, txId: req.txId, balanceMinor: playable(after).toString() };
    await b.claim(r, {
      amount: req.amountMinor,
      cashPart,
      bonusPart,
      gameCode: req.gameCode ?? b.session.game_code,
    });
    return r;
  });
}

/**
 * Pays a win (amount may be 0) into the round's player, cash and bonus in the round's proportion.
 * Needs an accepted stake in that round (a credit for a refused or unknown stake is refused); a
 * credit that closes the round settles it: no debit or rollback may touch it after, and a bonus
 * whose wagering is met is released once no round of the player is left open.
 */
export function credit(wallet: Wallet, req: GameMoveRequest): Promise<GameWalletResult> {
  return runFor(wallet, req, async (q, session) => {
    const b = await begin(q, session, req, 'credit');
    if ('repeat' in b) return b.repeat;
    const { refuse } = b;
    // A payout is owed even after logout: the session only has to exist.
    const round = await q.query<{ user_id: number; status: string }>(
      'SELECT user_id, status FROM game_rounds WHERE provider = $1 AND round_id = $2 FOR UPDATE',
      [req.provider, req.roundId],
    );
    if (!round[0] || round[0].user_id !== b.userId) return refuse('ROUND_NOT_FOUND');
    if (round[0].status !== 'open') return refuse('ROUND_CLOSED');
    const stakes = await q.query<{ n: string; cash: string; bonus: string }>(
      `SELECT count(*)::text AS n, COALESCE(SUM(cash_part), 0)::text AS cash, COALESCE(SUM(bonus_part), 0)::text AS bonus
         FROM game_transactions WHERE provider = $1 AND round_id = $2 AND kind = 'debit' AND status = 'ok'`,
      [req.provider, req.roundId],
    );
    if (stakes[0]!.n === '0') return refuse('ROUND_NOT_FOUND');
    const cashStake = BigInt(stakes[0]!.cash);
    const bonusStake = BigInt(stakes[0]!.bonus);
    const grant = await activeGrant(q, b.userId);
    const bonusShare =
      grant && bonusStake > 0n ? (req.amountMinor * bonusStake) / (cashStake + bonusStake) : 0n;
    const ref = `game:${req.provider}:${req.txId}`;
    if (req.amountMinor > 0n) {
      await post(q, b.userId, { cash: req.amountMinor - bonusShare, bonus: bonusShare }, 'win', ref, {
        account: 'house',
        provider: req.provider,
      });
      await history(q, b.session, ref, WinBetKind.Win, req.amountMinor);
    }
    await q.query(
      `UPDATE game_transactions SET amount = $3, cash_part = $4, bonus_part = $5, game_code = $6
       WHERE provider = $1 AND tx_id = $2`,
      [
        req.provider,
        req.txId,
        req.amountMinor,
        req.amountMinor - bonusShare,
        bonusShare,
        req.gameCode ?? b.session.game_code,
      ],
    );
    if (req.roundClosed) {
      await q.query(
        `UPDATE game_rounds SET status = 'closed', closed_at = now() WHERE provider = $1 AND round_id = $2`,
        [req.provider, req.roundId],
      );
      await settleWagering(q, b.userId);
      await closeSpentGrant(q, b.userId);
    }
    const r: GameWalletResult = { ok: true, txId: req.txId, balanceMinor: await balanceText(q, b.userId) };
    await b.claim(r);
    return r;
  });
}

/**
 * Refunds a stake once, while its round is open (a rollback of a stake in a settled round is refused,
 * `ROUND_CLOSED`); a rollback of a debit never seen is kept so that debit is refused when it arrives.
 */
export function rollback(wallet: Wallet, req: GameRollbackRequest): Promise<GameWalletResult> {
  return runFor(wallet, req, async (q, session) => {
    const b = await begin(q, session, req, 'rollback');
    if ('repeat' in b) return b.repeat;
    const userId = b.userId;
    const target = await q.query<{
      kind: string;
      status: string;
      user_id: number;
      round_id: string;
      amount: string;
      cash_part: string;
      bonus_part: string;
    }>(
      `SELECT kind, status, user_id, round_id, amount::text AS amount, cash_part::text AS cash_part, bonus_part::text AS bonus_part
         FROM game_transactions WHERE provider = $1 AND tx_id = $2 FOR UPDATE`,
      [req.provider, req.refTxId],
    );
    const t = target[0];
    const done = async () => {
      const r: GameWalletResult = { ok: true, txId: req.txId, balanceMinor: await balanceText(q, userId) };
      await b.claim(r);
      return r;
    };
    if (!t) {
      // The debit may still be on its way: keep its id so it is refused when it arrives.
      const tomb: GameWalletResult = {
        ok: false,
        code: 'TRANSACTION_ROLLED_BACK',
        balanceMinor: null,
        txId: req.refTxId,
      };
      await q.query(
        `INSERT INTO game_transactions (provider, tx_id, kind, user_id, round_id, amount, status, result, ref_tx_id)
         VALUES ($1, $2, 'debit', $3, $4, 0, 'rolled_back', $5, $6)`,
        [req.provider, req.refTxId, userId, req.roundId, JSON.stringify(tomb), req.txId],
      );
      return done();
    }
    if (t.user_id !== userId) return b.refuse('TRANSACTION_MISMATCH');
    if (t.kind !== 'debit') return b.refuse('NOT_A_DEBIT');
    if (t.status !== 'ok') return done();
    // A stake of a settled round stays: its round's win was paid on it.
    const round = await q.query<{ status: string }>(
      'SELECT status FROM game_rounds WHERE provider = $1 AND round_id = $2 FOR UPDATE',
      [req.provider, t.round_id],
    );
    if (round[0]?.status !== 'open') return b.refuse('ROUND_CLOSED');
    const cashPart = BigInt(t.cash_part);
    let bonusPart = BigInt(t.bonus_part);
    // Bonus money staked under a grant that has since ended comes back as cash.
    const grant = await activeGrant(q, userId);
    const toCash = grant ? cashPart : cashPart + bonusPart;
    if (!grant) bonusPart = 0n;
    await post(
      q,
      userId,
      { cash: toCash, bonus: bonusPart },
      'rollback',
      `game:${req.provider}:${req.txId}`,
      {
        account: 'house',
        provider: req.provider,
      },
    );
    // The stake no longer counts towards the wagering.
    await countWagering(q, userId, -BigInt(t.amount));
    await q.query(
      `UPDATE game_transactions SET status = 'rolled_back', ref_tx_id = $3 WHERE provider = $1 AND tx_id = $2`,
      [req.provider, req.refTxId, req.txId],
    );
    await q.query(
      `UPDATE bets SET status = ${BetStatus.Cancelled} WHERE user_id = $1 AND round_ref = $2 AND kind = ${WinBetKind.Bet}`,
      [userId, `game:${req.provider}:${req.refTxId}`],
    );
    return done();
  });
}

/** The playable balance of a session's player (the provider's `balance` call). */
export async function sessionBalance(
  q: Queryable,
  provider: string,
  sessionToken: string,
): Promise<{ userId: number; balanceMinor: bigint } | null> {
  if (!sessionToken || sessionToken.length > 100) return null;
  const rows = await q.query<{ user_id: number; provider: string }>(
    'SELECT user_id, provider FROM game_sessions WHERE token = $1',
    [sessionToken],
  );
  const s = rows[0];
  if (!s || s.provider !== provider) return null;
  return { userId: s.user_id, balanceMinor: playable(await readBalances(q, s.user_id)) };
}

/** Runs a wallet call in one transaction with its player locked; the player's cached view is dropped afterwards. */
function runFor(
  wallet: Wallet,
  req: { provider: string; sessionToken: string },
  fn: (q: Queryable, session: SessionRow | null) => Promise<GameWalletResult>,
): Promise<GameWalletResult> {
  return wallet.runForSession(req.sessionToken, fn);
}
