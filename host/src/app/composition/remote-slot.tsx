import { Suspense, type ReactNode } from 'react';
import type { RemoteModule, VerticalName } from '@playhub/shared/contracts';
import { RemoteErrorBoundary } from './remote-boundary';
import { RemoteFallback } from './remote-fallback';
import { useRemote } from './use-remote';
import { useRegistry } from './registry-context';

interface Props {
  name: VerticalName;
  /** What to render from the loaded module. */
  children: (module: RemoteModule) => ReactNode;
  /** Shown while loading (a skeleton of the right size keeps the layout still). */
  loading?: ReactNode;
  /** `inline` for small header slots; `page` for a route. */
  variant?: 'page' | 'inline';
  /** When false nothing loads yet (e.g. a widget for players only). */
  enabled?: boolean;
  /**
   * Rendered instead of the retry fallback when the vertical cannot load or crashes (a header
   * widget with a host-side stand-in; a function gets the retry, e.g. to frame it in a dialog).
   * Without it the localized fallback with retry shows.
   */
  failed?: ReactNode | ((retry: () => void) => ReactNode);
}

/**
 * One isolated mount point of a vertical: loading state, load failure with a retry that really
 * reloads, and a render-error boundary. Optional verticals hide instead of showing a fallback.
 */
export function RemoteSlot({
  name,
  children,
  loading = null,
  variant = 'page',
  enabled = true,
  failed,
}: Props) {
  const { state, retry, optional } = useRemote(name, enabled);
  const registry = useRegistry();
  if (!enabled) return null;
  if (state.status === 'loading') return <>{loading}</>;
  const stand = (again: () => void) => (typeof failed === 'function' ? failed(again) : failed);
  if (state.status === 'failed') {
    if (failed !== undefined) return <>{stand(retry)}</>;
    return optional ? null : <RemoteFallback name={name} variant={variant} onRetry={retry} />;
  }
  return (
    <RemoteErrorBoundary
      name={name}
      onError={(error) => registry.reportRenderError(name, error)}
      fallback={(reset) =>
        failed !== undefined ? (
          stand(() => {
            reset();
            retry();
          })
        ) : optional ? null : (
          <RemoteFallback
            name={name}
            variant={variant}
            onRetry={() => {
              reset();
              retry();
            }}
          />
        )
      }
    >
      <div
        data-remote={name}
        data-remote-version={registry.loadedVersion(name) ?? undefined}
        style={{ display: 'contents' }}
      >
        {/* Verticals lazy-load their pages and dialogs: one boundary per mount. */}
        <Suspense fallback={loading}>{children(state.module)}</Suspense>
      </div>
    </RemoteErrorBoundary>
  );
}
