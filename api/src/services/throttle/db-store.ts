import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/index.js';
import { startPeriodic } from '../periodic.js';
import { bucketKey, delayAfter, type Bucket, type ThrottleStore } from './store.js';

interface CounterRow {
  key: string;
  count: number;
  /** ms until the counter is forgotten (≤ 0: already expired). */
  expires_ms: string;
  /** ms until the bucket stops making the client wait (≤ 0 or null: not waiting). */
  blocked_ms: string | null;
  [k: string]: unknown;
}

const ms = (v: string | null) => (v === null ? 0 : Math.max(0, Math.ceil(Number(v))));

/**
 * Counters in the database (`throttle_counters`): what the login and flood limits use while Redis is
 * away, so they stay one count across every API instance instead of one per instance. Each call is
 * one transaction with the counters' rows locked, as atomic as the Redis scripts; times are the
 * database's clock, so no instance's clock is involved either.
 */
export class DbStore implements ThrottleStore {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }> {
    const rows = await this.db.query<{ count: number; reset_ms: string }>(
      `INSERT INTO throttle_counters AS c (key, count, expires_at)
       VALUES ($1, 1, now() + make_interval(secs => $2 / 1000.0))
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.count + 1 END,
         expires_at = CASE WHEN c.expires_at <= now() THEN EXCLUDED.expires_at ELSE c.expires_at END
       RETURNING count, (extract(epoch FROM expires_at - now()) * 1000)::text AS reset_ms`,
      [`w:${key}`, windowMs],
    );
    return { count: rows[0]!.count, resetMs: ms(rows[0]!.reset_ms) };
  }

  attempt(buckets: Bucket[]): Promise<number> {
    return this.db.tx(async (q) => {
      const rows = await this.lock(q, buckets);
      const wait = Math.max(
        0,
        ...[...rows.values()].map((r) => (ms(r.expires_ms) > 0 ? ms(r.blocked_ms) : 0)),
      );
      if (wait > 0) return wait;
      for (const b of buckets) {
        const row = rows.get(bucketKey(b));
        const count = (row && ms(row.expires_ms) > 0 ? row.count : 0) + 1;
        const delay = delayAfter(b.rule, count);
        await q.query(
          `UPDATE throttle_counters SET count = $2,
             blocked_until = CASE WHEN $3::int > 0 THEN now() + make_interval(secs => $3 / 1000.0) END,
             expires_at = now() + make_interval(secs => $4 / 1000.0)
           WHERE key = $1`,
          [bucketKey(b), count, delay, Math.max(b.rule.windowMs, delay)],
        );
      }
      return 0;
    });
  }

  async settle(buckets: (Bucket & { reset: boolean })[]): Promise<void> {
    await this.db.tx(async (q) => {
      const rows = await this.lock(q, buckets);
      for (const b of buckets) {
        const key = bucketKey(b);
        const row = rows.get(key);
        if (!row || ms(row.expires_ms) <= 0) continue;
        if (b.reset) {
          await q.query('DELETE FROM throttle_counters WHERE key = $1', [key]);
          continue;
        }
        const count = Math.max(0, row.count - 1);
        await q.query(
          `UPDATE throttle_counters SET count = $2,
             blocked_until = CASE WHEN $2 <= $3 THEN NULL ELSE blocked_until END WHERE key = $1`,
          [key, count, b.rule.free],
        );
      }
    });
  }

  /** Removes counters that ended ({@link startCounterPruning}). */
  async prune(): Promise<number> {
    const rows = await this.db.query(
      `DELETE FROM throttle_counters WHERE expires_at < now() - interval '1 minute' RETURNING 1`,
    );
    return rows.length;
  }

  async close(): Promise<void> {}

  /** Makes sure every bucket has a row, then locks them in key order (no two calls deadlock). */
  private async lock(q: Queryable, buckets: Bucket[]): Promise<Map<string, CounterRow>> {
    const keys = [...new Set(buckets.map(bucketKey))].sort();
    await q.query(
      `INSERT INTO throttle_counters (key, count, expires_at)
       SELECT k, 0, now() FROM unnest($1::text[]) AS k ORDER BY k ON CONFLICT (key) DO NOTHING`,
      [keys],
    );
    const rows = await q.query<CounterRow>(
      `SELECT key, count, (extract(epoch FROM expires_at - now()) * 1000)::text AS expires_ms,
              (extract(epoch FROM blocked_until - now()) * 1000)::text AS blocked_ms
         FROM throttle_counters WHERE key = ANY($1::text[]) ORDER BY key FOR UPDATE`,
      [keys],
    );
    return new Map(rows.map((r) => [r.key, r]));
  }
}

/** Removes ended counters every 10 minutes (they are only written while Redis is away). */
export function startCounterPruning(db: Db, log: FastifyBaseLogger): () => Promise<void> {
  const store = new DbStore(db);
  return startPeriodic(() => store.prune(), {
    firstDelayMs: 60_000,
    everyMs: 600_000,
    onError: (err) => log.warn({ err }, 'throttle counters: pruning failed'),
  });
}
