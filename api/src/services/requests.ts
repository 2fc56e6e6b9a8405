import { NotificationType, TransactionStatus } from '@playhub/shared/contracts';
import { isoUtc } from '../db/index.js';
import { AppError } from '../errors.js';
import type { Deps } from '../http/deps.js';
import { moneyParam } from '../i18n/notification-texts.js';
import { grantBonus } from './bonus.js';
import { audit, actorName, type Actor } from './operators.js';
import { excludedNowSql } from './protection.js';

/**
 * Call requests and bonus requests reviewed by operators (issue 28, item 8), decided as
 * withdrawals are: the row is taken only while Pending (two operators deciding at once decide it
 * once: 409 for the second), and the decision, who made it and why are written to the audit log in
 * the transaction that makes it.
 */

/** A call request as operators see it. */
export interface CallRequestView {
  id: number;
  userId: number | null;
  username: string | null;
  name: string;
  message: string;
  contacts: { type: number; contact: string }[];
  status: number;
  outcome: string;
  decidedBy: string | null;
  createdAt: string;
}

/** A bonus request as operators see it (`amount` in minor units; 0: the operator chooses it). */
export interface BonusRequestView {
  id: number;
  userId: number;
  username: string;
  title: string;
  amount: bigint;
  note: string;
  status: number;
  reason: string;
  decidedBy: string | null;
  /** The player is on a time-out or self-exclusion now: no bonus may be granted. */
  excluded: boolean;
  createdAt: string;
}

const LIST_LIMIT = 200;

/** Call requests with `status` (Pending by default), oldest first. */
export async function listCallRequests(
  deps: Pick<Deps, 'db'>,
  status: number = TransactionStatus.Pending,
): Promise<CallRequestView[]> {
  const rows = await deps.db.query<{
    id: number;
    user_id: number | null;
    username: string | null;
    name: string;
    message: string;
    contacts: CallRequestView['contacts'] | string;
    status: number;
    outcome: string;
    decided_by: string | null;
    ts: string;
  }>(
    `SELECT c.id, c.user_id, u.username, c.name, c.message, c.contacts, c.status, c.outcome, c.decided_by,
            ${isoUtc('c.created_at')} AS ts
       FROM call_requests c LEFT JOIN users u ON u.id = c.user_id
      WHERE c.status = $1 ORDER BY c.id LIMIT ${LIST_LIMIT}`,
    [status],
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    username: r.username,
    name: r.name,
    message: r.message,
    contacts: typeof r.contacts === 'string' ? JSON.parse(r.contacts) : r.contacts,
    status: r.status,
    outcome: r.outcome,
    decidedBy: r.decided_by,
    createdAt: r.ts,
  }));
}

/** Bonus requests with `status` (Pending by default), oldest first. */
export async function listBonusRequests(
  deps: Pick<Deps, 'db'>,
  status: number = TransactionStatus.Pending,
): Promise<BonusRequestView[]> {
  const rows = await deps.db.query<{
    id: number;
    user_id: number;
    username: string;
    title: string;
    amount: string;
    note: string;
    status: number;
    reason: string;
    decided_by: string | null;
    excluded: boolean;
    ts: string;
  }>(
    `SELECT b.id, b.user_id, u.username, b.title, b.amount::text AS amount, b.note, b.status, b.reason,
            b.decided_by, ${excludedNowSql('b.user_id')} AS excluded, ${isoUtc('b.created_at')} AS ts
       FROM bonus_requests b JOIN users u ON u.id = b.user_id
      WHERE b.status = $1 ORDER BY b.id LIMIT ${LIST_LIMIT}`,
    [status],
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    username: r.username,
    title: r.title,
    amount: BigInt(r.amount),
    note: r.note,
    status: r.status,
    reason: r.reason,
    decidedBy: r.decided_by,
    excluded: r.excluded,
    createdAt: r.ts,
  }));
}

