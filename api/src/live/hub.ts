import type { WebSocket, RawData } from 'ws';
import type { Locale } from '@playhub/shared/contracts';
import {
  MessageType,
  RecordReader,
  checkHandshake,
  closeFrame,
  completionError,
  handshakeError,
  handshakeOk,
  parseRecord,
  PING_FRAME,
} from './protocol.js';

/** Timers of the hub; defaults are the SignalR server defaults. */
export interface HubTimings {
  keepAliveMs: number;
  clientTimeoutMs: number;
  handshakeTimeoutMs: number;
  /** Period of the single sweep that pings and times out every socket. */
  sweepMs: number;
  maxMessageChars: number;
  /** Sockets one login session may hold on an instance; a further one closes the oldest. */
  maxSocketsPerSession: number;
}

export const DEFAULT_TIMINGS: HubTimings = {
  keepAliveMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  sweepMs: 1_000,
  maxMessageChars: 32 * 1024,
  maxSocketsPerSession: 10,
};

/** What the hub tells the fan-out about the players it holds (per-player channels). */
export interface HubWatch {
  /** A socket of the player is about to listen; the handshake completes once this resolves. */
  watch(userId: number): Promise<void>;
  /** A listening socket of the player left. */
  unwatch(userId: number): void;
}

/** Sockets a broadcast writes to before it lets other work run ({@link Hub.sendToAll}). */
const BROADCAST_SLICE = 100;

const NO_WATCH: HubWatch = { watch: async () => undefined, unwatch: () => undefined };

// One small object per socket; no per-socket timers so 5,000 sockets cost little.
interface Conn {
  ws: WebSocket;
  userId: number | null;
  /** The login session whose token opened the socket; it closes when that session ends. */
  sessionId: number | null;
  fingerprint: string;
  /** The reader's language (`?lang=`), or null when the client did not say. */
  lang: Locale | null;
  reader: RecordReader;
  handshaken: boolean;
  /** The fan-out was told of this socket's player (undone once when it leaves). */
  watching: boolean;
  /** Records that arrived while the handshake waited for the fan-out; null otherwise. */
  early: string[] | null;
  opened: number;
  lastSent: number;
  lastRecv: number;
}

type Log = (msg: string, extra?: Record<string, unknown>) => void;

const framesFor = (conn: Conn, text: Buffer, byLang?: ReadonlyMap<Locale, Buffer>): Buffer =>
  (conn.lang && byLang?.get(conn.lang)) || text;

/** Holds this instance's hub sockets, grouped by user. */
export class Hub {
  private readonly all = new Set<Conn>();
  private readonly byUser = new Map<number, Set<Conn>>();
  private readonly sweepTimer: NodeJS.Timeout;
  private closing = false;

  constructor(
    private readonly t: HubTimings,
    private readonly log: Log,
    private readonly watcher: HubWatch = NO_WATCH,
  ) {
    this.sweepTimer = setInterval(() => this.sweep(), t.sweepMs);
    this.sweepTimer.unref();
  }

  get isClosing(): boolean {
    return this.closing;
  }

  /** Number of open sockets (handshaken or not) on this instance. */
  count(): number {
    return this.all.size;
  }

  /** Takes an upgraded socket; a null identity means the token was refused. */
  attach(
    ws: WebSocket,
    who: { userId: number; sessionId: number } | null,
    fingerprint: string,
    lang: Locale | null = null,
  ): void {
    const now = Date.now();
    const conn: Conn = {
      ws,
      userId: who?.userId ?? null,
      sessionId: who?.sessionId ?? null,
      fingerprint,
      lang,
      reader: new RecordReader(),
      handshaken: false,
      watching: false,
      early: null,
      opened: now,
      lastSent: now,
      lastRecv: now,
    };
    this.all.add(conn);
    ws.on('message', (data, isBinary) => this.onMessage(conn, data, isBinary));
    ws.on('close', () => this.remove(conn));
    ws.on('error', () => ws.terminate());
  }

  /**
   * Sends one prepared frame to every handshaken socket of a user (all tabs); a socket whose
   * language has a frame in `byLang` gets that one.
   */
  sendToUser(userId: number, text: Buffer, byLang?: ReadonlyMap<Locale, Buffer>): number {
    const set = this.byUser.get(userId);
    if (!set) return 0;
    for (const conn of set) this.send(conn, framesFor(conn, text, byLang));
    return set.size;
  }

  /** Sends one prepared frame to every handshaken socket (by language as {@link sendToUser}). */
  sendToAll(text: Buffer, byLang?: ReadonlyMap<Locale, Buffer>): number {
    // In slices with a turn of the event loop between them: a broadcast to 20,000 sockets takes
    // over a second, and a player's own notification (a deposit credited) must not wait behind it.
    const targets = [...this.all].filter((conn) => conn.handshaken);
    const sendSlice = (from: number): void => {
      for (const conn of targets.slice(from, from + BROADCAST_SLICE))
        if (this.all.has(conn)) this.send(conn, framesFor(conn, text, byLang));
      if (from + BROADCAST_SLICE < targets.length) setImmediate(sendSlice, from + BROADCAST_SLICE);
    };
    sendSlice(0);
    return targets.length;
  }

  /**
   * Closes the sockets opened with the tokens of ended login sessions (logout, password change,
   * revocation) with a close the client does not retry; returns how many were closed.
   */
  endSessions(sessionIds: readonly number[]): number {
    const ended = new Set(sessionIds);
    let n = 0;
    for (const conn of this.all) {
      if (conn.sessionId !== null && ended.has(conn.sessionId)) {
        this.send(conn, closeFrame('Session ended'));
        conn.ws.close(1000);
        this.remove(conn);
        n++;
      }
    }
    return n;
  }

