import {
  TransactionStatus,
  TransactionType,
  type MoneySummary,
  type PlaySession,
} from '@playhub/shared/contracts';
import { isoUtc, type Queryable } from '../db/index.js';
import { toMajor } from './money-format.js';

/**
 * The figures licensed markets ask a site to show (issue 32): the gaming session's elapsed time and
 * net position (UKGC RTS 13C/2E), net deposits and the last months' net result (RTS 1C), and the panic
 * button's break (GlüStV). The gaming session is the login session: it starts at login, and its net
 * position counts every accepted stake and win of the player since then (rolled-back stakes count
 * for nothing), the same figures as the reality check.
 */

/** SQL of a player's stakes and wins (minor units, text) since `since`, for `$1` the player. */
const stakesAndWinsSql = (since: string) => `
  SELECT coalesce(sum(g.amount) FILTER (WHERE g.kind = 'debit'), 0)::text AS staked,
         coalesce(sum(g.amount) FILTER (WHERE g.kind = 'credit'), 0)::text AS won
    FROM game_transactions g
   WHERE g.user_id = $1 AND g.status = 'ok' AND g.kind IN ('debit', 'credit') AND g.created_at >= ${since}`;

/** The gaming session of login session `sessionId` of player `userId`: its start, time and net position. */
export async function playSession(q: Queryable, userId: number, sessionId: number): Promise<PlaySession> {
  const rows = await q.query<{ started: string; elapsed: string; staked: string; won: string }>(
    `SELECT ${isoUtc('s.created_at')} AS started,
            floor(extract(epoch FROM now() - s.created_at))::text AS elapsed, f.staked, f.won
       FROM sessions s
       CROSS JOIN LATERAL (${stakesAndWinsSql('s.created_at')}) f
      WHERE s.id = $2 AND s.user_id = $1`,
    [userId, sessionId],
  );
  const r = rows[0]!;
  const staked = BigInt(r.staked);
  const won = BigInt(r.won);
  return {
    startedAt: r.started,
    elapsedSeconds: Math.max(0, Number(r.elapsed)),
    staked: toMajor(staked),
    won: toMajor(won),
    net: toMajor(won - staked),
  };
}

/**
 * Net deposits (completed deposits − completed withdrawals, since the account opened) and the net
 * result of the games (wins − stakes) over the last `months` months.
 */
export async function moneySummary(q: Queryable, userId: number, months: number): Promise<MoneySummary> {
  const rows = await q.query<{ deposits: string; withdrawals: string; staked: string; won: string }>(
    `SELECT (SELECT coalesce(sum(amount) FILTER (WHERE type = ${TransactionType.Deposit}), 0)::text FROM transactions
              WHERE user_id = $1 AND status = ${TransactionStatus.Confirmed}) AS deposits,
            (SELECT coalesce(sum(amount) FILTER (WHERE type = ${TransactionType.Withdraw}), 0)::text FROM transactions
              WHERE user_id = $1 AND status = ${TransactionStatus.Confirmed}) AS withdrawals,
            f.staked, f.won
       FROM (${stakesAndWinsSql(`now() - make_interval(months => $2)`)}) f`,
    [userId, months],
  );
  const r = rows[0]!;
  const deposits = BigInt(r.deposits);
  const withdrawals = BigInt(r.withdrawals);
  const staked = BigInt(r.staked);
  const won = BigInt(r.won);
  return {
    deposits: toMajor(deposits),
    withdrawals: toMajor(withdrawals),
    netDeposits: toMajor(deposits - withdrawals),
    months,
    staked: toMajor(staked),
    won: toMajor(won),
    netResult: toMajor(won - staked),
  };
}

/**
 * The panic button: a time-out of `hours` from now that no one can end early and that has no
 * cooling-off (play and deposits reopen when it ends). The player's row is locked first, so a
 * repeat at the same moment (a double click, two tabs, a retried request) finds the break the first
 * one started and answers its end instead of starting another; so does a player already excluded.
 */
export async function panicBreak(
  q: Queryable,
  userId: number,
  hours: number,
): Promise<{ endsAt: string | null; started: boolean }> {
  await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const running = await q.query<{ ends: string | null }>(
    `SELECT ${isoUtc('ends_at')} AS ends FROM exclusions
      WHERE user_id = $1 AND lifted_at IS NULL AND (ends_at IS NULL OR ends_at > now())
      ORDER BY ends_at DESC NULLS FIRST LIMIT 1`,
    [userId],
  );
  if (running[0]) return { endsAt: running[0].ends, started: false };
  const rows = await q.query<{ ends: string }>(
    `INSERT INTO exclusions (user_id, kind, term, ends_at, cooling_off)
     VALUES ($1, 'timeout', 'panic', now() + make_interval(hours => $2), interval '0')
     RETURNING ${isoUtc('ends_at')} AS ends`,
    [userId, hours],
  );
  return { endsAt: rows[0]!.ends, started: true };
}
