import { NotificationType, TransactionStatus, TransactionType } from '@playhub/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors.js';
import type { Deps } from '../http/deps.js';
import { methodParam, moneyParam, type NotificationKey } from '../i18n/notification-texts.js';
import type { Db } from '../db/index.js';
import { PayoutRefused } from '../integrations/payments/types.js';
import { raiseAlert } from './alerts.js';
import { post, transferSystem } from './ledger.js';
import { toMajor } from './money-format.js';
import { audit, type Actor } from './operators.js';
import { startPeriodic } from './periodic.js';

interface WithdrawRow {
  id: number;
  user_id: number;
  amount: string;
  method: number;
  method_id: number;
  method_name: string;
  detail: Record<string, unknown> | null;
  locale: string;
  username: string;
  [k: string]: unknown;
}

const COLS = `t.id, t.user_id, t.amount::text AS amount, t.method, t.method_id, t.method_name, t.detail, t.locale, u.username`;

async function notify(
  deps: Deps,
  w: WithdrawRow,
  key: NotificationKey,
  extra: Record<string, string> = {},
): Promise<void> {
  await deps.notifier.notify(w.user_id, {
    key,
    params: { amount: moneyParam(w.amount), method: methodParam(w.method_id, w.method_name), ...extra },
    type: NotificationType.Withdraw,
    locale: w.locale === 'en' ? 'en' : 'tr',
  });
}

/** How an approval ended: paid, or sent and waiting for the provider's word (reconciliation). */
export type ApprovalOutcome = 'paid' | 'sending';

/**
 * Approves a Pending withdrawal, as a state machine: Pending → sending (claimed, the held money moved
 * to the provider's payouts in flight, audited) → the provider is asked to pay, by a reference it
 * pays once however often it is sent → paid (Confirmed; the money leaves through the provider's
 * clearing account). A definite refusal returns it to Pending (the money back to held) and answers
 * 502; a lost answer (timeout, 5xx) leaves it `sending` — never Pending, so approving again cannot
 * send a second payout — until `reconcilePayouts` asks the provider where it stands. 409 when it is
 * not pending.
 */
export async function approveWithdrawal(
  deps: Deps,
  id: number,
  actor: Actor,
  ip = '',
): Promise<ApprovalOutcome> {
  const owner = await deps.db.query<{ user_id: number }>('SELECT user_id FROM transactions WHERE id = $1', [
    id,
  ]);
  if (!owner[0]) throw new AppError(409, 'operator.notPending');
  const provider = deps.integrations.payments;
  const w = await deps.wallet.run(owner[0].user_id, async (q) => {
    const claimed = await q.query<WithdrawRow>(
      `UPDATE transactions t SET payout_state = 'sending', payout_sent_at = now(), updated_at = now(),
              provider = COALESCE(t.provider, $2),
              payout_recon = NULL, payout_recon_at = NULL, payout_recon_note = NULL
         FROM users u
       WHERE t.id = $1 AND u.id = t.user_id AND t.type = ${TransactionType.Withdraw} AND t.status = ${TransactionStatus.Pending}
         AND t.payout_state IS NULL
       RETURNING ${COLS}`,
      [id, provider.name],
    );
    const row = claimed[0];
    if (!row) throw new AppError(409, 'operator.notPending');
    await post(q, row.user_id, { held: -BigInt(row.amount) }, 'payout_sent', `tx:${row.id}`, {
      account: 'payouts_in_flight',
      provider: provider.name,
    });
    await audit(q, actor, 'withdrawal.approve', `tx:${row.id}`, { amount: toMajor(row.amount) }, ip);
    return row;
  });
  let providerRef: string;
  try {
    const sent = await provider.payout({
      reference: payoutReference(w.id),
      amountMinor: BigInt(w.amount),
      currency: 'TRY',
      method: { id: w.method_id, name: w.method_name, type: w.method },
      detail: w.detail ?? {},
      player: { id: w.user_id, username: w.username },
    });
    if (sent.status === 'pending') {
      await providerSays(deps, w.id, 'pending');
      return 'sending';
    }
    providerRef = sent.providerRef;
  } catch (err) {
    if (err instanceof PayoutRefused) {
      await payoutRefused(deps, w, actor, 'failed', String(err.message), ip);
      throw new AppError(502, 'payment.providerUnavailable');
    }
    // The answer was lost: the provider may have paid. Reconciliation will ask.
    await audit(deps.db, actor, 'withdrawal.payout_unknown', `tx:${w.id}`, { error: String(err) }, ip);
    return 'sending';
  }
  await payoutPaid(deps, w, providerRef);
  return 'paid';
}

/**
 * Records the provider's word on a payout still being sent (the console's reconciliation state):
 * it has the payout and has not paid it yet.
 */
