import {
  NotificationType,
  TransactionStatus,
  TransactionType,
  type KycDocument,
  type KycDocumentKind,
  type KycState,
  type Locale,
} from '@playhub/shared/contracts';
import { isoUtc, type Queryable } from '../db/index.js';
import { AppError } from '../errors.js';
import type { Deps } from '../http/deps.js';
import { formatMoney, toMajor } from './money-format.js';
import { actorName, audit, type Actor } from './operators.js';
import type { CleanFile } from './kyc-files.js';

/**
 * Know your customer (issue 32, item 3): documents a player sends, reviewed by operators, and the
 * rule that withdrawals past a running total wait for an approved verification. A decision is taken
 * only while the document is pending (a second operator, or a replayed form, gets 409), written to
 * the audit log in the transaction that makes it, and told to the player.
 */

interface DocRow {
  id: number;
  user_id: number;
  kind: KycDocumentKind;
  mime: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string;
  ts: string;
  expires: string | null;
  live: boolean;
  [k: string]: unknown;
}

const DOC_COLS = `d.id, d.user_id, d.kind, d.mime, d.status, d.reason, ${isoUtc('d.created_at')} AS ts,
  ${isoUtc('d.expires_at')} AS expires, (d.expires_at IS NULL OR d.expires_at > now()) AS live`;

const view = (r: DocRow): KycDocument => ({
  id: r.id,
  kind: r.kind,
  fileType: r.mime === 'application/pdf' ? 'pdf' : 'image',
  status: r.status,
  reason: r.reason,
  createdAt: r.ts,
  expiresAt: r.expires,
});

/**
 * The player's verification from the newest document of each kind: approved while both kinds are
 * approved and neither has expired; pending while one waits; rejected (with the reason) when the
 * newest of a kind was rejected; expired when an approval ran out; not started otherwise.
 */
function statusOf(rows: DocRow[]): Pick<KycState, 'status' | 'reason' | 'expiresAt'> {
  const newest = new Map<KycDocumentKind, DocRow>();
  for (const r of rows) if (!newest.has(r.kind)) newest.set(r.kind, r);
  const docs = [newest.get('identity'), newest.get('address')];
  const expiry = (list: (DocRow | undefined)[]) =>
    list
      .map((d) => d?.expires)
      .filter((e): e is string => !!e)
      .sort()[0] ?? null;
  if (docs.every((d) => d?.status === 'approved' && d.live))
    return { status: 'approved', reason: '', expiresAt: expiry(docs) };
  if (docs.some((d) => d?.status === 'pending')) return { status: 'pending', reason: '', expiresAt: null };
  const rejected = docs.find((d) => d?.status === 'rejected');
  if (rejected) return { status: 'rejected', reason: rejected.reason, expiresAt: null };
  const ran = docs.filter((d) => d?.status === 'approved' && !d.live);
  if (ran.length > 0) return { status: 'expired', reason: '', expiresAt: expiry(ran) };
  return { status: 'not_started', reason: '', expiresAt: null };
}

async function documentsOf(q: Queryable, userId: number): Promise<DocRow[]> {
  return q.query<DocRow>(
    `SELECT ${DOC_COLS} FROM kyc_documents d WHERE d.user_id = $1 ORDER BY d.id DESC LIMIT 50`,
    [userId],
  );
}

/** What counts towards the KYC threshold: withdrawals pending, being paid or paid. */
async function withdrawnTotal(q: Queryable, userId: number): Promise<bigint> {
  const rows = await q.query<{ total: string }>(
    `SELECT COALESCE(SUM(amount), 0)::text AS total FROM transactions
      WHERE user_id = $1 AND type = ${TransactionType.Withdraw}
        AND status IN (${TransactionStatus.Pending}, ${TransactionStatus.Confirmed})`,
    [userId],
  );
  return BigInt(rows[0]?.total ?? '0');
}

/** The player's verification, documents and withdrawal rule. */
export async function kycStateOf(deps: Pick<Deps, 'db' | 'config'>, userId: number): Promise<KycState> {
  const rows = await documentsOf(deps.db, userId);
  return {
    ...statusOf(rows),
    documents: rows.map(view),
    withdrawThreshold: toMajor(deps.config.kyc.withdrawThresholdMinor),
    withdrawnTotal: toMajor(await withdrawnTotal(deps.db, userId)),
  };
}

/**
 * Refuses (422, with `data.kyc` the status) a withdrawal of `amount` that takes the player's running
 * total past the threshold without an approved verification. Run inside the player's wallet lock,
 * so two withdrawals at once are counted one after the other.
 */
export async function checkWithdrawKyc(
  q: Queryable,
  config: Deps['config'],
  userId: number,
  amount: bigint,
  locale: Locale,
): Promise<void> {
  const threshold = config.kyc.withdrawThresholdMinor;
  if ((await withdrawnTotal(q, userId)) + amount <= threshold) return;
  const { status } = statusOf(await documentsOf(q, userId));
  if (status === 'approved') return;
  throw new AppError(
    422,
    'kyc.withdrawNeedsKyc',
    { threshold: formatMoney(locale, threshold) },
    { kyc: status },
  );
}

