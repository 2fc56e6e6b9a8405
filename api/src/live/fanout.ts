import { Redis } from 'ioredis';
import type { Locale } from '@playhub/shared/contracts';

/**
 * A message for the hub's clients: NotifyMessage(cmd, message). With `localized`, a socket opened
 * with `?lang=` gets the message of its language instead (the same notification, in its words).
 */
export interface LiveMessage {
  cmd: string;
  message: unknown;
  localized?: Partial<Record<Locale, unknown>>;
}

/** Envelope on the Redis channel: a message (userId null means everyone) or login sessions that ended. */
type Envelope = { userId: number | null; msg: LiveMessage } | { endSessions: number[] };

export const NOTIFY_CHANNEL = 'playhub:notify';

type Deliver = (userId: number | null, msg: LiveMessage) => void;
type EndSessions = (sessionIds: number[]) => void;
type Log = (msg: string, extra?: Record<string, unknown>) => void;

/** Carries a message to whichever instance holds the user's sockets. */
export interface FanOut {
  publish(userId: number | null, msg: LiveMessage): Promise<void>;
  /** Closes the sockets of ended login sessions on every instance. */
  endSessions(sessionIds: number[]): Promise<void>;
  close(): Promise<void>;
}

/** Single instance: deliver straight to this process's sockets. */
export function localFanOut(deliver: Deliver, end: EndSessions): FanOut {
  return {
    async publish(userId, msg) {
      deliver(userId, msg);
    },
    async endSessions(ids) {
      end(ids);
    },
    async close() {},
  };
}

/**
 * Several instances: every message goes through one channel and each instance delivers to its own
 * sockets from its subscription (including the publisher, so there is one delivery path).
 */
export async function redisFanOut(
  url: string,
  deliver: Deliver,
  end: EndSessions,
  log: Log,
): Promise<FanOut> {
  const pub = new Redis(url, { maxRetriesPerRequest: 3 });
  const sub = new Redis(url);
  for (const [name, client] of [
    ['pub', pub],
    ['sub', sub],
  ] as const) {
    client.on('error', (err: Error) => log('redis error', { client: name, error: err.message }));
  }
  sub.on('message', (_channel: string, payload: string) => {
    try {
      const env = JSON.parse(payload) as Envelope;
      if ('endSessions' in env) end(env.endSessions);
      else deliver(env.userId, env.msg);
    } catch (err) {
      log('bad notify payload', { error: (err as Error).message });
    }
  });
  await sub.subscribe(NOTIFY_CHANNEL);
  return {
    async publish(userId, msg) {
      const env: Envelope = { userId, msg };
      // Live delivery is best effort: the notification is also stored, so a Redis hiccup must not
      // fail the deposit or withdrawal that triggered it.
      try {
        await pub.publish(NOTIFY_CHANNEL, JSON.stringify(env));
      } catch (err) {
        log('notify publish failed', { error: (err as Error).message });
      }
    },
    async endSessions(ids) {
      // Also closed here at once: the caller must not wait on Redis for its own sockets.
      end(ids);
      try {
        await pub.publish(NOTIFY_CHANNEL, JSON.stringify({ endSessions: ids } satisfies Envelope));
      } catch (err) {
        log('end sessions publish failed', { error: (err as Error).message });
      }
    },
    async close() {
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
