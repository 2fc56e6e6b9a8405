import { act, screen } from '@testing-library/react';
import type { RemoteModule } from '@playhub/shared/contracts';
import { renderHost } from '@/test/render-host';
import type { Composition } from './composition';
import { createRegistry } from './registry';
import { RemoteSlot } from './remote-slot';
import { criticalRetryDelay } from './use-remote';

const casino: RemoteModule = { name: 'casino' };

/** A registry whose casino fails `failures` times, then loads; criticality as given. */
function registryFailing(failures: number, criticality: 'critical' | 'degradable' | 'optional') {
  let loads = 0;
  const composition: Composition = {
    casino: { entry: 'http://test/mf/casino/1.0.0/mf-manifest.json', criticality, timeoutMs: 1000 },
  };
  const registry = createRegistry(
    {
      registerRemotes: () => undefined,
      loadRemote: <T,>() => {
        loads += 1;
        return loads > failures
          ? Promise.resolve({ default: casino } as T)
          : Promise.reject(new Error('down'));
      },
    },
    composition,
    () => undefined,
    { retries: 0 },
  );
  return { registry, loads: () => loads };
}

const slot = <RemoteSlot name="casino">{() => <p>casino is here</p>}</RemoteSlot>;

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('backs off 5 s, 10 s, 20 s, then every 30 s', () => {
  expect([1, 2, 3, 4, 5, 9].map(criticalRetryDelay)).toEqual([5_000, 10_000, 20_000, 30_000, 30_000, 30_000]);
});

it('a critical vertical keeps its fallback up and comes back by itself when it loads again', async () => {
  const { registry, loads } = registryFailing(2, 'critical');
  renderHost(slot, { registry });
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(screen.getByRole('alert')).toHaveAttribute('data-remote-fallback', 'casino');
  await act(() => jest.advanceTimersByTimeAsync(4_999));
  expect(loads()).toBe(1);
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(loads()).toBe(2);
  // Still down: the fallback stays (no loading flash), and the next try waits 10 s.
  expect(screen.getByRole('alert')).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(9_999));
  expect(loads()).toBe(2);
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(screen.getByText('casino is here')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('a degradable vertical waits for the player’s retry; an optional one hides', async () => {
  const degradable = registryFailing(1, 'degradable');
  const { unmount } = renderHost(slot, { registry: degradable.registry });
  await act(() => jest.advanceTimersByTimeAsync(60_000));
  expect(degradable.loads()).toBe(1);
  expect(screen.getByRole('alert')).toHaveAttribute('data-remote-fallback', 'casino');
  unmount();

  const optional = registryFailing(1, 'optional');
  renderHost(slot, { registry: optional.registry });
  await act(() => jest.advanceTimersByTimeAsync(60_000));
  expect(optional.loads()).toBe(1);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByText('casino is here')).toBeNull();
});

it('offline, a section says so (not broken) and loads again by itself once the connection is back (issue 33)', async () => {
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const degradable = registryFailing(1, 'degradable');
  renderHost(slot, { registry: degradable.registry });
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(screen.getByRole('alert')).toHaveAttribute('data-offline');
  expect(screen.getByRole('alert')).toHaveTextContent('You are offline.');
  expect(screen.getByRole('alert')).not.toHaveTextContent('unavailable');

  onLine.mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(degradable.loads()).toBe(2);
  expect(screen.getByText('casino is here')).toBeInTheDocument();
  onLine.mockRestore();
});
