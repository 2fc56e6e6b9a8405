import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '@playhub/shared/ui-kit';

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
  const Lazy = lazy(load);
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
