import { TransactionStatus, TransactionType } from '@playhub/shared/contracts';
import { isoUtc, type Queryable } from '../db/index.js';

/** The console's filters of the withdrawal queue (issue 30, item 6). */
export const QUEUE_FILTERS = ['waiting', 'failed', 'sending', 'paid', 'mismatch', 'rejected', 'all'] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

/**
 * Where a withdrawal's payout stands, from our state and the provider's last word (its answer, the
 * reconciliation job's question, the reconciliation report): what an operator reads per row.
 */
export type PayoutView =
  'waiting' | 'failed' | 'sent' | 'atProvider' | 'paid' | 'mismatch' | 'rejected' | 'cancelled';

/** One withdrawal as the queue and its detail page show it. */
export interface QueueRow {
  id: number;
  userId: number;
  username: string;
  /** Minor units. */
  amount: bigint;
  method: string;
  view: PayoutView;
  /** Our withdrawal's status (TransactionStatus). */
  status: number;
  /** The provider's last word, when and what it said (a failure's or a mismatch's text). */
  recon: string | null;
  reconAt: string | null;
  reconNote: string | null;
  /** The reason of a rejection. */
  note: string;
  createdAt: string;
}

const PAGE = 25;

// Each filter reads one index range (0840): a page is LIMIT rows past a cursor, never the table.
const WHERE: Record<QueueFilter, string> = {
  waiting: `t.status = ${TransactionStatus.Pending} AND t.payout_state IS NULL`,
  failed: `t.payout_recon IN ('failed', 'not_found') AND t.status = ${TransactionStatus.Pending} AND t.payout_state IS NULL`,
  sending: `t.payout_state = 'sending'`,
  paid: `t.payout_state = 'paid'`,
  mismatch: `t.payout_recon = 'mismatch'`,
  rejected: `t.status = ${TransactionStatus.Rejected}`,
  all: 'true',
};

/** The queues an operator works through oldest first; the records, newest first. */
export const oldestFirst = (filter: QueueFilter): boolean =>
  filter === 'waiting' || filter === 'failed' || filter === 'sending';

const COLS = `t.id, t.user_id, u.username, t.amount::text AS amount, t.method_name, t.status, t.payout_state,
  t.payout_recon, t.payout_recon_note, t.note, ${isoUtc('t.payout_recon_at')} AS recon_at, ${isoUtc('t.created_at')} AS ts`;

interface Row {
  id: number;
  user_id: number;
  username: string;
  amount: string;
  method_name: string;
  status: number;
  payout_state: string | null;
  payout_recon: string | null;
  payout_recon_note: string | null;
  note: string;
  recon_at: string | null;
  ts: string;
  [k: string]: unknown;
}

function viewOf(r: Row): PayoutView {
  if (r.status === TransactionStatus.Rejected) return 'rejected';
  if (r.status === TransactionStatus.Cancelled) return 'cancelled';
  if (r.payout_recon === 'mismatch') return 'mismatch';
  if (r.payout_state === 'paid' || r.status === TransactionStatus.Confirmed) return 'paid';
  if (r.payout_state === 'sending') return r.payout_recon === 'pending' ? 'atProvider' : 'sent';
  if (r.payout_recon === 'failed' || r.payout_recon === 'not_found') return 'failed';
  return 'waiting';
}

const toRow = (r: Row): QueueRow => ({
  id: r.id,
  userId: r.user_id,
  username: r.username,
  amount: BigInt(r.amount),
  method: r.method_name,
  view: viewOf(r),
  status: r.status,
  recon: r.payout_recon,
  reconAt: r.recon_at,
  reconNote: r.payout_recon_note,
  note: r.note,
  createdAt: r.ts,
});

/**
 * One page of withdrawals in `filter`: PAGE rows past the cursor `from` (an id, exclusive), in the
 * filter's order, and the cursor of the next page when there is one. `userId` narrows to a player.
 */
export async function queuePage(
  q: Queryable,
  filter: QueueFilter,
  from: number | null,
  userId: number | null = null,
  size = PAGE,
): Promise<{ rows: QueueRow[]; next: number | null }> {
  const asc = oldestFirst(filter);
  const rows = await q.query<Row>(
    `SELECT ${COLS} FROM transactions t JOIN users u ON u.id = t.user_id
      WHERE t.type = ${TransactionType.Withdraw} AND ${WHERE[filter]}
        AND ($1::int IS NULL OR t.id ${asc ? '>' : '<'} $1)
        AND ($2::int IS NULL OR t.user_id = $2)
      ORDER BY t.id ${asc ? 'ASC' : 'DESC'} LIMIT $3`,
    [from, userId, size + 1],
  );
  const page = rows.slice(0, size).map(toRow);
  return { rows: page, next: rows.length > size ? (page.at(-1)?.id ?? null) : null };
}

/** One withdrawal, or null (a deposit's id, an unknown one). */
export async function queueItem(q: Queryable, id: number): Promise<QueueRow | null> {
  const rows = await q.query<Row>(
    `SELECT ${COLS} FROM transactions t JOIN users u ON u.id = t.user_id
      WHERE t.id = $1 AND t.type = ${TransactionType.Withdraw}`,
    [id],
  );
  return rows[0] ? toRow(rows[0]) : null;
}

/** A line of the audit log about one thing. */
export interface TargetAudit {
  actor: string;
  action: string;
  detail: Record<string, unknown>;
  at: string;
}

/** The newest audit rows about `target` (`tx:12`, `user:7`), newest first. */
export async function auditOf(q: Queryable, target: string, limit = 20): Promise<TargetAudit[]> {
  const rows = await q.query<{ actor: string; action: string; detail: Record<string, unknown>; at: string }>(
    `SELECT actor, action, detail, ${isoUtc('created_at')} AS at FROM operator_audit
      WHERE target = $1 ORDER BY id DESC LIMIT $2`,
    [target, limit],
  );
  return rows;
}
