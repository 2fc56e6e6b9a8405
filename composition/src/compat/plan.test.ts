import { combinations, describe as lines, type BuildView } from './plan';

const manifest = (shared: string, runtime = '2.9.2') => ({
  name: 'x',
  metaData: { pluginVersion: runtime, hostRuntime: { takes: ['runtime-core'] } },
  shared: [{ name: '@playhub/shared/contracts', version: shared, requiredVersion: `^${shared}` }],
  exposes: [],
});
const host = (shared: string, runtime = '2.9.2') => ({
  name: 'host',
  metaData: { pluginVersion: runtime, hostRuntime: { provides: ['runtime-core', 'bundler-runtime'] } },
  shared: [{ name: '@playhub/shared/contracts', version: shared }],
});
const build = (shared: string, suffix: string): BuildView => ({
  host: host(shared),
  hostFolder: `0.3.0${suffix}`,
  hostIntegrity: { 'main.js': `sha384-${suffix || 'new'}` },
  verticals: Object.fromEntries(
    ['casino', 'sports'].map((v) => [
      v,
      { folder: `1.0.0${suffix}`, manifest: manifest(shared), integrity: {} },
    ]),
  ),
});
const base = { casino: { routes: ['/'], criticality: 'critical' }, sports: { routes: ['/spor/*'] } };

describe('pnpm compat: the combinations and what the rule promises', () => {
  it('composes the new host with every previous vertical, the previous host with every new one, and each alone', () => {
    const plan = combinations(
      { new: build('4.1.0', ''), previous: build('4.0.0', '+abc') },
      ['casino', 'sports'],
      base,
    );
    expect(plan.map((c) => [c.name, c.host, c.checks.map((k) => k.vertical)])).toEqual([
      ['new host, previous verticals', 'new', ['casino', 'sports']],
      ['previous host, new verticals', 'previous', ['casino', 'sports']],
      ['casino alone moved forward', 'previous', ['casino']],
      ['sports alone moved forward', 'previous', ['sports']],
    ]);
    // A newer minor host runs the previous verticals: their own build, the host's as the fallback.
    expect(plan[0]!.checks[0]).toEqual({
      vertical: 'casino',
      entryFolder: '1.0.0+abc',
      expectFolder: '1.0.0+abc',
      refused: null,
    });
    expect(plan[0]!.composition.casino).toMatchObject({
      entry: '/mf/casino/1.0.0+abc/mf-manifest.json',
      fallbackEntry: '/mf/casino/1.0.0/mf-manifest.json',
      routes: ['/'],
      criticality: 'critical',
    });
    // Moved alone: the others stay on the previous build, with no fallback (the host's own build).
    expect(plan[2]!.composition.sports).not.toHaveProperty('fallbackEntry');
    // The page is painted with the combination's host version, as an operator releases it.
    expect(plan.map((c) => c.composition.host)).toEqual([
      { entry: '/host/0.3.0/mf-manifest.json', version: '0.3.0', integrity: { 'main.js': 'sha384-new' } },
      ...[1, 2, 3].map(() => ({
        entry: '/host/0.3.0+abc/mf-manifest.json',
        version: '0.3.0+abc',
        integrity: { 'main.js': 'sha384-+abc' },
      })),
    ]);
  });

  it('expects a pair outside the window to be refused and to fall back to the host’s own build, and says so', () => {
    const plan = combinations(
      { new: build('5.0.0', ''), previous: build('4.0.0', '+abc') },
      ['casino'],
      base,
    );
    const older = plan.find((c) => c.name === 'previous host, new verticals')!;
    expect(older.checks[0]).toMatchObject({ entryFolder: '1.0.0', expectFolder: '1.0.0+abc' });
    expect(older.checks[0]!.refused).toContain('@playhub/shared 5.0.0');
    expect(lines(older)[0]).toMatch(/casino 1\.0\.0 refused \(.+\); falls back to 1\.0\.0\+abc$/);
    // A vertical built against ^4 needs 4.x: a host on 5 without an N−1 window refuses it as well.
    expect(plan[0]!.checks[0]!.refused).toContain('the host provides 5.0.0');
  });
});