async function providerSays(deps: Deps, id: number, word: 'pending'): Promise<void> {
  await deps.db.query(
    `UPDATE transactions SET payout_recon = $2, payout_recon_at = now()
      WHERE id = $1 AND payout_state = 'sending'`,
    [id, word],
  );
}

/** Our reference of a withdrawal's payout at the provider. */
export const payoutReference = (id: number): string => `wd_${id}`;

/** The provider paid: the withdrawal is Confirmed and its money leaves through the provider's clearing. */
async function payoutPaid(deps: Deps, w: WithdrawRow, providerRef: string): Promise<void> {
  const provider = deps.integrations.payments.name;
  const done = await deps.wallet.run(w.user_id, async (q) => {
    const rows = await q.query(
      `UPDATE transactions SET status = ${TransactionStatus.Confirmed}, payout_state = 'paid', provider_ref = $2, updated_at = now(),
              payout_recon = 'paid', payout_recon_at = now(), payout_recon_note = NULL
       WHERE id = $1 AND payout_state = 'sending' RETURNING id`,
      [w.id, providerRef],
    );
    if (rows.length === 0) return false;
    await transferSystem(q, 'payout_paid', `tx:${w.id}`, [
      { account: 'payouts_in_flight', provider, amount: -BigInt(w.amount) },
      { account: 'psp_clearing', provider, amount: BigInt(w.amount) },
    ]);
    await audit(q, { system: 'payouts' }, 'withdrawal.paid', `tx:${w.id}`, {
      amount: toMajor(w.amount),
      providerRef,
    });
    return true;
  });
  if (done) await notify(deps, w, 'notification.withdrawApproved');
}

/** The provider refused: the withdrawal is Pending again and its money held again. */
async function payoutRefused(
  deps: Deps,
  w: WithdrawRow,
  actor: Actor,
  word: 'failed' | 'not_found',
  error: string,
  ip = '',
): Promise<void> {
  await deps.wallet.run(w.user_id, async (q) => {
    const rows = await q.query(
      `UPDATE transactions SET payout_state = NULL, payout_sent_at = NULL, updated_at = now(),
              payout_recon = $2, payout_recon_at = now(), payout_recon_note = left($3, 300)
       WHERE id = $1 AND payout_state = 'sending' RETURNING id`,
      [w.id, word, error],
    );
    if (rows.length === 0) return;
    await post(q, w.user_id, { held: BigInt(w.amount) }, 'payout_returned', `tx:${w.id}`, {
      account: 'payouts_in_flight',
      provider: deps.integrations.payments.name,
    });
    await audit(q, actor, 'withdrawal.payout_failed', `tx:${w.id}`, { error }, ip);
  });
}

/**
 * Asks the provider about every payout still `sending` after `olderThanSeconds` (its answer was
 * lost): paid → Confirmed; failed or never received → Pending again (its money held again; sending
 * it again is safe, the reference is the same); still pending → left, with an operator alert once it
 * is older than an hour. Returns what it did.
 */
export async function reconcilePayouts(
  deps: Deps,
  olderThanSeconds = 30,
  stopping?: AbortSignal,
): Promise<{ paid: number; returned: number; waiting: number }> {
  const due = await deps.db.query<WithdrawRow & { old: boolean }>(
    `SELECT ${COLS}, t.payout_sent_at < now() - interval '1 hour' AS old FROM transactions t JOIN users u ON u.id = t.user_id
      WHERE t.payout_state = 'sending' AND t.payout_sent_at <= now() - make_interval(secs => $1)
      ORDER BY t.id LIMIT 100`,
    [olderThanSeconds],
  );
  const out = { paid: 0, returned: 0, waiting: 0 };
  for (const w of due) {
    if (stopping?.aborted) break;
    const at = await deps.integrations.payments.payoutStatus(payoutReference(w.id));
    if (at.status === 'paid') {
      await payoutPaid(deps, w, at.providerRef);
      out.paid++;
    } else if (at.status === 'failed' || at.status === 'not_found') {
      await payoutRefused(deps, w, { system: 'reconciliation' }, at.status, `provider: ${at.status}`);
      out.returned++;
    } else {
      out.waiting++;
      await providerSays(deps, w.id, 'pending');
      if (w.old) {
        const seen = await deps.db.query(
          "SELECT 1 FROM operator_alerts WHERE kind = 'payout.unresolved' AND ref = $1 AND resolved_at IS NULL",
          [`tx:${w.id}`],
        );
        if (seen.length === 0)
          await raiseAlert(deps.db, 'payout.unresolved', `tx:${w.id}`, { amount: toMajor(w.amount) });
      }
    }
  }
  return out;
}

