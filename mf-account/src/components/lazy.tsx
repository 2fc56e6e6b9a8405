import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '@playhub/kit/ui-kit';

const Pad = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl};
`;

/** React.lazy of a code-split part, which also waits for the licensed-market texts. */
function lazyWithTexts<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  // Every code-split part waits for the licensed-market texts too (a small chunk of their own,
  // fetched once, in parallel): they are not in the entry the host loads on every page.
  return lazy(() =>
    Promise.all([load(), import('../app/i18n/licensed').then((m) => m.registerLicensedTexts())]).then(
      ([loaded]) => loaded,
    ),
  );
}

/**
 * React.lazy plus its own Suspense boundary: a code-split page or dialog shows its own spinner
 * instead of suspending what holds it.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode = (
    <Pad>
      <Spinner />
    </Pad>
  ),
): ComponentType<P> {
  const Lazy = lazyWithTexts(load);
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}

/**
 * A code-split widget without a boundary of its own: it suspends into the host's slot, which keeps
 * showing the host's placeholder until the widget is ready, so the header does not collapse for a
 * moment and move the controls beside it (a press landing then is lost).
 */
export function lazyWidget<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  return lazyWithTexts(load);
}
