import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Db, DbLog } from '../db/index.js';
import { startPeriodic } from './periodic.js';

/** Receives a message published on a channel this instance subscribed to (by any instance). */
export type ChannelHandler = (payload: string, fromThisInstance: boolean) => void;

/** What the link reports (the app's logger). */
export type LinkLog = DbLog & { info?(obj: object, msg: string): void };

/** The longest a command waits for Redis: an outage must never hold a money request for long. */
const COMMAND_TIMEOUT_MS = 1000;
/** How often the outbox is drained while Redis answers (and at once when it comes back). */
const DRAIN_EVERY_MS = 1000;
const DRAIN_BATCH = 500;
/** Messages older than this are dropped from the outbox: live notifications are also stored. */
const OUTBOX_MAX_AGE = '1 hour';

/**
 * This instance's one link to Redis (REDIS_URL): a command connection and a subscriber connection,
 * shared by the hot cache's invalidations, the live hub's fan-out, the login limits and readiness.
 *
 * An outage never blocks a request and never loses a message: commands fail fast (no offline queue,
 * a second at most), a publish that fails is written to the `redis_outbox` table instead and published
 * by whichever instance reaches Redis first, and while the subscriber is down `up` is false — the
 * hot cache then trusts nothing it holds, since it may have missed invalidations. When the
 * subscriber is back (its channels subscribed again), `onUp` listeners run: caches start empty and
 * the outbox drains.
 */
export class RedisLink {
  /** Tells this instance's own messages apart from other instances' (payload prefix). */
  readonly instance = randomBytes(6).toString('hex');
  readonly cmd: Redis;
  private readonly sub: Redis;
  private readonly handlers = new Map<string, ChannelHandler>();
  private readonly upListeners: (() => void)[] = [];
  private readonly downListeners: (() => void)[] = [];
  private subscribed = false;
  private stopDrain: (() => Promise<void>) | null = null;
  private draining: Promise<number> | null = null;
  private closed = false;
  /** The subscriber has been ready once: a later `ready` is a recovery. */
  private everUp = false;
  private readonly warnedAt = new Map<string, number>();

  constructor(
    url: string,
    private readonly opts: { db?: Db; log?: LinkLog } = {},
  ) {
    const common = {
      lazyConnect: true,
      // Reconnect for ever, at most every 2 s.
      retryStrategy: (times: number) => Math.min(times * 200, 2000),
    } as const;
    this.cmd = new Redis(url, {
      ...common,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
    });
    // Subscriptions are made again by us on every `ready`, so we know when they are in force.
    this.sub = new Redis(url, { ...common, autoResubscribe: false, enableOfflineQueue: true });
    for (const [name, client] of [
      ['commands', this.cmd],
      ['subscriber', this.sub],
    ] as const) {
      client.on('error', (err: Error) =>
        this.warn({ client: name, err: { message: err.message } }, 'redis error'),
      );
    }
    this.sub.on('message', (channel: string, raw: string) => this.receive(channel, raw));
    this.sub.on('ready', () => void this.resubscribe());
    this.sub.on('close', () => this.lost());
  }

  /**
   * Connects both connections and waits (up to `waitMs`) for the subscriber: an API that starts
   * while Redis is down serves anyway, degraded, and catches up when Redis comes.
   */
  async start(waitMs = 3000): Promise<void> {
    this.cmd.connect().catch(() => undefined);
    this.sub.connect().catch(() => undefined);
    if (this.opts.db)
      this.stopDrain = startPeriodic(() => this.drain(), {
        firstDelayMs: DRAIN_EVERY_MS,
        everyMs: DRAIN_EVERY_MS,
        onError: (err) => this.warn({ err }, 'redis outbox: drain failed'),
      });
    const until = Date.now() + waitMs;
    while (!this.up && Date.now() < until && !this.closed) await new Promise((r) => setTimeout(r, 20));
    if (!this.up) this.warn({}, 'redis: not reachable at start; serving without it until it answers');
  }

  /** Both connections answer and every channel is subscribed. */
  get up(): boolean {
    return this.subscribed && this.cmd.status === 'ready';
  }

  /**
   * Every channel is subscribed on a live connection: what other instances publish arrives (the
   * hot cache trusts its entries only then).
   */
  get receiving(): boolean {
    return this.subscribed;
  }

  /** Runs after the subscriber is back and subscribed (not at the first connection). */
  onUp(listener: () => void): void {
    this.upListeners.push(listener);
  }

  /** Runs when the subscriber's connection is lost. */
  onDown(listener: () => void): void {
    this.downListeners.push(listener);
  }

