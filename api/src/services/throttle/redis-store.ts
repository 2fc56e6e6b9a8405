import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { bucketKey, type Bucket, type ThrottleStore } from './store.js';

const PREFIX = 'playhub:throttle:';

// Each script runs atomically in Redis, so parallel requests on any replica cannot both slip
// through a limit. Waits are key TTLs: no replica's clock is involved.
const HIT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}`;

// KEYS: count, block of each bucket; ARGV: free, base, cap, window of each bucket.
const ATTEMPT = `
local wait = 0
for i = 1, #KEYS, 2 do
  local t = redis.call('PTTL', KEYS[i + 1])
  if t > wait then wait = t end
end
if wait > 0 then return wait end
for i = 1, #KEYS, 2 do
  local a = (i - 1) * 2
  local free, base, cap, win = tonumber(ARGV[a + 1]), tonumber(ARGV[a + 2]), tonumber(ARGV[a + 3]), tonumber(ARGV[a + 4])
  local n = redis.call('INCR', KEYS[i])
  local d = 0
  if n > free then
    d = math.floor(math.min(cap, base * 2 ^ math.min(n - free - 1, 30)))
    if d > 0 then redis.call('SET', KEYS[i + 1], '1', 'PX', d) end
  end
  redis.call('PEXPIRE', KEYS[i], math.max(win, d))
end
return 0`;

// KEYS: count, block of each bucket; ARGV: free, reset (1/0) of each bucket.
const SETTLE = `
for i = 1, #KEYS, 2 do
  local free, reset = tonumber(ARGV[i]), ARGV[i + 1]
  if reset == '1' then
    redis.call('DEL', KEYS[i], KEYS[i + 1])
  else
    local n = tonumber(redis.call('GET', KEYS[i]) or '0')
    if n > 0 then n = redis.call('DECR', KEYS[i]) end
    if n <= free then redis.call('DEL', KEYS[i + 1]) end
  end
end
return 0`;

const keysOf = (buckets: Bucket[]) =>
  buckets.flatMap((b) => [`${PREFIX}${bucketKey(b)}`, `${PREFIX}${bucketKey(b)}:block`]);

/**
 * Counters in Redis, shared by every API replica. When Redis fails a command (an outage: commands
 * fail at once or within a second), the fallback store takes over — the database's counters, still
 * shared by every replica — so an outage neither refuses every login nor splits the limits.
 */
export class RedisStore implements ThrottleStore {
  private warnedAt = 0;

  constructor(
    private readonly redis: Redis,
    private readonly fallback: ThrottleStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  async hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }> {
    try {
      const [count, resetMs] = (await this.redis.eval(HIT, 1, `${PREFIX}w:${key}`, windowMs)) as [
        number,
        number,
      ];
      return { count, resetMs };
    } catch (err) {
      this.degraded(err);
      return this.fallback.hit(key, windowMs);
    }
  }

  async attempt(buckets: Bucket[]): Promise<number> {
    const args = buckets.flatMap(({ rule }) => [rule.free, rule.baseMs, rule.capMs, rule.windowMs]);
    try {
      return Number(await this.redis.eval(ATTEMPT, buckets.length * 2, ...keysOf(buckets), ...args));
    } catch (err) {
      this.degraded(err);
      return this.fallback.attempt(buckets);
    }
  }

  async settle(buckets: (Bucket & { reset: boolean })[]): Promise<void> {
    const args = buckets.flatMap((b) => [b.rule.free, b.reset ? 1 : 0]);
    try {
      await this.redis.eval(SETTLE, buckets.length * 2, ...keysOf(buckets), ...args);
    } catch (err) {
      this.degraded(err);
      await this.fallback.settle(buckets);
    }
  }

  async close(): Promise<void> {
    await this.fallback.close();
  }

  private degraded(err: unknown): void {
    if (Date.now() - this.warnedAt < 60_000) return;
    this.warnedAt = Date.now();
    this.log.warn(
      { err: { message: err instanceof Error ? err.message : String(err) } },
      'throttle: Redis failed; limits are counted in the database until it answers again',
    );
  }
}
