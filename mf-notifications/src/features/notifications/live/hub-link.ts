import type { HubConnection } from '@microsoft/signalr';
import type { LiveConnectionState } from '@playhub/shared/contracts';

type SignalR = typeof import('@microsoft/signalr');

/** What a {@link createHubLink} needs from the page. */
export interface HubLinkOptions {
  /** Absolute hub URL (with the fingerprint query parameter). */
  url: () => string;
  /** The stored token, read again on every (re)connect. */
  token: () => string;
  onMessage: (cmd: string, message: unknown) => void;
  onState: (state: LiveConnectionState) => void;
  /**
   * Called each time the link starts listening, the first time included: a message sent before then
   * (after the list was fetched, before the socket was up, or during a gap) was missed, so refetch.
   */
  onResync: () => void;
  /** Loads the SignalR client (dynamic import keeps it out of every first load). */
  load?: () => Promise<SignalR>;
  /** Delay before our own retry number `attempt` (0-based). */
  backoff?: (attempt: number) => number;
}

/** The live link: start it when a player is in, stop it on logout. */
export interface HubLink {
  start(): void;
  stop(): Promise<void>;
  /** Skips the wait of a pending retry (e.g. the browser came back online). */
  retryNow(): void;
  state(): LiveConnectionState;
}

/** 5 s, 10 s, 20 s, 40 s, then every 60 s, ±20 % so a restarted server is not hit by everyone at once. */
export function defaultBackoff(attempt: number): number {
  const base = Math.min(60_000, 5_000 * 2 ** attempt);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof Error && /unauthori[sz]ed/i.test(error.message);
}

/**
 * A SignalR connection to the notification hub (Requirements §4/§7): WebSockets only, no negotiation, the
 * stored token, automatic reconnect — and, because the client gives up after its 0/2/10/30 s
 * schedule and never retries a failed first start, our own retries with backoff. An 'Unauthorized'
 * close (the hub refusing the token) ends retrying for good.
 */
export function createHubLink(options: HubLinkOptions): HubLink {
  const load = options.load ?? (() => import(/* webpackChunkName: "signalr" */ '@microsoft/signalr'));
  const backoff = options.backoff ?? defaultBackoff;
  let current: LiveConnectionState = 'Disconnected';
  let connection: HubConnection | null = null;
  let wanted = false;
  let generation = 0;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const setState = (state: LiveConnectionState) => {
    if (state === current) return;
    current = state;
    options.onState(state);
  };

  const schedule = () => {
    if (!wanted || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, backoff(attempt++));
  };

  // The connection is gone (start failed or closed for good): retry unless told to stop.
  const lost = (c: HubConnection, error: unknown) => {
    if (connection !== c) return;
    connection = null;
    setState('Disconnected');
    if (isUnauthorized(error)) wanted = false;
    schedule();
  };

  async function connect(): Promise<void> {
    const mine = generation;
    setState('Connecting');
    let signalR: SignalR;
    try {
      signalR = await load();
    } catch {
      if (mine !== generation) return;
      setState('Disconnected');
      schedule();
      return;
    }
    if (!wanted || mine !== generation) return;
    const c = new signalR.HubConnectionBuilder()
      .withUrl(options.url(), {
        skipNegotiation: true,
        transport: signalR.HttpTransportType.WebSockets,
        accessTokenFactory: options.token,
      })
      .withAutomaticReconnect()
      .configureLogging(signalR.LogLevel.None)
      .build();
    connection = c;
    c.on('NotifyMessage', (cmd: unknown, message: unknown) => {
      if (typeof cmd === 'string') options.onMessage(cmd, message);
    });
    c.onreconnecting(() => {
      if (connection === c) setState('Reconnecting');
    });
    c.onreconnected(() => {
      if (connection !== c) return;
      setState('Connected');
      options.onResync();
    });
    c.onclose((error) => lost(c, error));
    try {
      await c.start();
    } catch (error) {
      lost(c, error);
      return;
    }
    // A close may already have run (e.g. Unauthorized right after the handshake).
    if (connection !== c) return;
    attempt = 0;
    setState('Connected');
    options.onResync();
  }

  return {
    start() {
      if (wanted) return;
      wanted = true;
      attempt = 0;
      generation += 1;
      void connect();
    },
    async stop() {
      wanted = false;
      generation += 1;
      if (timer) clearTimeout(timer);
      timer = null;
      const c = connection;
      connection = null;
      if (!c) return setState('Disconnected');
      setState('Disconnecting');
      try {
        await c.stop();
      } finally {
        setState('Disconnected');
      }
    },
    retryNow() {
      if (!wanted || !timer) return;
      clearTimeout(timer);
      timer = null;
      void connect();
    },
    state: () => current,
  };
}
