import { useCallback, useEffect, useState } from 'react';
import type { RemoteModule, VerticalName } from '@playhub/shared/contracts';
import { useRegistry } from './registry-context';

/** Load state of one vertical. */
export type RemoteState =
  { status: 'loading' } | { status: 'ready'; module: RemoteModule } | { status: 'failed'; error: Error };

/** Loads a vertical's `./remote`; `retry` tries every candidate entry again. */
export function useRemote(name: VerticalName, enabled = true) {
  const registry = useRegistry();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState>(() => {
    const module = registry.peek(name);
    return module ? { status: 'ready', module } : { status: 'loading' };
  });

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    registry.load(name).then(
      (module) => live && setState({ status: 'ready', module }),
      (error: unknown) =>
        live &&
        setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [registry, name, attempt, enabled]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { state, retry, optional: registry.isOptional(name) };
}
