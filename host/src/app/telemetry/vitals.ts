import type { VerticalName } from '@playhub/shared/contracts';

/** What the field-data report needs of the registry. */
export interface VitalsSource {
  ownerOfPath(pathname: string): VerticalName | null;
  peek(name: VerticalName): { routes?: ReadonlyArray<{ path: string }> } | null;
  loadedVersion(name: VerticalName): string | null;
}

/**
 * Starts field data (issue 19, item 5; ./collect.ts): the collector and `web-vitals` (together
 * ~4 KB) are imported only after the page has loaded and the browser is idle, so nothing of them is
 * on the first-load path; their observers read the buffered entries of what happened before.
 */
export function startVitals(source: VitalsSource): void {
  if (typeof PerformanceObserver === 'undefined' || typeof window.matchMedia !== 'function') return;
  const pathname = location.pathname;
  const begin = () => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1));
    idle(
      () =>
        void import(/* webpackChunkName: "web-vitals" */ './collect').then(
          ({ collectVitals }) => collectVitals(source, pathname),
          () => undefined,
        ),
      { timeout: 5_000 },
    );
  };
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}
