/**
 * Fixed-window counters in this process, for noise control only (e.g. telemetry beacons per IP).
 * With several instances each keeps its own counts. Limits that protect accounts or cost money
 * (logins, registrations, codes) use the Throttle (services/throttle/), shared through Redis.
 */
export class RateLimiter {
  private hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts a hit; returns seconds to wait when the key is over its limit, else 0. */
  hit(key: string): number {
    const now = Date.now();
    let e = this.hits.get(key);
    if (!e || e.resetAt <= now) {
      if (this.hits.size > 50_000) this.sweep(now);
      e = { count: 0, resetAt: now + this.windowMs };
      this.hits.set(key, e);
    }
    e.count++;
    return e.count > this.limit ? Math.ceil((e.resetAt - now) / 1000) : 0;
  }

  private sweep(now: number): void {
    for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
  }
}
