import type { RedisLink } from './redis-link.js';

interface TokenEntry {
  userId: number;
  sessionId: number;
  scope: 'full' | 'withdraw';
  /** When the session itself ends (its idle or absolute end, as last read or renewed), ms. */
  until: number;
  /** When this instance last wrote the session's renewal, ms (0: never). */
  renewedAt: number;
  expires: number;
}

const TOKEN_TTL_MS = 60_000;
const WALLET_TTL_MS = 30_000;
const MAX_ENTRIES = 100_000;
const CHANNEL = 'playhub:cache';

/**
 * In-process cache for the hot path (`user/balance` polled every 3 s by every player): token →
 * user and user → wallet view. Every write this process makes updates or drops the entry, and every
 * other instance drops it through Redis (REDIS_URL).
 *
 * With Redis the cache is trusted only while the link receives: when the subscriber is lost (an
 * outage), an invalidation from another instance could be missed, so the cache holds nothing and
 * every request reads the database (a revoked token is refused at once on every instance, never
 * after a 60 s entry ends); it starts empty again once the link is back. Without Redis, run a
 * single instance.
 */
export class HotCache {
  private tokens = new Map<string, TokenEntry>();
  private wallets = new Map<number, { view: unknown; expires: number }>();
  /** Bumped by every money transaction of a user: a read that started before one is not cached. */
  private generations = new Map<number, number>();
  /** Bumped when everything is forgotten: no read that started before is cached. */
  private epoch = 0;

  constructor(private readonly link: RedisLink | null = null) {}

  /** Subscribes to other instances' invalidations (when there is a link). */
  async start(): Promise<void> {
    if (!this.link) return;
    const clear = () => this.clear();
    this.link.onDown(clear);
    this.link.onUp(clear);
    await this.link.subscribe(CHANNEL, (msg, own) => {
      if (!own) this.apply(msg);
    });
  }

  /** False while invalidations might be missed (Redis away): nothing is read from or kept in the cache. */
  private get trusted(): boolean {
    return this.link === null || this.link.receiving;
  }

  getToken(hash: string): TokenEntry | undefined {
    if (!this.trusted) return undefined;
    const e = this.tokens.get(hash);
    if (e && e.expires < Date.now()) {
      this.tokens.delete(hash);
      return undefined;
    }
    return e;
  }

  setToken(
    hash: string,
    userId: number,
    sessionId: number,
    session: { scope: 'full' | 'withdraw'; until: number; renewed?: boolean },
  ): void {
    if (!this.trusted) return;
    if (this.tokens.size >= MAX_ENTRIES) this.tokens.clear();
    const renewedAt = session.renewed ? Date.now() : (this.tokens.get(hash)?.renewedAt ?? 0);
    this.tokens.set(hash, {
      userId,
      sessionId,
      scope: session.scope,
      until: session.until,
      renewedAt,
      expires: Date.now() + TOKEN_TTL_MS,
    });
  }

  /**
   * True when this instance has not written a renewal of the session within `everyMs` (always true
   * without a cached entry, or while the cache is not trusted).
   */
  dueForRenewal(hash: string, everyMs: number): boolean {
    const e = this.trusted ? this.tokens.get(hash) : undefined;
    return !e || Date.now() - e.renewedAt >= everyMs;
  }

  /** Drops a token here and on every other instance (logout, password change). */
  dropToken(hash: string): void {
    this.tokens.delete(hash);
    this.broadcast(`t:${hash}`);
  }

  /** Drops every token of a user (password change revokes all sessions). */
  dropUserTokens(userId: number): void {
    this.forgetUserTokens(userId);
    this.broadcast(`u:${userId}`);
  }

  /** The cached wallet view of a user, if any. */
  getWallet<T>(userId: number): T | undefined {
    if (!this.trusted) return undefined;
    const e = this.wallets.get(userId);
    if (!e || e.expires < Date.now()) return undefined;
    return e.view as T;
  }

  /** A stamp to pass to {@link rememberWallet}: taken before reading the database. */
  walletGeneration(userId: number): string {
    return `${this.epoch}.${this.generations.get(userId) ?? 0}`;
  }

  /**
   * Records a wallet view read from the database, unless money moved since `generation` was taken
   * (the read may predate that commit). Entries also expire, as a safety net for missed messages.
   */
  rememberWallet(userId: number, view: unknown, generation: string): void {
    if (!this.trusted || this.walletGeneration(userId) !== generation) return;
    if (this.wallets.size >= MAX_ENTRIES) this.wallets.clear();
    this.wallets.set(userId, { view, expires: Date.now() + WALLET_TTL_MS });
  }

  /** Forgets a user's wallet view here and on every other instance (money moved). */
  walletWritten(userId: number): void {
    this.forgetWallet(userId);
    this.broadcast(`b:${userId}`);
  }

  private forgetWallet(userId: number): void {
    this.wallets.delete(userId);
    if (this.generations.size >= MAX_ENTRIES) {
      this.generations.clear();
      this.epoch++;
    }
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
  }

  private forgetUserTokens(userId: number): void {
    for (const [k, v] of this.tokens) if (v.userId === userId) this.tokens.delete(k);
  }

  /** Forgets everything (the link was lost or is back: invalidations may have been missed). */
  private clear(): void {
    this.tokens.clear();
    this.wallets.clear();
    // Reads in flight must not store what they read before the clear.
    this.epoch++;
  }

  /** Never waits on Redis: the link keeps a message it cannot publish and sends it later. */
  private broadcast(msg: string): void {
    void this.link?.publish(CHANNEL, msg);
  }

  private apply(raw: string): void {
    const [kind, id] = raw.split(':');
    if (kind === 't' && id) this.tokens.delete(id);
    if (kind === 'b' && id) this.forgetWallet(Number(id));
    if (kind === 'u' && id) this.forgetUserTokens(Number(id));
  }
}
