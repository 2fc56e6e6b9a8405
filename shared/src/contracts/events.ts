/** Live hub connection states (Requirements §4). */
export type LiveConnectionState =
  'Disconnected' | 'Connecting' | 'Connected' | 'Reconnecting' | 'Disconnecting';

/** Payloads of every event on the shared bus, keyed by event name. */
export interface EventMap {
  /** Something needs a logged-in player; the host opens the login dialog. */
  'auth:required': { reason?: string };
  /** A player logged in (session already set). */
  'auth:login': { username: string };
  /** The session ended (explicit logout or HTTP 401). */
  'auth:logout': { reason: 'user' | 'unauthorized' };
  /** Ask the wallet to open deposit or withdraw. */
  'wallet:open': { mode: 'deposit' | 'withdraw'; fullHeight?: boolean };
  /** Money moved: the balance should be refreshed now. */
  'wallet:changed': { reason: string };
  /** Open a game (casino decides: login, mobile modal or play page). */
  'game:open': { gameCode: string; name?: string };
  /** A live hub message arrived. */
  'live:message': { cmd: string; message: unknown };
  /** Live hub connection state changed. */
  'live:state': { state: LiveConnectionState };
  /** Ask the host to open live chat. */
  'chat:open': Record<string, never>;
  /** A vertical's entry loaded or failed (for telemetry and tests). */
  'remote:status': { name: string; status: 'loaded' | 'failed'; entry?: string; error?: string };
}
/** Any bus event name. */
export type EventName = keyof EventMap;
