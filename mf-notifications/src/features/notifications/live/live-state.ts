import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { LiveConnectionState } from '@playhub/shared/contracts';

/** The live hub connection state, for this vertical's UI (the bus carries it to everyone else). */
export const liveStateStore = createStore<{ state: LiveConnectionState }>()(() => ({
  state: 'Disconnected',
}));

/** React hook over {@link liveStateStore}. */
export function useLiveState(): LiveConnectionState {
  return useStore(liveStateStore, (s) => s.state);
}
