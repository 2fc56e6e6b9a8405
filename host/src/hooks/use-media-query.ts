import { useSyncExternalStore } from 'react';
import { breakpoints } from '@playhub/shared/theme';

function subscribe(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia?.(query);
    list?.addEventListener('change', onChange);
    return () => list?.removeEventListener('change', onChange);
  };
}

/** Whether a media query matches now (updates live). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscribe(query),
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** Desktop layout from the `lg` breakpoint (992 px) up: two-bar header, no bottom bar. */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${breakpoints.lg}px)`);
}
