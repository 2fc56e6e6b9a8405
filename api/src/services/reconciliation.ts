import { TransactionType } from '@playhub/shared/contracts';
import type { Queryable } from '../db/index.js';
import type { PaymentProvider, ProviderRecord } from '../integrations/payments/types.js';
import { payoutReference } from './withdrawals.js';

/** One payment or payout on which the provider's records and ours disagree. */
export interface ReconciliationProblem {
  kind: 'payment' | 'payout';
  reference: string;
  /** What our side says (`credited 50.00`, `not credited`, `paid`, …) and what the provider's says. */
  ours: string;
  theirs: string;
}

/** The reconciliation of one payment provider's clearing with its records. */
export interface ReconciliationReport {
  provider: string;
  since: string;
  /** Captured at the provider vs credited here, and paid out at the provider vs paid here (minor units). */
  totals: { captured: string; credited: string; paidOut: string; paid: string };
  problems: ReconciliationProblem[];
}

interface OurDeposit {
  ref: string;
  status: number;
  amount: string;
  credited: string | null;
  [k: string]: unknown;
}
interface OurPayout {
  id: number;
  amount: string;
  payout_state: string | null;
  [k: string]: unknown;
}

/**
 * Compares a payment provider's records since `since` (its settlement report, through the adapter)
 * with our ledger: every payment it captured was credited once for its amount (and nothing it did
 * not capture was), every payout it made is a withdrawal we paid (and every one we paid, it made). A
 * payout still `sending` is in flight, not a problem.
 */
export async function reconcile(
  q: Queryable,
  psp: PaymentProvider,
  since: Date,
): Promise<ReconciliationReport> {
  const theirs = await psp.records(since);
  const deposits = await q.query<OurDeposit>(
    `SELECT t.ref, t.status, t.amount::text AS amount,
            (SELECT SUM(e.amount)::text FROM ledger_transfers lt JOIN ledger_entries e ON e.transfer_id = lt.id
              WHERE lt.kind = 'deposit' AND lt.ref = 'tx:' || t.id AND e.user_id IS NOT NULL) AS credited
       FROM transactions t
      WHERE t.type = ${TransactionType.Deposit} AND t.provider = $1 AND t.ref IS NOT NULL AND t.created_at >= $2`,
    [psp.name, since.toISOString()],
  );
  const payouts = await q.query<OurPayout>(
    `SELECT id, amount::text AS amount, payout_state FROM transactions
      WHERE type = ${TransactionType.Withdraw} AND provider = $1 AND payout_state IS NOT NULL
        AND COALESCE(payout_sent_at, updated_at) >= $2`,
    [psp.name, since.toISOString()],
  );
  const problems: ReconciliationProblem[] = [];
  const money = (minor: bigint | string) => {
    const v = BigInt(minor);
    return `${v / 100n}.${String(v % 100n).padStart(2, '0')}`;
  };
  const byRef = new Map<string, ProviderRecord>(theirs.map((r) => [`${r.kind}:${r.reference}`, r]));
  let captured = 0n;
  let credited = 0n;
  for (const r of theirs) if (r.kind === 'payment' && r.status === 'captured') captured += r.amountMinor;
  for (const d of deposits) {
    const at = byRef.get(`payment:${d.ref}`);
    const credit = d.credited === null ? null : BigInt(d.credited);
    if (credit !== null) credited += credit;
    const capturedThere = at?.status === 'captured';
    if (capturedThere && credit !== at.amountMinor)
      problems.push({
        kind: 'payment',
        reference: d.ref,
        ours: credit === null ? 'not credited' : `credited ${money(credit)}`,
        theirs: `captured ${money(at.amountMinor)}`,
      });
    if (!capturedThere && credit !== null)
      problems.push({
        kind: 'payment',
        reference: d.ref,
        ours: `credited ${money(credit)}`,
        theirs: at?.status ?? 'unknown',
      });
  }
  const ours = new Set(deposits.map((d) => d.ref));
  for (const r of theirs)
    if (r.kind === 'payment' && r.status === 'captured' && !ours.has(r.reference))
      problems.push({
        kind: 'payment',
        reference: r.reference,
        ours: 'no such deposit',
        theirs: `captured ${money(r.amountMinor)}`,
      });
  let paidOut = 0n;
  let paid = 0n;
  for (const r of theirs) if (r.kind === 'payout' && r.status === 'paid') paidOut += r.amountMinor;
  const ourPayouts = new Set<string>();
  for (const w of payouts) {
    const reference = payoutReference(w.id);
    ourPayouts.add(reference);
    const at = byRef.get(`payout:${reference}`);
    if (w.payout_state === 'paid') paid += BigInt(w.amount);
    if (w.payout_state === 'paid' && at?.status !== 'paid')
      problems.push({
        kind: 'payout',
        reference,
        ours: `paid ${money(w.amount)}`,
        theirs: at?.status ?? 'unknown',
      });
    if (at?.status === 'paid' && w.payout_state !== 'paid' && w.payout_state !== 'sending')
      problems.push({
        kind: 'payout',
        reference,
        ours: w.payout_state ?? 'not paid',
        theirs: `paid ${money(at.amountMinor)}`,
      });
  }
  // The console shows a withdrawal whose payout disagrees as a mismatch, with both sides' words.
  for (const p of problems) {
    const id = /^wd_(\d{1,10})$/.exec(p.reference)?.[1];
    if (p.kind !== 'payout' || !id) continue;
    await q.query(
      `UPDATE transactions SET payout_recon = 'mismatch', payout_recon_at = now(), payout_recon_note = left($2, 300)
        WHERE id = $1 AND type = ${TransactionType.Withdraw}`,
      [Number(id), `ours: ${p.ours}; provider: ${p.theirs}`],
    );
  }
  for (const r of theirs)
    if (r.kind === 'payout' && r.status === 'paid' && !ourPayouts.has(r.reference))
      problems.push({
        kind: 'payout',
        reference: r.reference,
        ours: 'no such payout',
        theirs: `paid ${money(r.amountMinor)}`,
      });
  return {
    provider: psp.name,
    since: since.toISOString(),
    totals: {
      captured: captured.toString(),
      credited: credited.toString(),
      paidOut: paidOut.toString(),
      paid: paid.toString(),
    },
    problems,
  };
}
