import { useCallback, useEffect, useRef, useState } from 'react';
import type { RemoteModule, VerticalName } from '@playhub/shared/contracts';
import { useRegistry } from './registry-context';

/** Load state of one vertical. */
export type RemoteState =
  { status: 'loading' } | { status: 'ready'; module: RemoteModule } | { status: 'failed'; error: Error };

/**
 * How long a failed critical vertical waits before its next background load: 5 s, 10 s, 20 s,
 * then every 30 s.
 */
export function criticalRetryDelay(failures: number): number {
  return Math.min(30_000, 5_000 * 2 ** Math.max(0, failures - 1));
}

/**
 * Loads a vertical's `./remote`; `retry` tries every candidate entry again. A `critical` vertical
 * that failed also tries again by itself in the background (criticalRetryDelay) while its fallback
 * shows, and replaces the fallback as soon as a load succeeds.
 */
export function useRemote(name: VerticalName, enabled = true) {
  const registry = useRegistry();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState>(() => {
    const module = registry.peek(name);
    return module ? { status: 'ready', module } : { status: 'loading' };
  });
  const failures = useRef(0);

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

  const critical = registry.isCritical(name);
  useEffect(() => {
    if (state.status !== 'failed') {
      failures.current = 0;
      return;
    }
    if (!critical || !enabled) return;
    failures.current += 1;
    let live = true;
    // Quietly: the fallback stays up (no loading state) until a load succeeds.
    const timer = setTimeout(() => {
      registry.load(name).then(
        (module) => live && setState({ status: 'ready', module }),
        (error: unknown) =>
          live &&
          setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
      );
    }, criticalRetryDelay(failures.current));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [registry, name, state, critical, enabled]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { state, retry, optional: registry.isOptional(name) };
}
