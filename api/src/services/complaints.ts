import { randomInt } from 'node:crypto';
import {
  NotificationType,
  type Complaint,
  type ComplaintPayload,
  type ComplaintStatus,
  type Locale,
} from '@playhub/shared/contracts';
import { isoUtc } from '../db/index.js';
import { AppError } from '../errors.js';
import type { Deps } from '../http/deps.js';
import { actorName, audit, type Actor } from './operators.js';

/**
 * Complaints (issue 32, item 7): a player files one and gets a reference; operators move it
 * through in review → answered → closed with an answer the player reads in the dashboard. Each
 * change is audited in the transaction that makes it; a closed complaint changes no more (409).
 */

interface Row {
  id: number;
  user_id: number;
  username?: string;
  reference: string;
  category: Complaint['category'];
  body: string;
  related: string;
  status: ComplaintStatus;
  answer: string;
  ts: string;
  updated: string;
  [k: string]: unknown;
}

const COLS = `c.id, c.user_id, c.reference, c.category, c.body, c.related, c.status, c.answer,
  ${isoUtc('c.created_at')} AS ts, ${isoUtc('c.updated_at')} AS updated`;

const view = (r: Row): Complaint => ({
  id: r.id,
  reference: r.reference,
  category: r.category,
  text: r.body,
  related: r.related,
  status: r.status,
  answer: r.answer,
  createdAt: r.ts,
  updatedAt: r.updated,
});

// Crockford's base32 without look-alikes: a reference read over the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new reference: CMP-2026-7KQ3ZD (year, 6 random characters; a clash is retried by the caller). */
export function newReference(now = new Date()): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `CMP-${now.getUTCFullYear()}-${code}`;
}

/** Files a complaint (rate-limited per player by the caller). */
export async function fileComplaint(
  deps: Pick<Deps, 'db'>,
  userId: number,
  body: ComplaintPayload,
  locale: Locale,
): Promise<Complaint> {
  for (let attempt = 0; ; attempt++) {
    try {
      const rows = await deps.db.query<Row>(
        `WITH c AS (
           INSERT INTO complaints (user_id, reference, category, body, related, locale)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING *)
         SELECT ${COLS} FROM c`,
        [userId, newReference(), body.category, body.text.trim(), body.related?.trim() ?? '', locale],
      );
      return view(rows[0]!);
    } catch (err) {
      if ((err as { code?: string }).code !== '23505' || attempt >= 3) throw err;
    }
  }
}

/** The player's complaints, newest first. */
export async function complaintsOf(deps: Pick<Deps, 'db'>, userId: number): Promise<Complaint[]> {
  const rows = await deps.db.query<Row>(
    `SELECT ${COLS} FROM complaints c WHERE c.user_id = $1 ORDER BY c.id DESC LIMIT 100`,
    [userId],
  );
  return rows.map(view);
}

/** A complaint as operators see it. */
export type ComplaintView = Complaint & { userId: number; username: string };

/** Complaints not closed yet, oldest first. */
export async function openComplaints(deps: Pick<Deps, 'db'>): Promise<ComplaintView[]> {
  const rows = await deps.db.query<Row & { username: string }>(
    `SELECT ${COLS}, u.username FROM complaints c JOIN users u ON u.id = c.user_id
      WHERE c.status <> 'closed' ORDER BY c.id LIMIT 200`,
  );
  return rows.map((r) => ({ ...view(r), userId: r.user_id, username: r.username }));
}

/**
 * Sets a complaint's status and answer (`answered` needs one), audited; the
 * player is told when it gets an answer. 409 when it is closed already or does not exist.
 */
export async function answerComplaint(
  deps: Pick<Deps, 'db' | 'notifier'>,
  id: number,
  status: Exclude<ComplaintStatus, 'received'>,
  answer: string,
  actor: Actor,
  ip = '',
): Promise<void> {
  if (status === 'answered' && answer.trim().length < 3) throw new AppError(400, 'complaints.answerNeeded');
  const row = await deps.db.tx(async (q) => {
    const rows = await q.query<{ user_id: number; reference: string; locale: string; before: string }>(
      `UPDATE complaints c SET status = $2, answer = CASE WHEN $3 = '' THEN c.answer ELSE $3 END,
              answered_by = $4, updated_at = now()
         FROM (SELECT id, status AS before FROM complaints WHERE id = $1 FOR UPDATE) old
        WHERE c.id = old.id AND c.status <> 'closed'
        RETURNING c.user_id, c.reference, c.locale, old.before`,
      [id, status, answer.trim(), actorName(actor)],
    );
    const r = rows[0];
    if (!r) throw new AppError(409, 'complaints.closed');
    await audit(q, actor, 'complaint.answer', `complaint:${id}`, { from: r.before, to: status, answer }, ip);
    return r;
  });
  if (answer.trim())
    await deps.notifier.notify(row.user_id, {
      key: 'notification.complaintAnswered',
      params: { reference: row.reference },
      type: NotificationType.System,
      locale: row.locale === 'en' ? 'en' : 'tr',
    });
}
