import { compatibility, hostOfManifest, type HostProvides } from './compatibility';
import { satisfies } from './semver';

/** A host as the preset builds it today. */
const host: HostProvides = {
  shared: '4.0.0',
  federationRuntime: '2.9.2',
  runtimeParts: ['runtime-core', 'bundler-runtime'],
  singletons: { react: '19.3.1', 'react-dom': '19.3.1', zustand: '5.1.0', 'styled-components': '6.6.0' },
};

/** A vertical's manifest as the preset writes it, with the given changes. */
function vertical({
  shared = '^4.0.0',
  plugin = '2.9.2' as unknown,
  takes = ['runtime-core', 'bundler-runtime'] as unknown,
  react = '^19.3.0',
  jsx = '^19.3.1',
  styled = '^6.6.0',
} = {}) {
  return {
    name: 'casino',
    metaData: { pluginVersion: plugin, hostRuntime: { takes } },
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: react, singleton: true },
      { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: jsx },
      { name: 'styled-components', version: '6.6.0', requiredVersion: styled, singleton: true },
      { name: '@playhub/shared/contracts', version: '4.0.0', requiredVersion: shared, singleton: true },
      { name: '@playhub/shared/api', version: '4.0.0', requiredVersion: shared, singleton: true },
    ],
  };
}

const refusedAxes = (manifest: unknown, on: HostProvides = host) =>
  compatibility(on, manifest).refusals.map((r) => r.axis);

describe('compatibility: one verdict for every axis', () => {
  it('accepts a vertical built with this host, judging every axis', () => {
    const verdict = compatibility(host, vertical());
    expect(verdict.ok).toBe(true);
    expect(verdict.problem).toBeNull();
    expect(Object.values(verdict.axes).map((a) => [a.axis, a.ok, a.judged])).toEqual([
      ['shared', true, true],
      ['runtimeParts', true, true],
      ['federationRuntime', true, true],
      ['singletons', true, true],
    ]);
  });

  it('shared: refuses a range the host’s @playhub/shared is outside of, accepts an older minor', () => {
    expect(refusedAxes(vertical({ shared: '^4.1.0' }))).toEqual(['shared']);
    expect(refusedAxes(vertical({ shared: '^3.0.0' }))).toEqual(['shared']);
    expect(refusedAxes(vertical({ shared: '^4.0.0' }), { ...host, shared: '4.3.0' })).toEqual([]);
    const { reason, code, params } = compatibility(host, vertical({ shared: '^4.1.0' })).axes.shared;
    expect(reason).toBe('built against @playhub/shared 4.0.0 (needs ^4.1.0); the host provides 4.0.0');
    expect(code).toBe('sharedIncompatible');
    expect(params).toEqual({ built: '4.0.0', needs: '^4.1.0', provided: '4.0.0' });
  });

  it('shared: runtime majors N and N−1, the previous surface the host also provides', () => {
    const windowed: HostProvides = { ...host, shared: '5.0.0', sharedPrevious: '4.0.0' };
    expect(refusedAxes(vertical({ shared: '^4.0.0' }), windowed)).toEqual([]);
    expect(refusedAxes(vertical({ shared: '^5.0.0' }), windowed)).toEqual([]);
    // Newer than the surface it keeps of N−1, older than N−1, newer than N: outside the window.
    expect(refusedAxes(vertical({ shared: '^4.1.0' }), windowed)).toEqual(['shared']);
    expect(refusedAxes(vertical({ shared: '^3.0.0' }), windowed)).toEqual(['shared']);
    expect(refusedAxes(vertical({ shared: '^5.1.0' }), windowed)).toEqual(['shared']);
    expect(compatibility(windowed, vertical({ shared: '^3.0.0' })).axes.shared.reason).toBe(
      'built against @playhub/shared 4.0.0 (needs ^3.0.0); the host provides 5.0.0 and 4.0.0',
    );
    // A host built before the window (one major) refuses a vertical built against the next one.
    expect(refusedAxes(vertical({ shared: '^5.0.0' }))).toEqual(['shared']);
  });

  it('the range the CLI accepted and the page refused is now refused by both (one rule)', () => {
    // The CLI judged only `^x.y.z` ranges and let every other one through; the page refused this
    // one. Both now run this function (actions.ts and the host's registry).
    const tilde = vertical({ shared: '~4.1.0' });
    expect(compatibility(host, tilde).ok).toBe(false);
    expect(compatibility(hostOfManifest(hostManifest()), tilde).ok).toBe(false);
    // A row without requiredVersion requires ^version (the page's reading; the CLI judged nothing).
    const bare = { ...vertical(), shared: [{ name: '@playhub/shared/api', version: '5.0.0' }] };
    expect(refusedAxes(bare)).toEqual(['shared']);
  });

  it('runtimeParts: refuses a part the host does not hand over', () => {
    expect(refusedAxes(vertical({ takes: ['runtime-core', 'bundler-runtime', 'future-part'] }))).toEqual([
      'runtimeParts',
    ]);
    expect(refusedAxes(vertical(), { ...host, runtimeParts: ['runtime-core'] })).toEqual(['runtimeParts']);
    expect(compatibility(host, vertical({ takes: ['a', 'b'] })).axes.runtimeParts.reason).toBe(
      "runs on the host's a and b, which this host does not provide",
    );
  });

  it('federationRuntime: the same major and minor only', () => {
    expect(refusedAxes(vertical({ plugin: '2.9.0' }), { ...host, federationRuntime: '2.9.7' })).toEqual([]);
    expect(refusedAxes(vertical({ plugin: '2.10.0' }))).toEqual(['federationRuntime']);
    expect(refusedAxes(vertical({ plugin: '2.8.4' }))).toEqual(['federationRuntime']);
    expect(refusedAxes(vertical({ plugin: '3.9.2' }))).toEqual(['federationRuntime']);
    expect(refusedAxes(vertical({ plugin: 'not a version' }))).toEqual(['federationRuntime']);
    // Nothing recorded: that axis is not judged.
    expect(compatibility(host, vertical({ plugin: 42 })).axes.federationRuntime).toMatchObject({
      ok: true,
      judged: false,
    });
  });

  it('singletons: refuses a React, a react subpath or styled-components the host’s copy does not satisfy', () => {
    expect(refusedAxes(vertical({ react: '^19.4.0' }))).toEqual(['singletons']);
    expect(refusedAxes(vertical({ jsx: '^20.0.0' }))).toEqual(['singletons']);
    expect(refusedAxes(vertical({ styled: '^7.0.0' }))).toEqual(['singletons']);
    expect(refusedAxes(vertical(), { ...host, singletons: { ...host.singletons, react: '18.3.1' } })).toEqual(
      ['singletons'],
    );
    expect(compatibility(host, vertical({ react: '^19.4.0' })).axes.singletons.reason).toBe(
      "needs react ^19.4.0 (the host has 19.3.1): one copy of each is the page's, the host's",
    );
  });

  it('reports every refusing axis at once, the first as the problem', () => {
    const verdict = compatibility(host, vertical({ shared: '^5.0.0', plugin: '2.10.0', react: '^20.0.0' }));
    expect(verdict.refusals.map((r) => r.axis)).toEqual(['shared', 'federationRuntime', 'singletons']);
    expect(verdict.problem).toMatch(/@playhub\/shared/);
  });

  it('judges nothing it is not told: an unknown host or a manifest without rows passes', () => {
    const unknown: HostProvides = {
      shared: null,
      federationRuntime: null,
      runtimeParts: null,
      singletons: {},
    };
    expect(compatibility(unknown, vertical({ shared: '^9.0.0', react: '^99.0.0' })).ok).toBe(true);
    expect(compatibility(host, {}).ok).toBe(true);
    expect(compatibility(host, null).ok).toBe(true);
  });
});

