import { NotificationType, TransactionStatus, TransactionType } from '@playhub/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors.js';
import type { Deps } from '../http/deps.js';
import { methodParam, moneyParam, type NotificationKey } from '../i18n/notification-texts.js';
import { post } from './ledger.js';
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

async function notify(deps: Deps, w: WithdrawRow, key: NotificationKey): Promise<void> {
  await deps.notifier.notify(w.user_id, {
    key,
    params: { amount: moneyParam(w.amount), method: methodParam(w.method_id, w.method_name) },
    type: NotificationType.Withdraw,
    locale: w.locale === 'en' ? 'en' : 'tr',
  });
}

/**
 * Approves a Pending withdrawal: it is claimed first (so two approvals cannot both pay it), the
 * payment provider sends the money, then the held amount leaves the balance. When the provider
 * refuses, the claim is released and the withdrawal stays Pending. 409 when it is not pending.
 */
export async function approveWithdrawal(deps: Deps, id: number, actor: Actor, ip = ''): Promise<void> {
  const claimed = await deps.db.query<WithdrawRow>(
    `UPDATE transactions t SET payout_state = 'sending', updated_at = now() FROM users u
     WHERE t.id = $1 AND u.id = t.user_id AND t.type = ${TransactionType.Withdraw} AND t.status = ${TransactionStatus.Pending}
       AND t.payout_state IS NULL
     RETURNING ${COLS}`,
    [id],
  );
  const w = claimed[0];
  if (!w) throw new AppError(409, 'operator.notPending');
  let providerRef: string;
  try {
    ({ providerRef } = await deps.integrations.payments.payout({
      reference: `wd_${w.id}`,
      amountMinor: BigInt(w.amount),
      currency: 'TRY',
      method: { id: w.method_id, name: w.method_name, type: w.method },
      detail: w.detail ?? {},
      player: { id: w.user_id, username: w.username },
    }));
  } catch (err) {
    await deps.db.query('UPDATE transactions SET payout_state = NULL WHERE id = $1', [w.id]);
    await audit(deps.db, actor, 'withdrawal.payout_failed', `tx:${w.id}`, { error: String(err) }, ip);
    throw new AppError(502, 'payment.providerUnavailable');
  }
  await deps.wallet.run(w.user_id, async (q) => {
    await q.query(
      `UPDATE transactions SET status = ${TransactionStatus.Confirmed}, payout_state = 'paid', provider_ref = $2, updated_at = now()
       WHERE id = $1`,
      [w.id, providerRef],
    );
    const amount = BigInt(w.amount);
    await post(q, w.user_id, { cash: -amount, held: -amount }, 'withdraw_paid', `tx:${w.id}`);
    await audit(q, actor, 'withdrawal.approve', `tx:${w.id}`, { amount: toMajor(w.amount), providerRef }, ip);
  });
  await notify(deps, w, 'notification.withdrawApproved');
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
    await post(q, row.user_id, { held: -BigInt(row.amount) }, 'withdraw_release', `tx:${row.id}`);
    await audit(q, actor, 'withdrawal.reject', `tx:${row.id}`, { amount: toMajor(row.amount), reason }, ip);
    return row;
  });
  await notify(deps, w, 'notification.withdrawRejected');
}

/**
 * Demo payments only (WITHDRAW_AUTO_APPROVE_SECONDS): approves Pending withdrawals older than the
 * delay, as the `auto-approver` in the audit log. Safe with several instances: each withdrawal is
 * claimed by one of them.
 */
export function startAutoApprover(deps: Deps, seconds: number, log: FastifyBaseLogger): () => Promise<void> {
  const tick = async (stopping: AbortSignal) => {
    const due = await deps.db.query<{ id: number }>(
      `SELECT id FROM transactions WHERE type = ${TransactionType.Withdraw} AND status = ${TransactionStatus.Pending}
         AND payout_state IS NULL AND created_at <= now() - make_interval(secs => $1) ORDER BY id LIMIT 20`,
      [seconds],
    );
    for (const { id } of due) {
      if (stopping.aborted) return;
      await approveWithdrawal(deps, id, { system: 'auto-approver' }).catch((err: unknown) => {
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
