/**
 * Growing delays for one kind of attempt: the first `free` failures cost nothing, then each one
 * makes the next attempt wait `baseMs`, 2×, 4×… up to `capMs`. Failures are forgotten `windowMs`
 * after the last one.
 */
export interface BackoffRule {
  name: string;
  free: number;
  baseMs: number;
  capMs: number;
  windowMs: number;
}

/** One counter of a backoff rule (e.g. rule "login-ip", key "203.0.113.9"). */
export interface Bucket {
  rule: BackoffRule;
  key: string;
}

/** Where the counters live: this process, or Redis shared by every replica. */
export interface ThrottleStore {
  /** Counts one hit in a fixed window; returns the count so far and ms until the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /**
   * Atomically over all buckets: when any is waiting, returns the longest wait (ms) and counts
   * nothing; otherwise counts the attempt as a failure in each (until settled) and returns 0.
   */
  attempt(buckets: Bucket[]): Promise<number>;
  /** The attempt succeeded: `reset` buckets are forgotten, the others get the failure back. */
  settle(buckets: (Bucket & { reset: boolean })[]): Promise<void>;
  close(): Promise<void>;
}

/** The wait after the n-th failure under `rule`, in ms. */
export function delayAfter(rule: BackoffRule, failures: number): number {
  if (failures <= rule.free) return 0;
  return Math.min(rule.capMs, rule.baseMs * 2 ** Math.min(failures - rule.free - 1, 30));
}

/** The storage key of a bucket. */
export const bucketKey = (b: Bucket): string => `${b.rule.name}:${b.key}`;

interface Entry {
  count: number;
  expires: number;
  blockedUntil: number;
}

const MAX_ENTRIES = 200_000;

/** Counters in this process (one API instance, or Redis unreachable). */
export class MemoryStore implements ThrottleStore {
  private entries = new Map<string, Entry>();

  async hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }> {
    const now = Date.now();
    const e = this.live(`w:${key}`, now) ?? this.create(`w:${key}`, now + windowMs);
    e.count++;
    return { count: e.count, resetMs: e.expires - now };
  }

  async attempt(buckets: Bucket[]): Promise<number> {
    const now = Date.now();
    const wait = Math.max(0, ...buckets.map((b) => (this.live(bucketKey(b), now)?.blockedUntil ?? 0) - now));
    if (wait > 0) return wait;
    for (const b of buckets) {
      const key = bucketKey(b);
      const e = this.live(key, now) ?? this.create(key, 0);
      e.count++;
      const delay = delayAfter(b.rule, e.count);
      if (delay > 0) e.blockedUntil = now + delay;
      e.expires = now + Math.max(b.rule.windowMs, delay);
    }
    return 0;
  }

  async settle(buckets: (Bucket & { reset: boolean })[]): Promise<void> {
    const now = Date.now();
    for (const b of buckets) {
      const key = bucketKey(b);
      const e = this.live(key, now);
      if (!e) continue;
      if (b.reset) {
        this.entries.delete(key);
        continue;
      }
      e.count = Math.max(0, e.count - 1);
      if (e.count <= b.rule.free) e.blockedUntil = 0;
    }
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  private live(key: string, now: number): Entry | undefined {
    const e = this.entries.get(key);
    if (e && e.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  private create(key: string, expires: number): Entry {
    if (this.entries.size >= MAX_ENTRIES) this.sweep();
    const e = { count: 0, expires, blockedUntil: 0 };
    this.entries.set(key, e);
    return e;
  }

  // Expired entries go first; if a flood of distinct keys still fills the map, the oldest half goes
  // (a flood of fresh keys is itself what the per-IP limits are there to stop).
  private sweep(): void {
    const now = Date.now();
    for (const [k, v] of this.entries) if (v.expires <= now) this.entries.delete(k);
    if (this.entries.size < MAX_ENTRIES / 2) return;
    let drop = this.entries.size / 2;
    for (const k of this.entries.keys()) {
      if (drop-- <= 0) break;
      this.entries.delete(k);
    }
  }
}
