import type { Db } from '../db/index.js';
import { AppError } from '../errors.js';
import { sha256 } from './hashing.js';

/** A stored answer: HTTP status and the envelope sent. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** Keys are opaque to the server; a UUID per user action is what the site sends. */
const KEY = /^[A-Za-z0-9_:.-]{8,100}$/;
const IN_PROGRESS = 0;
/** How long a repeat waits for the first request of its key to finish before answering 409. */
const WAIT_MS = 10_000;
/**
 * A claim still in progress after this long belongs to a request that died (its instance was
 * killed, or the database went away before its answer was stored): a repeat takes it over and runs
 * again. Longer than any request may take (REQUEST_TIMEOUT_MS, 30 s by default). Handlers make the
 * second run safe by finding what the first did (`transactions.idempotency_key`, written with the
 * money in one transaction).
 */
export const STALE_CLAIM_SECONDS = 45;

/** The Idempotency-Key header of a request, validated; undefined when absent. 400 when malformed. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY.test(key)) throw new AppError(400, 'idempotency.badKey');
  return key;
}

/** The fingerprint of a request: the same key with another body is a client error, not a repeat. */
export function requestHash(route: string, body: unknown): string {
  return sha256(`${route}\n${JSON.stringify(body ?? null)}`);
}

/**
 * Runs `produce` once per (player, key): the first request claims the key and the answer it
 * produces (success or business refusal) is stored; a repeat, even one sent in parallel, waits for
 * that answer and gets it back without running again. When `produce` throws (an unexpected
 * failure) the key is released so the client may retry.
 */
export async function runIdempotent(
  db: Db,
  opts: { userId: number; key: string; route: string; hash: string },
  produce: () => Promise<StoredAnswer>,
): Promise<{ replayed: boolean; answer: StoredAnswer }> {
  const claimed = await db.query(
    `INSERT INTO idempotency_keys (user_id, key, route, request_hash, status, response)
     VALUES ($1, $2, $3, $4, ${IN_PROGRESS}, 'null') ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
    [opts.userId, opts.key, opts.route, opts.hash],
  );
  if (claimed.length === 0) {
    const stored = await storedAnswer(db, opts);
    if (stored !== 'stale') return { replayed: true, answer: stored };
  }
  let answer: StoredAnswer;
  try {
    answer = await produce();
  } catch (err) {
    // When the database is away this fails too: the claim then goes stale and a repeat takes it over.
    await db
      .query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2', [opts.userId, opts.key])
      .catch(() => undefined);
    throw err;
  }
  await db.query('UPDATE idempotency_keys SET status = $3, response = $4 WHERE user_id = $1 AND key = $2', [
    opts.userId,
    opts.key,
    answer.status,
    JSON.stringify(answer.body),
  ]);
  return { replayed: false, answer };
}

/** The first request's answer; 'stale' when its claim was abandoned and this request took it over. */
async function storedAnswer(
  db: Db,
  opts: { userId: number; key: string; route: string; hash: string },
): Promise<StoredAnswer | 'stale'> {
  const until = Date.now() + WAIT_MS;
  for (;;) {
    const rows = await db.query<{
      request_hash: string;
      route: string;
      status: number;
      response: unknown;
      stale: boolean;
    }>(
      `SELECT request_hash, route, status, response,
              created_at < now() - make_interval(secs => ${STALE_CLAIM_SECONDS}) AS stale
         FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
      [opts.userId, opts.key],
    );
    const row = rows[0];
    // Released after a failure of the first: this request may run as a fresh one.
    if (!row) throw new AppError(409, 'idempotency.retry');
    if (row.route !== opts.route || row.request_hash !== opts.hash)
      throw new AppError(422, 'idempotency.mismatch');
    if (row.status !== IN_PROGRESS) return { status: row.status, body: row.response };
    if (row.stale) {
      // One repeat takes the abandoned claim over (the others keep waiting for its answer).
      const taken = await db.query(
        `UPDATE idempotency_keys SET created_at = now() WHERE user_id = $1 AND key = $2 AND status = ${IN_PROGRESS}
           AND created_at < now() - make_interval(secs => ${STALE_CLAIM_SECONDS}) RETURNING key`,
        [opts.userId, opts.key],
      );
      if (taken.length > 0) return 'stale';
    }
    if (Date.now() > until) throw new AppError(409, 'idempotency.inProgress');
    await new Promise((r) => setTimeout(r, 100));
  }
}