/** Stores a cleaned upload as a pending document; 409 while one of that kind waits or is approved. */
export async function addDocument(
  deps: Pick<Deps, 'db'>,
  userId: number,
  kind: KycDocumentKind,
  file: CleanFile,
  locale: Locale,
): Promise<KycDocument> {
  const [approved] = await deps.db.query(
    `SELECT 1 FROM kyc_documents WHERE user_id = $1 AND kind = $2 AND status = 'approved'
        AND expires_at > now() + interval '30 days' LIMIT 1`,
    [userId, kind],
  );
  if (approved) throw new AppError(409, 'kyc.alreadyApproved');
  try {
    const rows = await deps.db.query<DocRow>(
      `WITH d AS (
         INSERT INTO kyc_documents (user_id, kind, mime, content, size, sha256, locale)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *)
       SELECT ${DOC_COLS} FROM d`,
      [userId, kind, file.mime, file.content, file.content.length, file.sha256, locale],
    );
    return view(rows[0]!);
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw new AppError(409, 'kyc.pendingExists');
    throw err;
  }
}

/** A document's file: its owner's (`userId`) or, without one, for an operator; 404 otherwise. */
export async function documentFile(
  deps: Pick<Deps, 'db'>,
  id: number,
  userId: number | null,
): Promise<{ mime: string; content: Buffer; kind: string }> {
  const rows = await deps.db.query<{ mime: string; content: Uint8Array; kind: string }>(
    'SELECT mime, content, kind FROM kyc_documents WHERE id = $1 AND ($2::int IS NULL OR user_id = $2)',
    [id, userId],
  );
  const r = rows[0];
  if (!r) throw new AppError(404, 'errors.notFound');
  return { mime: r.mime, kind: r.kind, content: Buffer.from(r.content) };
}

/** A pending document as operators see it in the queue. */
export interface KycQueueItem {
  id: number;
  userId: number;
  username: string;
  kind: KycDocumentKind;
  mime: string;
  size: number;
  createdAt: string;
}

/** Pending documents, oldest first. */
export async function kycQueue(deps: Pick<Deps, 'db'>): Promise<KycQueueItem[]> {
  const rows = await deps.db.query<{
    id: number;
    user_id: number;
    username: string;
    kind: KycDocumentKind;
    mime: string;
    size: number;
    ts: string;
  }>(
    `SELECT d.id, d.user_id, u.username, d.kind, d.mime, d.size, ${isoUtc('d.created_at')} AS ts
       FROM kyc_documents d JOIN users u ON u.id = d.user_id
      WHERE d.status = 'pending' ORDER BY d.id LIMIT 200`,
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    username: r.username,
    kind: r.kind,
    mime: r.mime,
    size: r.size,
    createdAt: r.ts,
  }));
}

/**
 * Approves (valid for the configured days) or rejects (with `reason`) a pending document, audited,
 * and tells the player. 409 when it is not pending (decided already, or no such document).
 */
export async function decideDocument(
  deps: Pick<Deps, 'db' | 'config' | 'notifier'>,
  id: number,
  decision: 'approve' | 'reject',
  reason: string,
  actor: Actor,
  ip = '',
): Promise<void> {
  const row = await deps.db.tx(async (q) => {
    const rows = await q.query<{ user_id: number; kind: KycDocumentKind; locale: string }>(
      `UPDATE kyc_documents SET status = $2, reason = $3, decided_by = $4, decided_at = now(),
              expires_at = CASE WHEN $2 = 'approved' THEN now() + make_interval(days => $5::int) END
        WHERE id = $1 AND status = 'pending' RETURNING user_id, kind, locale`,
      [
        id,
        decision === 'approve' ? 'approved' : 'rejected',
        decision === 'approve' ? '' : reason,
        actorName(actor),
        deps.config.kyc.validDays,
      ],
    );
    const r = rows[0];
    if (!r) throw new AppError(409, 'kyc.decided');
    await audit(q, actor, `kyc.${decision}`, `kyc:${id}`, { userId: r.user_id, kind: r.kind, reason }, ip);
    return r;
  });
  const locale: Locale = row.locale === 'en' ? 'en' : 'tr';
  await deps.notifier.notify(row.user_id, {
    key: decision === 'approve' ? 'notification.kycApproved' : 'notification.kycRejected',
    params: decision === 'approve' ? {} : { reason },
    type: NotificationType.System,
    locale,
  });
}

/** One document's review details (any status); 404 when there is none. */
export async function kycDocumentOf(
  deps: Pick<Deps, 'db'>,
  id: number,
): Promise<KycQueueItem & { status: string; reason: string }> {
  const rows = await deps.db.query<{
    id: number;
    user_id: number;
    username: string;
    kind: KycDocumentKind;
    mime: string;
    size: number;
    ts: string;
    status: string;
    reason: string;
  }>(
    `SELECT d.id, d.user_id, u.username, d.kind, d.mime, d.size, d.status, d.reason, ${isoUtc('d.created_at')} AS ts
       FROM kyc_documents d JOIN users u ON u.id = d.user_id WHERE d.id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) throw new AppError(404, 'errors.notFound');
  return {
    id: r.id,
    userId: r.user_id,
    username: r.username,
    kind: r.kind,
    mime: r.mime,
    size: r.size,
    createdAt: r.ts,
    status: r.status,
    reason: r.reason,
  };
}