  /** Subscribes `channel` (resolves once Redis confirms, or at once while Redis is down). */
  async subscribe(channel: string, handler: ChannelHandler): Promise<void> {
    this.handlers.set(channel, handler);
    if (this.sub.status !== 'ready') return;
    await this.sub
      .subscribe(channel)
      .catch((err: Error) => this.warn({ err: { message: err.message } }, 'redis: subscribe failed'));
  }

  /** Stops receiving `channel`. */
  async unsubscribe(channel: string): Promise<void> {
    if (!this.handlers.delete(channel)) return;
    if (this.sub.status !== 'ready') return;
    await this.sub.unsubscribe(channel).catch(() => undefined);
  }

  /**
   * Publishes to every instance subscribed to `channel` (this one included, told apart by
   * `fromThisInstance`). Never throws and never waits on an outage: a failed publish goes to the
   * outbox, to be published when Redis is back.
   */
  async publish(channel: string, payload: string): Promise<void> {
    const raw = `${this.instance}|${payload}`;
    if (this.cmd.status === 'ready') {
      try {
        await this.cmd.publish(channel, raw);
        return;
      } catch (err) {
        this.warn({ err: { message: (err as Error).message } }, 'redis: publish failed; kept in the outbox');
      }
    }
    await this.keep(channel, raw);
  }

  /** PING round trip (readiness). */
  async ping(): Promise<boolean> {
    if (this.cmd.status !== 'ready') return false;
    return (await this.cmd.ping().catch(() => null)) === 'PONG';
  }

  /** Publishes what the outbox holds (any instance's); returns how many were sent. */
  drain(): Promise<number> {
    this.draining ??= this.drainOnce().finally(() => (this.draining = null));
    return this.draining;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.stopDrain?.();
    await this.draining?.catch(() => undefined);
    await Promise.allSettled([this.sub.quit(), this.cmd.quit()]);
    this.sub.disconnect();
    this.cmd.disconnect();
  }

  private async drainOnce(): Promise<number> {
    const db = this.opts.db;
    if (!db || !this.up) return 0;
    // Cheap when empty (the usual case): no transaction, no lock.
    const any = await db.query('SELECT 1 FROM redis_outbox LIMIT 1');
    if (any.length === 0) return 0;
    return db.tx(async (q) => {
      await q.query(`DELETE FROM redis_outbox WHERE created_at < now() - interval '${OUTBOX_MAX_AGE}'`);
      // Taken by one instance at a time; deleted only if every publish succeeded (else rolled back).
      const rows = await q.query<{ channel: string; payload: string }>(
        `DELETE FROM redis_outbox WHERE id IN (
           SELECT id FROM redis_outbox ORDER BY id LIMIT ${DRAIN_BATCH} FOR UPDATE SKIP LOCKED)
         RETURNING id, channel, payload`,
      );
      if (rows.length === 0) return 0;
      const pipeline = this.cmd.pipeline();
      for (const r of rows) pipeline.publish(r.channel, r.payload);
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([err]) => err);
      if (failed) throw failed[0];
      this.opts.log?.info?.({ sent: rows.length }, 'redis outbox: published what waited');
      return rows.length;
    });
  }

  private async keep(channel: string, raw: string): Promise<void> {
    const db = this.opts.db;
    if (!db) return;
    await db
      .query('INSERT INTO redis_outbox (channel, payload) VALUES ($1, $2)', [channel, raw])
      .catch((err: unknown) =>
        this.warn({ err }, 'redis outbox: could not keep a message (database away too)'),
      );
  }

  private async resubscribe(): Promise<void> {
    const channels = [...this.handlers.keys()];
    try {
      if (channels.length > 0) await this.sub.subscribe(...channels);
    } catch (err) {
      this.warn({ err: { message: (err as Error).message } }, 'redis: subscribe after reconnect failed');
      this.sub.disconnect(true);
      return;
    }
    const again = this.everUp;
    this.everUp = true;
    this.subscribed = true;
    if (again) {
      this.opts.log?.info?.({}, 'redis: back; caches start empty and the outbox drains');
      for (const l of this.upListeners) l();
      void this.drain().catch(() => undefined);
    }
  }

  private lost(): void {
    const was = this.subscribed;
    this.subscribed = false;
    if (was) for (const l of this.downListeners) l();
  }

  private receive(channel: string, raw: string): void {
    const handler = this.handlers.get(channel);
    if (!handler) return;
    const bar = raw.indexOf('|');
    if (bar < 0) return;
    handler(raw.slice(bar + 1), raw.slice(0, bar) === this.instance);
  }

  private warn(obj: object, msg: string): void {
    // An outage produces an error per reconnect attempt: one line of each kind every 10 s is enough.
    const now = Date.now();
    if (now - (this.warnedAt.get(msg) ?? 0) < 10_000) return;
    this.warnedAt.set(msg, now);
    this.opts.log?.warn(obj, msg);
  }
}
