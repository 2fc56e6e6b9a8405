import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@playhub/kit/ui-kit';

/**
 * A code-split component with its own Suspense boundary: the host mounts routes and dialogs without
 * one, and a lazy chunk must not suspend the whole frame.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<Spinner block />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}
