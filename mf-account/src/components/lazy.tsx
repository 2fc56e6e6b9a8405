import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '@playhub/kit/ui-kit';

const Pad = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl};
`;

/**
 * React.lazy plus its own Suspense boundary: the host renders remote components without one, and
 * a code-split page or dialog must not suspend the whole frame.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode = (
    <Pad>
      <Spinner />
    </Pad>
  ),
): ComponentType<P> {
  // Every code-split part waits for the licensed-market texts too (a small chunk of their own,
  // fetched once, in parallel): they are not in the entry the host loads on every page.
  const Lazy = lazy(() =>
    Promise.all([load(), import('../app/i18n/licensed').then((m) => m.registerLicensedTexts())]).then(
      ([loaded]) => loaded,
    ),
  );
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