/** Closes a Pending call request: the player was called (`done`) or it was dismissed, with a note. */
export async function decideCallRequest(
  deps: Pick<Deps, 'db'>,
  id: number,
  decision: 'done' | 'dismissed',
  outcome: string,
  actor: Actor,
  ip = '',
): Promise<void> {
  await deps.db.tx(async (q) => {
    const status = decision === 'done' ? TransactionStatus.Confirmed : TransactionStatus.Rejected;
    const rows = await q.query<{ user_id: number | null }>(
      `UPDATE call_requests SET status = $2, outcome = $3, decided_by = $4, decided_at = now()
        WHERE id = $1 AND status = ${TransactionStatus.Pending} RETURNING user_id`,
      [id, status, outcome, actorName(actor)],
    );
    if (!rows[0]) throw new AppError(409, 'operator.requestDecided');
    await audit(
      q,
      actor,
      `callRequest.${decision}`,
      `callRequest:${id}`,
      { userId: rows[0].user_id, outcome },
      ip,
    );
  });
}

/**
 * Approves a Pending bonus request: its amount (or, for a bonus without one, `amount` the operator
 * chose) becomes bonus money with the usual wagering, the player is told. Refused (409) for a
 * player on a time-out or self-exclusion, who gets no bonus.
 */
export async function approveBonusRequest(
  deps: Pick<Deps, 'db' | 'wallet' | 'notifier' | 'config'>,
  id: number,
  chosen: bigint | null,
  actor: Actor,
  ip = '',
): Promise<{ amount: bigint }> {
  const [found] = await deps.db.query<{ user_id: number }>(
    'SELECT user_id FROM bonus_requests WHERE id = $1',
    [id],
  );
  if (!found) throw new AppError(404, 'errors.notFound');
  const granted = await deps.wallet.run(found.user_id, async (q) => {
    const rows = await q.query<{ amount: string; title: string; excluded: boolean }>(
      `SELECT amount::text AS amount, title, ${excludedNowSql('bonus_requests.user_id')} AS excluded FROM bonus_requests
        WHERE id = $1 AND status = ${TransactionStatus.Pending} FOR UPDATE`,
      [id],
    );
    const r = rows[0];
    if (!r) throw new AppError(409, 'operator.requestDecided');
    if (r.excluded) throw new AppError(409, 'operator.requestExcluded');
    const amount = BigInt(r.amount) > 0n ? BigInt(r.amount) : chosen;
    if (amount === null || amount <= 0n) throw new AppError(400, 'operator.bonusAmountNeeded');
    await grantBonus(q, found.user_id, 'request', amount, deps.config.money.wageringMultiplier);
    await q.query(
      `UPDATE bonus_requests SET status = ${TransactionStatus.Confirmed}, amount = $2, decided_by = $3, decided_at = now()
        WHERE id = $1`,
      [id, amount, actorName(actor)],
    );
    await audit(
      q,
      actor,
      'bonusRequest.approve',
      `bonusRequest:${id}`,
      { userId: found.user_id, amount: amount.toString() },
      ip,
    );
    return { amount, title: r.title };
  });
  await deps.notifier.notify(found.user_id, {
    key: 'notification.bonusApproved',
    params: { amount: moneyParam(granted.amount), title: granted.title },
    type: NotificationType.Bonus,
    locale: 'tr',
  });
  return { amount: granted.amount };
}

/** Rejects a Pending bonus request with a reason the player is told. */
export async function rejectBonusRequest(
  deps: Pick<Deps, 'db' | 'notifier'>,
  id: number,
  reason: string,
  actor: Actor,
  ip = '',
): Promise<void> {
  const decided = await deps.db.tx(async (q) => {
    const rows = await q.query<{ user_id: number; title: string }>(
      `UPDATE bonus_requests SET status = ${TransactionStatus.Rejected}, reason = $2, decided_by = $3, decided_at = now()
        WHERE id = $1 AND status = ${TransactionStatus.Pending} RETURNING user_id, title`,
      [id, reason, actorName(actor)],
    );
    if (!rows[0]) throw new AppError(409, 'operator.requestDecided');
    await audit(
      q,
      actor,
      'bonusRequest.reject',
      `bonusRequest:${id}`,
      { userId: rows[0].user_id, reason },
      ip,
    );
    return rows[0];
  });
  await deps.notifier.notify(decided.user_id, {
    key: 'notification.bonusRejected',
    params: { title: decided.title, reason },
    type: NotificationType.Bonus,
    locale: 'tr',
  });
}