/** A host's mf-manifest.json as the preset writes it. */
function hostManifest(
  meta: Record<string, unknown> = { hostRuntime: { provides: ['runtime-core', 'bundler-runtime'] } },
) {
  return {
    name: 'host',
    metaData: { pluginVersion: '2.9.2', ...meta },
    shared: [
      { name: 'react-dom/client', version: '19.3.1' },
      { name: 'react', version: '19.3.1' },
      { name: 'zustand/vanilla', version: '5.1.0' },
      { name: 'styled-components', version: '6.6.0' },
      { name: '@playhub/shared/api', version: '4.0.0' },
    ],
  };
}

describe('hostOfManifest: the deployed host as the CLI and the console see it', () => {
  it('reads the same figures the page is built with', () => {
    expect(hostOfManifest(hostManifest())).toEqual({
      shared: '4.0.0',
      federationRuntime: '2.9.2',
      runtimeParts: ['runtime-core', 'bundler-runtime'],
      singletons: { react: '19.3.1', 'react-dom': '19.3.1', zustand: '5.1.0', 'styled-components': '6.6.0' },
    });
  });

  it('reads the previous runtime major it also serves (the N−1 window) from its metaData', () => {
    const manifest = hostManifest({ runtimeWindow: { previous: '4.0.0' } });
    expect(hostOfManifest(manifest)).toMatchObject({ sharedPrevious: '4.0.0' });
    expect(hostOfManifest(hostManifest())).not.toHaveProperty('sharedPrevious');
  });

  it('a host that records no runtime parts predates the record: the runtime core only', () => {
    expect(hostOfManifest(hostManifest({})).runtimeParts).toEqual(['runtime-core']);
  });
});

describe('satisfies (npm range semantics)', () => {
  it.each([
    ['1.2.3', '^1.0.0', true],
    ['2.0.0', '^1.0.0', false],
    ['0.2.5', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.5.0', '>=1.2.3 <2.0.0', true],
    ['3.0.0', '^1.0.0 || ^3.0.0', true],
    ['1.0.0-rc.1', '1.0.0', true],
    ['1.0.0', '*', true],
    ['1.0.0', 'latest', false],
    ['not a version', '*', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});
