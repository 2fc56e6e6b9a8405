import type { ReactNode } from 'react';
import type { RemoteModule, VerticalName } from '@playhub/shared/contracts';
import { RemoteErrorBoundary } from './remote-boundary';
import { RemoteFallback } from './remote-fallback';
import { useRemote } from './use-remote';

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
}

/**
 * One isolated mount point of a vertical: loading state, load failure with a retry that really
 * reloads, and a render-error boundary. Optional verticals hide instead of showing a fallback.
 */
export function RemoteSlot({ name, children, loading = null, variant = 'page', enabled = true }: Props) {
  const { state, retry, optional } = useRemote(name, enabled);
  if (!enabled) return null;
  if (state.status === 'loading') return <>{loading}</>;
  if (state.status === 'failed') {
    return optional ? null : <RemoteFallback name={name} variant={variant} onRetry={retry} />;
  }
  return (
    <RemoteErrorBoundary
      name={name}
      fallback={(reset) =>
        optional ? null : (
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
      {children(state.module)}
    </RemoteErrorBoundary>
  );
}
