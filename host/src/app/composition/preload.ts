import { sessionStore } from '@playhub/shared/session';
import type { Registry } from './registry';

/**
 * Warms verticals before they are needed, off the critical path: on idle after start-up the likely
 * next ones (the dashboard's account for players, the casino lobby), and on hover or focus of a link
 * the vertical owning its path. Loading is cached, so repeats cost nothing.
 */
export function preloadOnIntent(registry: Registry): () => void {
  const warm = (name: Parameters<Registry['load']>[0]) => registry.load(name).catch(() => undefined);
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
    const owner = registry.ownerOfPath(link.pathname);
    if (owner) void warm(owner);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);

  const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
  const handle = idle(() => {
    if (sessionStore.getState().hasLogin) void warm('account');
    void warm('casino');
  });
  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
    window.cancelIdleCallback?.(handle as number);
  };
}
