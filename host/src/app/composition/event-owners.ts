import { bus } from '@playhub/shared/bus';
import type { EventMap, EventName, VerticalName } from '@playhub/shared/contracts';
import type { Registry } from './registry';

/** Events a vertical answers from its module-level listeners, so it must be loaded to hear them. */
const eventOwners: Partial<Record<EventName, VerticalName>> = {
  'wallet:open': 'wallet',
  'game:open': 'casino',
};

/**
 * When an event's owner is not loaded yet, nobody hears it: load the owner, then deliver the event
 * again (its listener registers as the module evaluates). Loaded owners already got it the first time.
 */
export function wakeEventOwners(registry: Registry): () => void {
  const offs = Object.entries(eventOwners).map(([event, owner]) =>
    bus.on(event as EventName, (payload) => {
      if (registry.isLoaded(owner)) return;
      registry.load(owner).then(
        () => bus.emit(event as EventName, payload as EventMap[EventName]),
        () => undefined, // the owner's slots already show it is unavailable
      );
    }),
  );
  return () => offs.forEach((off) => off());
}
