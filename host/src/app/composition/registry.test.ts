import type { RemoteModule } from '@playhub/shared/contracts';
import { bus } from '@playhub/shared/bus';
import type { Composition } from './composition';
import { RemoteUnavailableError, createRegistry, type FederationRuntime } from './registry';

const casino: RemoteModule = { name: 'casino' };

/** A fake MF runtime: `behaviour[entry]` says what loading the remote registered at that entry does. */
function fakeRuntime(behaviour: Record<string, 'ok' | 'fail' | 'hang' | 'wrong'>) {
  let current = '';
  const registered: Array<{ entry: string; force?: boolean }> = [];
  const runtime: FederationRuntime & { registered: typeof registered; loads: number } = {
    registered,
    loads: 0,
    registerRemotes(remotes, options) {
      current = remotes[0]!.entry;
      registered.push({ entry: current, force: options?.force });
    },
    loadRemote<T>() {
      runtime.loads += 1;
      const what = behaviour[current] ?? 'fail';
      if (what === 'ok') return Promise.resolve({ default: casino } as T);
      if (what === 'wrong') return Promise.resolve({ default: { name: 'sports' } } as T);
      if (what === 'hang') return new Promise<T>(() => undefined);
      return Promise.reject(new Error(`cannot load ${current}`));
    },
  };
  return runtime;
}

const entry = (extra: Partial<NonNullable<Composition['casino']>> = {}): Composition => ({
  casino: {
    entry: 'https://cdn/mf/casino/2.0.0/mf-manifest.json',
    criticality: 'critical',
    timeoutMs: 1000,
    ...extra,
  },
});
const report = () => undefined;

beforeEach(() => localStorage.clear());

it('loads the composed entry once and remembers it as last-known-good', async () => {
  const runtime = fakeRuntime({ 'https://cdn/mf/casino/2.0.0/mf-manifest.json': 'ok' });
  const registry = createRegistry(runtime, entry(), report);
  await expect(registry.load('casino')).resolves.toBe(casino);
  await registry.load('casino');
  expect(runtime.loads).toBe(1);
  expect(JSON.parse(localStorage.getItem('playhub:lastGoodRemotes')!)).toEqual({
    casino: 'https://cdn/mf/casino/2.0.0/mf-manifest.json',
  });
});

it('falls back to fallbackEntry when the entry fails, replacing the registered remote', async () => {
  const runtime = fakeRuntime({
    'https://cdn/mf/casino/2.0.0/mf-manifest.json': 'fail',
    'https://cdn/mf/casino/1.9.0/mf-manifest.json': 'ok',
  });
  const registry = createRegistry(
    runtime,
    entry({ fallbackEntry: 'https://cdn/mf/casino/1.9.0/mf-manifest.json' }),
    report,
  );
  await expect(registry.load('casino')).resolves.toBe(casino);
  expect(runtime.registered.map((r) => r.entry)).toEqual([
    'https://cdn/mf/casino/2.0.0/mf-manifest.json',
    'https://cdn/mf/casino/1.9.0/mf-manifest.json',
  ]);
  expect(runtime.registered[1]!.force).toBe(true);
  expect(registry.loadedVersion('casino')).toBe('1.9.0');
});

it('falls back to the last entry that loaded on this device', async () => {
  localStorage.setItem(
    'playhub:lastGoodRemotes',
    JSON.stringify({ casino: 'https://cdn/mf/casino/1.8.0/mf-manifest.json' }),
  );
  const runtime = fakeRuntime({ 'https://cdn/mf/casino/1.8.0/mf-manifest.json': 'ok' });
  const registry = createRegistry(
    runtime,
    entry({ fallbackEntry: 'https://cdn/mf/casino/1.9.0/mf-manifest.json' }),
    report,
  );
  await expect(registry.load('casino')).resolves.toBe(casino);
  expect(runtime.registered).toHaveLength(3);
});

it('gives up on an entry that does not answer within timeoutMs', async () => {
  jest.useFakeTimers();
  const runtime = fakeRuntime({ 'https://cdn/mf/casino/2.0.0/mf-manifest.json': 'hang' });
  const registry = createRegistry(runtime, entry({ timeoutMs: 500 }), report);
  const result = registry.load('casino');
  const assertion = expect(result).rejects.toThrow(/timed out after 500 ms/);
  await jest.advanceTimersByTimeAsync(501);
  await assertion;
  jest.useRealTimers();
});

it('treats a module that is not the vertical’s RemoteModule as a failure', async () => {
  const runtime = fakeRuntime({ 'https://cdn/mf/casino/2.0.0/mf-manifest.json': 'wrong' });
  const registry = createRegistry(runtime, entry(), report);
  await expect(registry.load('casino')).rejects.toThrow(/does not export a RemoteModule/);
  expect(localStorage.getItem('playhub:lastGoodRemotes')).toBeNull();
});

it('does not cache a failure: a retry really tries again', async () => {
  const behaviour: Record<string, 'ok' | 'fail'> = { 'https://cdn/mf/casino/2.0.0/mf-manifest.json': 'fail' };
  const runtime = fakeRuntime(behaviour);
  const registry = createRegistry(runtime, entry(), report);
  const failure = await registry.load('casino').catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(RemoteUnavailableError);
  expect((failure as RemoteUnavailableError).attempts).toHaveLength(1);
  behaviour['https://cdn/mf/casino/2.0.0/mf-manifest.json'] = 'ok';
  await expect(registry.load('casino')).resolves.toBe(casino);
  expect(runtime.loads).toBe(2);
});

it('an uncomposed vertical is unavailable; status events tell the page', async () => {
  const events: string[] = [];
  const off = bus.on('remote:status', (e) => events.push(`${e.name}:${e.status}`));
  const registry = createRegistry(fakeRuntime({}), {}, report);
  await expect(registry.load('wallet')).rejects.toThrow(/not composed/);
  expect(events).toEqual(['wallet:failed']);
  off();
});

it('reports a fallback and marks optional verticals', async () => {
  const reports: string[] = [];
  const runtime = fakeRuntime({ 'https://cdn/mf/casino/1.9.0/mf-manifest.json': 'ok' });
  const registry = createRegistry(
    runtime,
    {
      ...entry({ fallbackEntry: 'https://cdn/mf/casino/1.9.0/mf-manifest.json' }),
      notifications: { entry: 'x', criticality: 'optional', timeoutMs: 100 },
    },
    (r) => reports.push(r.phase),
  );
  await registry.load('casino');
  expect(reports).toEqual(['load', 'fallback']);
  expect(registry.isOptional('notifications')).toBe(true);
  expect(registry.isOptional('casino')).toBe(false);
});
