import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

interface TokenEntry {
  userId: number;
  sessionId: number;
  expires: number;
}

const TOKEN_TTL_MS = 60_000;
const WALLET_TTL_MS = 30_000;
const MAX_ENTRIES = 100_000;
const CHANNEL = 'playhub:cache';
/** Tells this instance's own pub/sub echoes apart from other instances' messages. */
const INSTANCE = randomBytes(6).toString('hex');

/**
 * In-process cache for the hot path (`user/balance` polled every 3 s by every player): token →
 * user and user → wallet view. Every write this process makes updates or drops the entry. Caveat with
 * several instances: writes made by another instance are seen here only through Redis pub/sub
 * invalidation (REDIS_URL). Without Redis, run a single instance: otherwise a balance changed
 * elsewhere stays stale here and a token revoked elsewhere stays valid here for up to 60 s.
 */
export class HotCache {
  private tokens = new Map<string, TokenEntry>();
  private wallets = new Map<number, { view: unknown; expires: number }>();
  /** Bumped by every money transaction of a user: a read that started before one is not cached. */
  private generations = new Map<number, number>();
  private pub: Redis | null = null;
  private sub: Redis | null = null;

  /** Builds the cache; with a Redis URL it also listens for other instances' invalidations. */
  static async create(redisUrl?: string): Promise<HotCache> {
    const c = new HotCache();
    if (redisUrl) {
      c.pub = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
      c.sub = new Redis(redisUrl, { lazyConnect: true });
      await Promise.all([c.pub.connect(), c.sub.connect()]);
      await c.sub.subscribe(CHANNEL);
      c.sub.on('message', (_ch: string, raw: string) => c.apply(raw));
    }
    return c;
  }

  getToken(hash: string): TokenEntry | undefined {
    const e = this.tokens.get(hash);
    if (e && e.expires < Date.now()) {
      this.tokens.delete(hash);
      return undefined;
    }
    return e;
  }

  setToken(hash: string, userId: number, sessionId: number): void {
    if (this.tokens.size >= MAX_ENTRIES) this.tokens.clear();
    this.tokens.set(hash, { userId, sessionId, expires: Date.now() + TOKEN_TTL_MS });
  }

  /** Drops a token here and on every other instance (logout, password change). */
  dropToken(hash: string): void {
    this.tokens.delete(hash);
    this.broadcast(`t:${hash}`);
  }

  /** Drops every token of a user (password change revokes all sessions). */
  dropUserTokens(userId: number): void {
    for (const [k, v] of this.tokens) if (v.userId === userId) this.tokens.delete(k);
    this.broadcast(`u:${userId}`);
  }

  /** The cached wallet view of a user, if any. */
  getWallet<T>(userId: number): T | undefined {
    const e = this.wallets.get(userId);
    if (!e || e.expires < Date.now()) return undefined;
    return e.view as T;
  }

  /** A token to pass to {@link rememberWallet}: taken before reading the database. */
  walletGeneration(userId: number): number {
    return this.generations.get(userId) ?? 0;
  }

  /**
   * Records a wallet view read from the database, unless money moved since `generation` was taken
   * (the read may predate that commit). Entries also expire, as a safety net for missed messages.
   */
  rememberWallet(userId: number, view: unknown, generation: number): void {
    if (this.walletGeneration(userId) !== generation) return;
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
    if (this.generations.size >= MAX_ENTRIES) this.generations.clear();
    this.generations.set(userId, this.walletGeneration(userId) + 1);
  }

  private broadcast(msg: string): void {
    this.pub?.publish(CHANNEL, `${INSTANCE}:${msg}`).catch(() => undefined);
  }

  private apply(raw: string): void {
    const [pid, kind, id] = raw.split(':');
    if (pid === INSTANCE) return;
    if (kind === 't' && id) this.tokens.delete(id);
    if (kind === 'b' && id) this.forgetWallet(Number(id));
    if (kind === 'u' && id)
      for (const [k, v] of this.tokens) if (v.userId === Number(id)) this.tokens.delete(k);
  }

  async close(): Promise<void> {
    await Promise.all([this.pub?.quit().catch(() => undefined), this.sub?.quit().catch(() => undefined)]);
  }
}
