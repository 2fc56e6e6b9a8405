import * as z from 'zod/mini';

/** Live hub connection states (Requirements §4). */
export type LiveConnectionState =
  'Disconnected' | 'Connecting' | 'Connected' | 'Reconnecting' | 'Disconnecting';

/**
 * Payloads of every event on the shared bus, keyed by event name. The bus carries facts (something
 * happened) for whoever cares; a request to one vertical is a dialog (`openDialog`), a route, or a
 * store action instead, so nobody has to be loaded to hear it.
 */
export interface EventMap {
  /** A player logged in (session already set). */
  'auth:login': { username: string };
  /**
   * The session ended: `user` logged out; `unauthorized` the page ended it after the server did (a
   * time-out or self-exclusion); an HTTP 401 `expired` by time, or `ended` otherwise (revoked: a
   * logout or password change elsewhere).
   */
  'auth:logout': { reason: 'user' | 'unauthorized' | 'expired' | 'ended' };
  /** Money moved: the balance should be refreshed now. */
  'wallet:changed': { reason: string };
  /** A live hub message arrived (published by the notifications vertical). */
  'live:message': { cmd: string; message: unknown };
  /** Live hub connection state changed (published by the notifications vertical). */
  'live:state': { state: LiveConnectionState };
  /** A vertical's entry loaded or failed (for telemetry and tests). */
  'remote:status': { name: string; status: 'loaded' | 'failed'; entry?: string; error?: string };
}
/** Any bus event name. */
export type EventName = keyof EventMap;

const liveConnectionStates = [
  'Disconnected',
  'Connecting',
  'Connected',
  'Reconnecting',
  'Disconnecting',
] as const satisfies readonly LiveConnectionState[];

/**
 * The payload schema of every bus event. Outside production builds `bus.emit` checks each payload
 * against it, so a vertical that sends a wrong payload is told at once instead of a listener failing.
 */
export const eventSchemas = {
  'auth:login': z.strictObject({ username: z.string() }),
  'auth:logout': z.strictObject({ reason: z.enum(['user', 'unauthorized', 'expired', 'ended']) }),
  'wallet:changed': z.strictObject({ reason: z.string() }),
  'live:message': z.strictObject({ cmd: z.string(), message: z.unknown() }),
  'live:state': z.strictObject({ state: z.enum(liveConnectionStates) }),
  'remote:status': z.strictObject({
    name: z.string(),
    status: z.enum(['loaded', 'failed']),
    entry: z.optional(z.string()),
    error: z.optional(z.string()),
  }),
} satisfies { [E in EventName]: z.ZodMiniType<EventMap[E]> };

// Both ways: every payload the type allows passes its schema's type, and every event has one.
type Infer<E extends EventName> = z.infer<(typeof eventSchemas)[E]>;
type SameAsSchemas = { [E in EventName]: EventMap[E] extends Infer<E> ? true : false }[EventName];
const eventMapMatchesSchemas: SameAsSchemas = true;
void eventMapMatchesSchemas;