  /** Graceful stop: tell clients to reconnect elsewhere or later, then drop the sockets. */
  async shutdown(graceMs = 1_000): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    clearInterval(this.sweepTimer);
    const bye = closeFrame('Server is restarting', true);
    for (const conn of this.all) {
      this.send(conn, bye);
      conn.ws.close(1000);
    }
    const deadline = Date.now() + graceMs;
    while (this.all.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    for (const conn of this.all) conn.ws.terminate();
    this.all.clear();
    this.byUser.clear();
  }

  private send(conn: Conn, text: string | Buffer): void {
    if (conn.ws.readyState !== 1) return;
    conn.lastSent = Date.now();
    // The JSON protocol needs text frames; a binary frame breaks the client's parser.
    conn.ws.send(text, { binary: false });
  }

  private fail(conn: Conn, error: string): void {
    this.send(conn, closeFrame(error));
    conn.ws.close(1000);
  }

  private onMessage(conn: Conn, data: RawData, isBinary: boolean): void {
    conn.lastRecv = Date.now();
    if (isBinary) return this.fail(conn, 'Binary frames are not supported by the json protocol.');
    const raw = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString('utf8');
    const records = conn.reader.push(raw);
    if (conn.reader.pendingLength > this.t.maxMessageChars) return this.fail(conn, 'Message too large.');
    for (const text of records) {
      if (conn.ws.readyState !== 1) return;
      // Records behind the handshake (one frame may carry several) wait until it is answered.
      if (conn.early) conn.early.push(text);
      else if (!conn.handshaken) this.onHandshake(conn, text);
      else this.onRecord(conn, text);
    }
  }

  private onHandshake(conn: Conn, text: string): void {
    const error = checkHandshake(parseRecord(text));
    if (error) {
      this.send(conn, handshakeError(error));
      conn.ws.close(1000);
      return;
    }
    if (conn.userId === null) {
      // A Close without allowReconnect is the only thing that stops the client's retries.
      this.send(conn, handshakeOk() + closeFrame('Unauthorized'));
      conn.ws.close(1000);
      return;
    }
    const userId = conn.userId;
    // Messages for the player from other instances arrive before the client hears it listens (it
    // then reads its list once: nothing published meanwhile is missed).
    conn.watching = true;
    conn.early = [];
    this.watcher.watch(userId).then(
      () => {
        const early = conn.early ?? [];
        conn.early = null;
        if (conn.ws.readyState !== 1 || !this.all.has(conn)) return;
        conn.handshaken = true;
        let set = this.byUser.get(userId);
        if (!set) this.byUser.set(userId, (set = new Set()));
        set.add(conn);
        this.send(conn, handshakeOk());
        this.capSession(set, conn.sessionId);
        for (const text of early) if (conn.ws.readyState === 1) this.onRecord(conn, text);
      },
      (err: Error) => this.log('hub watch failed', { error: err.message }),
    );
  }

  /** A login session over its number of sockets loses its oldest (a client that does not retry). */
  private capSession(set: Set<Conn>, sessionId: number | null): void {
    if (sessionId === null) return;
    const same = [...set].filter((c) => c.sessionId === sessionId);
    const over = same.length - this.t.maxSocketsPerSession;
    if (over <= 0) return;
    same.sort((a, b) => a.opened - b.opened);
    for (const old of same.slice(0, over)) {
      this.log('hub socket over the session cap closed', { userId: old.userId });
      this.send(old, closeFrame('Too many connections for this session'));
      old.ws.close(1000);
      this.remove(old);
    }
  }

  private onRecord(conn: Conn, text: string): void {
    const rec = parseRecord(text);
    if (!rec || typeof rec.type !== 'number')
      return this.fail(conn, 'Connection closed with an error: invalid message.');
    switch (rec.type) {
      case MessageType.Invocation:
      case MessageType.StreamInvocation:
        // The site never calls the server; answer only calls that wait for a result.
        if (typeof rec.invocationId === 'string') {
          this.send(
            conn,
            completionError(
              rec.invocationId,
              `Failed to invoke '${String(rec.target)}': method does not exist.`,
            ),
          );
        }
        return;
      case MessageType.Close:
        conn.ws.close(1000);
        return;
      default:
        return; // Ping, Completion, StreamItem, CancelInvocation: nothing to do.
    }
  }

  private remove(conn: Conn): void {
    if (!this.all.delete(conn)) return;
    if (conn.userId === null) return;
    if (conn.watching) {
      conn.watching = false;
      this.watcher.unwatch(conn.userId);
    }
    const set = this.byUser.get(conn.userId);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) this.byUser.delete(conn.userId);
  }

  private sweep(): void {
    const now = Date.now();
    for (const conn of this.all) {
      if (!conn.handshaken) {
        if (now - conn.opened > this.t.handshakeTimeoutMs) {
          this.log('hub handshake timeout', { fingerprint: conn.fingerprint });
          conn.ws.terminate();
        }
        continue;
      }
      if (now - conn.lastRecv > this.t.clientTimeoutMs) {
        // A silent client is likely gone: no close handshake to wait for.
        this.log('hub client timeout', { userId: conn.userId, fingerprint: conn.fingerprint });
        conn.ws.terminate();
        continue;
      }
      if (now - conn.lastSent >= this.t.keepAliveMs) this.send(conn, PING_FRAME);
    }
  }
}
