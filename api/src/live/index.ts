import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { Locale } from '@playhub/shared/contracts';
import type { RedisLink } from '../services/redis-link.js';
import { DEFAULT_TIMINGS, Hub, type HubTimings } from './hub.js';
import { linkedFanOut, localFanOut, type FanOut, type LiveMessage } from './fanout.js';
import { notifyFrame } from './protocol.js';
import { registerDevBroadcast } from './dev-broadcast.js';

export type { LiveMessage } from './fanout.js';
export type { HubTimings } from './hub.js';

/** Path of the notification hub (Requirements §7: relative hub path hub/frnotify). */
export const HUB_PATH = '/hub/frnotify';

/** Live notifications: what the rest of the API uses to reach connected players. */
export interface Live {
  /** NotifyMessage(cmd, message) to every socket of the user, on whichever instance holds them. Never rejects. */
  publish(userId: number, msg: LiveMessage): Promise<void>;
  /** NotifyMessage(cmd, message) to every connected socket. Never rejects. */
  publishAll(msg: LiveMessage): Promise<void>;
  /** Closes, on every instance, the sockets opened with the tokens of a user's ended login sessions. */
  endSessions(userId: number, sessionIds: number[]): Promise<void>;
  /** Sockets open on this instance. */
  connectionCount(): number;
  /** Graceful stop: clients get a Close with allowReconnect. Also run by app.close(). */
  close(): Promise<void>;
}

export interface LiveOptions {
  /** Resolves a bearer token to its user and login session, or null when the token is not valid. */
  authenticate(token: string): Promise<{ userId: number; sessionId: number } | null>;
  /** Fan-out through Redis pub/sub when set (several API instances). */
  link?: RedisLink | null;
  /** Overrides for tests; defaults are SignalR's (15 s keep-alive, 30 s client timeout). */
  timings?: Partial<HubTimings>;
  /** Registers POST /api/dev/broadcast (refused when NODE_ENV=production); default true. */
  devRoutes?: boolean;
}

const LANGS: readonly Locale[] = ['en', 'tr'];

/** The reader's language from `?lang=` as `x-locale` is read (en…, else tr); null when absent. */
function langOf(value: string | null): Locale | null {
  if (value === null || value === '') return null;
  return value.toLowerCase().startsWith('en') ? 'en' : 'tr';
}

function bearer(header: string | undefined): string | null {
  const m = header?.match(/^Bearer\s+(.+)$/i);
  return m?.[1]?.trim() || null;
}

function reject(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Mounts the SignalR-compatible hub on the app's HTTP server and returns its publishing side. */
export async function registerLive(app: FastifyInstance, opts: LiveOptions): Promise<Live> {
  const timings: HubTimings = { ...DEFAULT_TIMINGS, ...opts.timings };
  const log = (msg: string, extra?: Record<string, unknown>): void => app.log.debug(extra ?? {}, msg);
  const warn = (msg: string, extra?: Record<string, unknown>): void => app.log.warn(extra ?? {}, msg);
  // The hub tells the fan-out which players it holds; the fan-out exists only after the hub.
  let fanOut: FanOut | null = null;
  const hub = new Hub(timings, log, {
    watch: (userId) => fanOut?.watch(userId) ?? Promise.resolve(),
    unwatch: (userId) => fanOut?.unwatch(userId),
  });
  const deliver = (userId: number | null, msg: LiveMessage): void => {
    // Serialise once per message (and language), not once per socket.
    const text = Buffer.from(notifyFrame(msg.cmd, msg.message));
    const byLang = new Map<Locale, Buffer>();
    for (const lang of LANGS) {
      const local = msg.localized?.[lang];
      if (local !== undefined) byLang.set(lang, Buffer.from(notifyFrame(msg.cmd, local)));
    }
    if (userId === null) hub.sendToAll(text, byLang);
    else hub.sendToUser(userId, text, byLang);
  };
  const end = (ids: number[]): void => void hub.endSessions(ids);
  const fan: FanOut = opts.link
    ? await linkedFanOut(opts.link, deliver, end, warn)
    : localFanOut(deliver, end);
  fanOut = fan;

  // ws without its own tracking or compression: the hub keeps the registry, and deflate costs
  // ~300 KB of zlib state per socket at 5,000 sockets.
  const wss = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    clientTracking: false,
    maxPayload: timings.maxMessageChars,
  });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(req.url ?? '/', 'http://hub.local');
    if (url.pathname.replace(/\/+$/, '') !== HUB_PATH) {
      // Leave other upgrades to other listeners; with none, nobody would ever answer.
      if (app.server.listenerCount('upgrade') === 1) reject(socket, 404, 'Not Found');
      return;
    }
    socket.on('error', () => socket.destroy());
    if (hub.isClosing) return reject(socket, 503, 'Service Unavailable');
    const token = url.searchParams.get('access_token') || bearer(req.headers.authorization);
    const fingerprint = (url.searchParams.get('fingerprint') ?? '').slice(0, 200);
    const lang = langOf(url.searchParams.get('lang'));
    const auth = token ? opts.authenticate(token) : Promise.resolve(null);
    auth.then(
      (who) => wss.handleUpgrade(req, socket, head, (ws) => hub.attach(ws, who, fingerprint, lang)),
      (err: Error) => {
        // Not "Unauthorized": that would stop the client for good; a 503 is retried.
        app.log.error({ err }, 'hub authenticate failed');
        reject(socket, 503, 'Service Unavailable');
      },
    );
  };
  app.server.on('upgrade', onUpgrade);

  let closed: Promise<void> | null = null;
  const close = (): Promise<void> => {
    closed ??= (async () => {
      app.server.off('upgrade', onUpgrade);
      await hub.shutdown();
      await fan.close();
    })();
    return closed;
  };
  // Upgraded sockets are not tracked by the HTTP server, so app.close() must drop them itself.
  app.addHook('preClose', close);

  const live: Live = {
    publish: (userId, msg) => fan.publish(userId, msg),
    publishAll: (msg) => fan.publish(null, msg),
    endSessions: (userId, ids) => fan.endSessions(userId, ids),
    connectionCount: () => hub.count(),
    close,
  };
  if (opts.devRoutes !== false) registerDevBroadcast(app, live);
  return live;
}