/** Cancels unpaid deposits whose time has passed (they stop counting against the limits). */
export async function expireDeposits(db: Db): Promise<number> {
  const rows = await db.query(
    `UPDATE transactions SET status = ${TransactionStatus.Cancelled}, note = 'expired', updated_at = now()
      WHERE type = ${TransactionType.Deposit} AND status IN (${TransactionStatus.Created}, ${TransactionStatus.Pending})
        AND expires_at IS NOT NULL AND expires_at <= now()
      RETURNING id`,
  );
  return rows.length;
}

/** Runs the payout reconciliation and the deposit expiry every `everySeconds`. */
export function startMoneyHousekeeping(
  deps: Deps,
  everySeconds: number,
  log: FastifyBaseLogger,
): () => Promise<void> {
  return startPeriodic(
    async (stopping) => {
      const expired = await expireDeposits(deps.db);
      const payouts = await reconcilePayouts(deps, everySeconds, stopping);
      if (expired > 0 || payouts.paid > 0 || payouts.returned > 0)
        log.info({ expired, payouts }, 'money housekeeping: deposits expired, payouts reconciled');
    },
    {
      firstDelayMs: 2000,
      everyMs: everySeconds * 1000,
      onError: (err) => log.error({ err }, 'money housekeeping failed'),
    },
  );
}

/** Rejects a Pending withdrawal: the hold is released. 409 when it is not pending. */
export async function rejectWithdrawal(
  deps: Deps,
  id: number,
  actor: Actor,
  reason: string,
  ip = '',
): Promise<void> {
  const rows = await deps.db.query<{ user_id: number }>('SELECT user_id FROM transactions WHERE id = $1', [
    id,
  ]);
  const userId = rows[0]?.user_id;
  if (userId === undefined) throw new AppError(409, 'operator.notPending');
  const w = await deps.wallet.run(userId, async (q) => {
    const done = await q.query<WithdrawRow>(
      `UPDATE transactions t SET status = ${TransactionStatus.Rejected}, note = $2, updated_at = now() FROM users u
       WHERE t.id = $1 AND u.id = t.user_id AND t.type = ${TransactionType.Withdraw} AND t.status = ${TransactionStatus.Pending}
         AND t.payout_state IS NULL
       RETURNING ${COLS}`,
      [id, reason.slice(0, 200)],
    );
    const row = done[0];
    if (!row) throw new AppError(409, 'operator.notPending');
    const amount = BigInt(row.amount);
    await post(q, row.user_id, { held: -amount, cash: amount }, 'withdraw_release', `tx:${row.id}`);
    await audit(q, actor, 'withdrawal.reject', `tx:${row.id}`, { amount: toMajor(row.amount), reason }, ip);
    return row;
  });
  // The player reads the operator's reason (plain text: the site renders it as text, never HTML).
  const said = reason.trim().slice(0, 200);
  if (said) await notify(deps, w, 'notification.withdrawRejectedReason', { reason: said });
  else await notify(deps, w, 'notification.withdrawRejected');
}

/**
 * The largest withdrawal the demo auto-approver pays (₺1,000): a larger one waits for a person in
 * the console's queue, as large payouts do at a real operator (and the console's journey has one).
 */
export const AUTO_APPROVE_MAX_MINOR = 100_000n;

/**
 * Demo payments only (WITHDRAW_AUTO_APPROVE_SECONDS): approves Pending withdrawals older than the
 * delay and up to AUTO_APPROVE_MAX_MINOR, as the `auto-approver` in the audit log. Safe with several
 * instances: each withdrawal is claimed by one of them.
 */
export function startAutoApprover(deps: Deps, seconds: number, log: FastifyBaseLogger): () => Promise<void> {
  const tick = async (stopping: AbortSignal) => {
    const due = await deps.db.query<{ id: number }>(
      `SELECT id FROM transactions WHERE type = ${TransactionType.Withdraw} AND status = ${TransactionStatus.Pending}
         AND payout_state IS NULL AND created_at <= now() - make_interval(secs => $1) AND amount <= $2
       ORDER BY id LIMIT 20`,
      [seconds, AUTO_APPROVE_MAX_MINOR.toString()],
    );
    for (const { id } of due) {
      if (stopping.aborted) return;
      await approveWithdrawal(deps, id, { system: 'auto-approver' }).then(undefined, (err: unknown) => {
        if (!(err instanceof AppError && err.status === 409)) log.warn({ err, id }, 'auto-approval failed');
      });
    }
  };
  return startPeriodic(tick, {
    firstDelayMs: 1000,
    everyMs: 1000,
    onError: (err) => log.error({ err }, 'auto-approver failed'),
  });
}
