import type { Queryable } from '../db/index.js';
import { post, readBalances } from './ledger.js';

/** The active bonus grant of a player (locked for the caller's transaction), or null. */
export async function activeGrant(
  q: Queryable,
  userId: number,
): Promise<{ id: number; required: bigint; wagered: bigint } | null> {
  const rows = await q.query<{ id: number; required: string; wagered: string }>(
    `SELECT id, wagering_required::text AS required, wagered::text AS wagered FROM bonus_grants
     WHERE user_id = $1 AND status = 'active' FOR UPDATE`,
    [userId],
  );
  const g = rows[0];
  return g ? { id: g.id, required: BigInt(g.required), wagered: BigInt(g.wagered) } : null;
}

/**
 * Grants bonus money with a wagering requirement (`multiplier` × amount): the money goes to the
 * bonus account, apart from cash. The caller has checked eligibility.
 */
export async function grantBonus(
  q: Queryable,
  userId: number,
  kind: string,
  amount: bigint,
  multiplier: number,
): Promise<{ grantId: number; wageringRequired: bigint }> {
  const wageringRequired = amount * BigInt(multiplier);
  const rows = await q.query<{ id: number }>(
    `INSERT INTO bonus_grants (user_id, kind, amount, wagering_required) VALUES ($1, $2, $3, $4) RETURNING id`,
    [userId, kind, amount, wageringRequired],
  );
  const grantId = rows[0]!.id;
  await post(q, userId, { bonus: amount }, 'bonus_grant', `grant:${grantId}`, { account: 'bonus_liability' });
  // A requirement of zero releases the money at once.
  if (wageringRequired === 0n) await releaseGrant(q, userId, grantId);
  return { grantId, wageringRequired };
}

/** Ends a grant whose wagering is met: the remaining bonus money becomes cash. */
async function releaseGrant(q: Queryable, userId: number, grantId: number): Promise<void> {
  const { bonus } = await readBalances(q, userId);
  if (bonus > 0n) await post(q, userId, { bonus: -bonus, cash: bonus }, 'bonus_release', `grant:${grantId}`);
  await q.query(`UPDATE bonus_grants SET status = 'completed', ended_at = now() WHERE id = $1`, [grantId]);
}

/**
 * Counts a stake (positive) or a refunded stake (negative) towards the active grant's wagering.
 * Nothing is released here: a stake can still be rolled back while its round is open.
 */
export async function countWagering(q: Queryable, userId: number, stake: bigint): Promise<void> {
  const g = await activeGrant(q, userId);
  if (!g) return;
  const wagered = g.wagered + stake < 0n ? 0n : g.wagered + stake;
  await q.query('UPDATE bonus_grants SET wagered = $2 WHERE id = $1', [g.id, wagered]);
}

/**
 * Releases the active grant's bonus money as cash when its wagering is met and every round of the
 * player with a stake standing has settled (a round settles when a credit closes it; a stake of a
 * settled round can no longer be rolled back). So a release never rests on a stake that is later
 * reversed, and there is never bonus-derived cash to claw back.
 */
export async function settleWagering(q: Queryable, userId: number): Promise<void> {
  const g = await activeGrant(q, userId);
  if (!g || g.wagered < g.required) return;
  // A round still open with a stake standing in it may yet be rolled back (one whose stakes were
  // all rolled back holds nothing).
  const open = await q.query(
    `SELECT 1 FROM game_rounds r WHERE r.user_id = $1 AND r.status = 'open' AND EXISTS (
       SELECT 1 FROM game_transactions g
        WHERE g.provider = r.provider AND g.round_id = r.round_id AND g.kind = 'debit' AND g.status = 'ok')
     LIMIT 1`,
    [userId],
  );
  if (open.length > 0) return;
  await releaseGrant(q, userId, g.id);
}

/**
 * Ends an active grant whose bonus money is all gone (lost in play) once no round is waiting
 * for a payout; the next grant can then start.
 */
export async function closeSpentGrant(q: Queryable, userId: number): Promise<void> {
  const g = await activeGrant(q, userId);
  if (!g) return;
  const { bonus } = await readBalances(q, userId);
  if (bonus > 0n) return;
  const open = await q.query(`SELECT 1 FROM game_rounds WHERE user_id = $1 AND status = 'open' LIMIT 1`, [
    userId,
  ]);
  if (open.length > 0) return;
  await q.query(`UPDATE bonus_grants SET status = 'spent', ended_at = now() WHERE id = $1`, [g.id]);
}
