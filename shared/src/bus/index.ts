import '../platform/csp-safe-zod';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { eventSchemas, type EventMap, type EventName } from '../contracts/events';

type Handler<E extends EventName> = (payload: EventMap[E]) => void;

/**
 * A typed publish/subscribe bus of facts (`EventMap`); one instance per page because
 * @playhub/shared is a singleton. Requests to a vertical are not events: they are dialogs
 * (`openDialog`), routes, or store actions.
 */
export interface Bus {
  emit<E extends EventName>(event: E, payload: EventMap[E]): void;
  on<E extends EventName>(event: E, handler: Handler<E>): () => void;
}

/**
 * Outside production builds: a payload that does not match its event's schema (or an event that is
 * not in `EventMap`) is reported loudly: thrown under Jest (the emitting test fails), `console.error`
 * in a development page (delivered all the same, as production would). Production builds drop it.
 */
function checkPayload(event: EventName, payload: unknown): void {
  if (process.env.NODE_ENV === 'production') return;
  const schema = (eventSchemas as Partial<Record<string, (typeof eventSchemas)[EventName]>>)[event];
  const result = schema
    ? schema.safeParse(payload)
    : { success: false as const, error: new Error('not an event of EventMap') };
  if (result.success) return;
  const message = `[bus] wrong payload for ${String(event)}: ${result.error.message}`;
  if (process.env.NODE_ENV === 'test') throw new TypeError(message);
  console.error(message, payload);
}

/** Creates an isolated bus (tests); the app uses `bus`. */
export function createBus(): Bus {
  const handlers = new Map<EventName, Set<Handler<never>>>();
  return {
    emit(event, payload) {
      checkPayload(event, payload);
      for (const handler of [...(handlers.get(event) ?? [])]) {
        try {
          (handler as Handler<typeof event>)(payload);
        } catch (error) {
          // One faulty listener (say, in a crashed vertical) must not stop the others.
          console.error(`[bus] listener of ${event} failed`, error);
        }
      }
    },
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler as Handler<never>);
      handlers.set(event, set);
      return () => set.delete(handler as Handler<never>);
    },
  };
}

/** The page-wide bus. */
export const bus: Bus = createBus();

/**
 * Subscribes a component to a fact while it is mounted (runtime 5.1): the latest `handler` runs,
 * without subscribing again when it changes; `enabled: false` leaves the event unheard.
 */
export function useBusEvent<E extends EventName>(event: E, handler: Handler<E>, enabled = true): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () => (enabled ? bus.on(event, (payload) => latest.current(payload)) : undefined),
    [event, enabled],
  );
}
