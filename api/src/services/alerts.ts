import type { Queryable } from '../db/index.js';

/** What an operator must look at (money that does not add up by itself). */
export type AlertKind =
  /** A payment the provider captured after we had cancelled (expired) its deposit: credited. */
  | 'deposit.late_capture_credited'
  /** A success for a cancelled deposit that the provider does not confirm as captured: refused. */
  | 'deposit.late_success_unconfirmed'
  /** A cancellation or failure for a deposit already credited. */
  | 'deposit.reversed_after_credit'
  /** A payout whose answer was lost and that the provider still reports pending after a while. */
  | 'payout.unresolved'
  /** The reconciliation report found the provider's records and ours apart. */
  | 'reconciliation.mismatch';

/**
 * Raises an operator alert (`operator_alerts`, listed by `GET /api/operator/alerts` and the
 * console) in the caller's transaction, so it exists exactly when what it reports happened.
 */
export async function raiseAlert(
  q: Queryable,
  kind: AlertKind,
  ref: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await q.query('INSERT INTO operator_alerts (kind, ref, detail) VALUES ($1, $2, $3)', [
    kind,
    ref,
    JSON.stringify(detail),
  ]);
}
