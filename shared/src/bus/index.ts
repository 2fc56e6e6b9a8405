import type { EventMap, EventName } from '../contracts/events';

type Handler<E extends EventName> = (payload: EventMap[E]) => void;

/** A typed publish/subscribe bus; one instance per page because @playhub/shared is a singleton. */
export interface Bus {
  emit<E extends EventName>(event: E, payload: EventMap[E]): void;
  on<E extends EventName>(event: E, handler: Handler<E>): () => void;
}

/** Creates an isolated bus (tests); the app uses `bus`. */
export function createBus(): Bus {
  const handlers = new Map<EventName, Set<Handler<never>>>();
  return {
    emit(event, payload) {
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
