import type { Locale } from '@playhub/shared/contracts';
import type { RedisLink } from '../services/redis-link.js';

/**
 * A message for the hub's clients: NotifyMessage(cmd, message). With `localized`, a socket opened
 * with `?lang=` gets the message of its language instead (the same notification, in its words).
 */
export interface LiveMessage {
  cmd: string;
  message: unknown;
  localized?: Partial<Record<Locale, unknown>>;
}

/** What travels on a channel: a message, or login sessions that ended. */
type Envelope = { msg: LiveMessage } | { endSessions: number[] };

/** Every instance listens here for messages to everyone. */
export const BROADCAST_CHANNEL = 'playhub:live:all';
/** A player's channel: only instances holding that player's sockets subscribe to it. */
export const userChannel = (userId: number): string => `playhub:live:u:${userId}`;

type Deliver = (userId: number | null, msg: LiveMessage) => void;
type EndSessions = (sessionIds: number[]) => void;
type Log = (msg: string, extra?: Record<string, unknown>) => void;

/** Carries a message to whichever instance holds the user's sockets. */
export interface FanOut {
  /** Delivers to this instance's sockets at once, then to the other instances'. Never rejects or waits on Redis. */
  publish(userId: number | null, msg: LiveMessage): Promise<void>;
  /** Closes the sockets of ended login sessions of a user on every instance. */
  endSessions(userId: number, sessionIds: number[]): Promise<void>;
  /**
   * A socket of `userId` is about to listen on this instance: resolves once messages published for
   * the player by other instances reach this one (the handshake completes after it).
   */
  watch(userId: number): Promise<void>;
  /** One socket of `userId` left this instance. */
  unwatch(userId: number): void;
  close(): Promise<void>;
}

/** Single instance: deliver straight to this process's sockets. */
export function localFanOut(deliver: Deliver, end: EndSessions): FanOut {
  return {
    async publish(userId, msg) {
      deliver(userId, msg);
    },
    async endSessions(_userId, ids) {
      end(ids);
    },
    async watch() {},
    unwatch() {},
    async close() {},
  };
}

/**
 * Several instances over Redis pub/sub with a channel per player: an instance subscribes to a
 * player's channel while it holds one of the player's sockets, so a message reaches only the
 * instances that need it (not every replica for every player), and one broadcast channel. This
 * instance's own sockets get a message at once, without Redis; its echo from Redis is ignored. While
 * Redis is away the link keeps what it could not publish and sends it when Redis is back.
 */
export async function linkedFanOut(
  link: RedisLink,
  deliver: Deliver,
  end: EndSessions,
  log: Log,
): Promise<FanOut> {
  const watchers = new Map<number, { count: number; ready: Promise<void> }>();
  const receive = (userId: number | null) => (payload: string, own: boolean) => {
    if (own) return;
    try {
      const env = JSON.parse(payload) as Envelope;
      if ('endSessions' in env) end(env.endSessions);
      else deliver(userId, env.msg);
    } catch (err) {
      log('bad notify payload', { error: (err as Error).message });
    }
  };
  await link.subscribe(BROADCAST_CHANNEL, receive(null));
  // Sends to other instances run behind the caller (a deposit's answer never waits on Redis); close
  // waits for those still in flight.
  const inFlight = new Set<Promise<void>>();
  const send = (channel: string, env: Envelope) => {
    const p = link.publish(channel, JSON.stringify(env)).finally(() => inFlight.delete(p));
    inFlight.add(p);
  };
  return {
    async publish(userId, msg) {
      deliver(userId, msg);
      send(userId === null ? BROADCAST_CHANNEL : userChannel(userId), { msg });
    },
    async endSessions(userId, ids) {
      // Closed here at once: the caller must not wait on Redis for its own sockets.
      end(ids);
      send(userChannel(userId), { endSessions: ids });
    },
    watch(userId) {
      const w = watchers.get(userId);
      if (w) {
        w.count++;
        return w.ready;
      }
      const ready = link.subscribe(userChannel(userId), receive(userId));
      watchers.set(userId, { count: 1, ready });
      return ready;
    },
    unwatch(userId) {
      const w = watchers.get(userId);
      if (!w) return;
      if (--w.count > 0) return;
      watchers.delete(userId);
      void link.unsubscribe(userChannel(userId));
    },
    async close() {
      await Promise.allSettled([...inFlight]);
      for (const userId of watchers.keys()) void link.unsubscribe(userChannel(userId));
      watchers.clear();
      await link.unsubscribe(BROADCAST_CHANNEL);
    },
  };
}
