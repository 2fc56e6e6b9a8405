import type { RemoteModule } from '@playhub/shared/contracts';
import { bus } from '@playhub/shared/bus';
import type { Composition } from './composition';
import { RemoteUnavailableError, createRegistry, type FederationRuntime } from './registry';

const casino: RemoteModule = { name: 'casino' };

type Outcome = 'ok' | 'fail' | 'hang' | 'wrong';

/**
 * A fake MF runtime: `behaviour[entry]` says what loading the remote registered at that entry does
 * (a list: one outcome per load of that entry, the last one repeating). A remote entry registered
 * from a manifest (`…/remoteEntry.js`) behaves as its manifest's entry says.
 */
function fakeRuntime(behaviour: Record<string, Outcome | Outcome[]>) {
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
      const planned =
        behaviour[current] ?? behaviour[current.replace(/remoteEntry\.js$/, 'mf-manifest.json')] ?? 'fail';
      const what = Array.isArray(planned) ? (planned.length > 1 ? planned.shift()! : planned[0]!) : planned;
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

/** Runs every timer (backoffs, timeouts) until the load settles: no real waiting. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  await jest.runAllTimersAsync();
  return promise;
}

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

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
  await expect(settle(registry.load('casino'))).resolves.toBe(casino);
  // The entry is tried three times (two retries), each time replacing the failed container.
  expect(runtime.registered).toEqual([
    { entry: 'https://cdn/mf/casino/2.0.0/mf-manifest.json', force: false },
    { entry: 'https://cdn/mf/casino/2.0.0/mf-manifest.json', force: true },
    { entry: 'https://cdn/mf/casino/2.0.0/mf-manifest.json', force: true },
    { entry: 'https://cdn/mf/casino/1.9.0/mf-manifest.json', force: true },
  ]);
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
  await expect(settle(registry.load('casino'))).resolves.toBe(casino);
  expect(runtime.registered.map((r) => r.entry.split('/')[5])).toEqual([
    '2.0.0',
    '2.0.0',
    '2.0.0',
    '1.9.0',
    '1.9.0',
    '1.9.0',
    '1.8.0',
  ]);
});

it('gives up on an entry that does not answer within timeoutMs', async () => {
  const runtime = fakeRuntime({ 'https://cdn/mf/casino/2.0.0/mf-manifest.json': 'hang' });
  const registry = createRegistry(runtime, entry({ timeoutMs: 500 }), report);
  const result = registry.load('casino');
  const assertion = expect(result).rejects.toThrow(/timed out after 500 ms/);
  await jest.advanceTimersByTimeAsync(501);
  await assertion;
  // The whole budget went to that attempt: no retry past it.
  expect(runtime.loads).toBe(1);
});

it('treats a module that is not the vertical’s RemoteModule as a failure', async () => {
  const runtime = fakeRuntime({ 'https://cdn/mf/casino/2.0.0/mf-manifest.json': 'wrong' });
  const registry = createRegistry(runtime, entry(), report);
  await expect(settle(registry.load('casino'))).rejects.toThrow(/does not export a RemoteModule/);
  expect(localStorage.getItem('playhub:lastGoodRemotes')).toBeNull();
  // Loading the same build again cannot change what it exports: not retried.
  expect(runtime.loads).toBe(1);
});

it('does not cache a failure: a retry really tries again', async () => {
  const behaviour: Record<string, 'ok' | 'fail'> = { 'https://cdn/mf/casino/2.0.0/mf-manifest.json': 'fail' };
  const runtime = fakeRuntime(behaviour);
  const registry = createRegistry(runtime, entry(), report);
  const failure = await settle(registry.load('casino')).catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(RemoteUnavailableError);
  expect((failure as RemoteUnavailableError).attempts).toEqual([
    {
      entry: 'https://cdn/mf/casino/2.0.0/mf-manifest.json',
      error: 'cannot load https://cdn/mf/casino/2.0.0/mf-manifest.json (after 3 attempts)',
    },
  ]);
  behaviour['https://cdn/mf/casino/2.0.0/mf-manifest.json'] = 'ok';
  await expect(registry.load('casino')).resolves.toBe(casino);
  expect(runtime.loads).toBe(4);
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
  await settle(registry.load('casino'));
  // One report per entry that failed (after its retries), then the fallback.
  expect(reports).toEqual(['load', 'fallback']);
  expect(registry.isOptional('notifications')).toBe(true);
  expect(registry.isOptional('casino')).toBe(false);
});

it('reports the loads of a canary’s candidate (never of a stable entry or of its fallback)', async () => {
  const candidate = 'https://cdn/mf/casino/2.0.0/mf-manifest.json';
  const stable = 'https://cdn/mf/casino/1.9.0/mf-manifest.json';
  const reports: string[] = [];
  const record = (r: { phase: string; version: string | null }) => reports.push(`${r.phase}:${r.version}`);
  await settle(
    createRegistry(
      fakeRuntime({ [candidate]: 'ok' }),
      entry({ canary: true, version: '2.0.0' }),
      record,
    ).load('casino'),
  );
  expect(reports).toEqual(['loaded:2.0.0']);

  reports.length = 0;
  localStorage.clear();
  const failing = fakeRuntime({ [candidate]: 'fail', [stable]: 'ok' });
  const composition = entry({ canary: true, version: '2.0.0', fallbackEntry: stable });
  await settle(createRegistry(failing, composition, record, { retries: 0 }).load('casino'));
  expect(reports).toEqual(['load:2.0.0', 'fallback:1.9.0']);

  reports.length = 0;
  await settle(createRegistry(fakeRuntime({ [candidate]: 'ok' }), entry(), record).load('casino'));
  expect(reports).toEqual([]);
});

describe('retrying the same entry', () => {
  const composed = 'https://cdn/mf/casino/2.0.0/mf-manifest.json';
  const fallbackEntry = 'https://cdn/mf/casino/1.9.0/mf-manifest.json';

  it('retries after a short backoff and keeps the composed version (no fallback, no report)', async () => {
    const reports: string[] = [];
    const runtime = fakeRuntime({ [composed]: ['fail', 'ok'], [fallbackEntry]: 'ok' });
    const registry = createRegistry(runtime, entry({ fallbackEntry }), (r) => reports.push(r.phase));
    const result = registry.load('casino');
    await jest.advanceTimersByTimeAsync(199);
    expect(runtime.loads).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(casino);
    expect(runtime.loads).toBe(2);
    expect(runtime.registered).toEqual([
      { entry: composed, force: false },
      { entry: composed, force: true },
    ]);
    expect(registry.loadedVersion('casino')).toBe('2.0.0');
    expect(reports).toEqual([]);
  });

  it('doubles the backoff, gives up after two retries, then falls back', async () => {
    const runtime = fakeRuntime({ [composed]: 'fail', [fallbackEntry]: 'ok' });
    const registry = createRegistry(runtime, entry({ fallbackEntry }), report);
    const result = registry.load('casino');
    await jest.advanceTimersByTimeAsync(200);
    expect(runtime.loads).toBe(2);
    await jest.advanceTimersByTimeAsync(399);
    expect(runtime.loads).toBe(2);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(casino);
    expect(runtime.loads).toBe(4);
    expect(registry.loadedVersion('casino')).toBe('1.9.0');
  });

  it('retries only within the entry’s time budget', async () => {
    const runtime = fakeRuntime({ [composed]: 'fail' });
    const registry = createRegistry(runtime, entry({ timeoutMs: 300 }), report);
    await expect(settle(registry.load('casino'))).rejects.toThrow(RemoteUnavailableError);
    // 300 ms leaves no room for a 200 ms backoff and another attempt.
    expect(runtime.loads).toBe(1);
  });

  it('retries can be turned off', async () => {
    const runtime = fakeRuntime({ [composed]: ['fail', 'ok'] });
    const registry = createRegistry(runtime, entry(), report, { retries: 0 });
    await expect(settle(registry.load('casino'))).rejects.toThrow(RemoteUnavailableError);
    expect(runtime.loads).toBe(1);
  });
});

describe('compatibility (the one rule, every axis)', () => {
  const composed = 'https://cdn/mf/casino/2.1.0/mf-manifest.json';
  const fallbackEntry = 'https://cdn/mf/casino/2.0.0/mf-manifest.json';
  /** The `shared` rows a build against `version` of @playhub/shared writes into its manifest. */
  const manifestBuiltWith = (version: string, pluginVersion = '2.9.2', react = '^19.3.0') => ({
    name: 'casino',
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
      pluginVersion,
    },
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: react },
      { name: '@playhub/shared/contracts', version, requiredVersion: `^${version}` },
      { name: '@playhub/kit/ui-kit', version, requiredVersion: `^${version}` },
    ],
  });

  const remoteEntryOf = (manifestUrl: string) => manifestUrl.replace(/mf-manifest\.json$/, 'remoteEntry.js');

  function setup(manifests: Record<string, unknown>, behaviour: Record<string, Outcome | Outcome[]>) {
    const reports: Array<{ phase: string; version: string | null; error: string }> = [];
    const read: string[] = [];
    const runtime = fakeRuntime(behaviour);
    const registry = createRegistry(
      runtime,
      entry({ entry: composed, fallbackEntry }),
      (r) => reports.push(r),
      {
        host: {
          shared: '1.0.0',
          federationRuntime: '2.9.2',
          runtimeParts: null,
          singletons: { react: '19.3.1' },
        },
        readManifest: (url) => {
          read.push(url);
          return url in manifests ? Promise.resolve(manifests[url]) : Promise.reject(new Error('HTTP 503'));
        },
      },
    );
    return { runtime, registry, reports, read };
  }

  it('does not load a remote built against a newer minor of shared: next candidate, reported, not retried', async () => {
    const { runtime, registry, reports, read } = setup(
      { [composed]: manifestBuiltWith('1.1.0'), [fallbackEntry]: manifestBuiltWith('1.0.0') },
      { [composed]: 'ok', [fallbackEntry]: 'ok' },
    );
    await expect(settle(registry.load('casino'))).resolves.toBe(casino);
    // Its code never ran: not even registered with the runtime.
    expect(runtime.registered.map((r) => r.entry)).toEqual([remoteEntryOf(fallbackEntry)]);
    expect(read).toEqual([composed, fallbackEntry]);
    expect(registry.loadedVersion('casino')).toBe('2.0.0');
    expect(reports.map((r) => `${r.phase}:${r.version}`)).toEqual(['incompatible:2.1.0', 'fallback:2.0.0']);
    expect(reports[0]!.error).toBe(
      'built against @playhub/shared 1.1.0 (needs ^1.1.0); the host provides 1.0.0',
    );
  });

  it('does not load a remote built with another minor of the federation runtime it would run on', async () => {
    const { runtime, registry, reports } = setup(
      {
        [composed]: manifestBuiltWith('1.0.0', '2.10.0'),
        [fallbackEntry]: manifestBuiltWith('1.0.0', '2.9.0'),
      },
      { [composed]: 'ok', [fallbackEntry]: 'ok' },
    );
    await expect(settle(registry.load('casino'))).resolves.toBe(casino);
    expect(runtime.registered.map((r) => r.entry)).toEqual([remoteEntryOf(fallbackEntry)]);
    expect(reports.map((r) => `${r.phase}:${r.version}`)).toEqual(['incompatible:2.1.0', 'fallback:2.0.0']);
    expect(reports[0]!.error).toBe(
      'built with the federation runtime 2.10.0; the host runs 2.9.2 (another major or minor)',
    );
  });

  it('does not load a remote that needs another React than the page’s one copy (the host’s)', async () => {
    const { runtime, registry, reports } = setup(
      {
        [composed]: manifestBuiltWith('1.0.0', '2.9.2', '^20.0.0'),
        [fallbackEntry]: manifestBuiltWith('1.0.0'),
      },
      { [composed]: 'ok', [fallbackEntry]: 'ok' },
    );
    await expect(settle(registry.load('casino'))).resolves.toBe(casino);
    expect(runtime.registered.map((r) => r.entry)).toEqual([remoteEntryOf(fallbackEntry)]);
    expect(reports.map((r) => `${r.phase}:${r.version}`)).toEqual(['incompatible:2.1.0', 'fallback:2.0.0']);
    expect(reports[0]!.error).toBe(
      "needs react ^20.0.0 (the host has 19.3.1): one copy of each is the page's, the host's",
    );
  });

  it('loads a remote built against the same or an older minor of shared', async () => {
    const { runtime, registry, reports } = setup(
      { [composed]: manifestBuiltWith('1.0.0') },
      { [composed]: 'ok' },
    );
    await expect(settle(registry.load('casino'))).resolves.toBe(casino);
    expect(runtime.registered.map((r) => r.entry)).toEqual([remoteEntryOf(composed)]);
    expect(reports).toEqual([]);
  });

  it('fails when no candidate is compatible (each reported as incompatible)', async () => {
    const { registry, reports } = setup(
      { [composed]: manifestBuiltWith('1.1.0'), [fallbackEntry]: manifestBuiltWith('2.0.0') },
      {},
    );
    const failure = await settle(registry.load('casino')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RemoteUnavailableError);
    expect(reports.map((r) => r.phase)).toEqual(['incompatible', 'incompatible']);
  });

  it('a manifest that cannot be read is a load failure, retried like any other', async () => {
    const manifests: Record<string, unknown> = {};
    const { registry, read } = setup(manifests, { [composed]: 'ok' });
    const result = registry.load('casino');
    result.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(0);
    manifests[composed] = manifestBuiltWith('1.0.0');
    await expect(settle(result)).resolves.toBe(casino);
    expect(read).toEqual([composed, composed]);
  });
});
