import { runtimeIncompatibility, satisfies, sharedIncompatibility, sharedRequirement } from './shared-compat';

it.each([
  ['1.0.0', '^1.0.0', true],
  ['1.4.2', '^1.0.0', true],
  ['1.0.0', '^1.1.0', false],
  ['2.0.0', '^1.0.0', false],
  ['0.9.9', '^1.0.0', false],
  ['0.1.5', '^0.1.0', true],
  ['0.2.0', '^0.1.0', false],
  ['0.0.3', '^0.0.3', true],
  ['0.0.4', '^0.0.3', false],
  ['1.2.9', '~1.2.3', true],
  ['1.3.0', '~1.2.3', false],
  ['1.2.3', '1.2.3', true],
  ['1.2.4', '=1.2.3', false],
  ['1.5.0', '>=1.2.0 <2.0.0', true],
  ['2.0.0', '>=1.2.0 <2.0.0', false],
  ['3.1.0', '^1.0.0 || ^3.0.0', true],
  ['1.0.0-beta.1', '^1.0.0', true],
  ['1.0.0', '*', true],
  ['1.0.0', 'latest', false],
  ['not-a-version', '*', false],
])('satisfies(%s, %s) is %s', (version, range, expected) => {
  expect(satisfies(version, range)).toBe(expected);
});

const manifest = (version: string, requiredVersion?: string) => ({
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.0' },
    { name: '@playhub/shared/api', version, requiredVersion: requiredVersion ?? `^${version}` },
    { name: '@playhub/shared/bus', version, requiredVersion: requiredVersion ?? `^${version}` },
  ],
});

it('reads the @playhub/shared rows of a manifest', () => {
  expect(sharedRequirement(manifest('1.1.0'))).toEqual({ builtWith: '1.1.0', required: ['^1.1.0'] });
  expect(sharedRequirement({ shared: [{ name: 'react', version: '19.3.1' }] })).toBeNull();
  expect(sharedRequirement(null)).toBeNull();
  expect(sharedRequirement({ shared: 'nonsense' })).toBeNull();
});

it('says why the host cannot serve a remote built against a newer shared, and only then', () => {
  expect(sharedIncompatibility(manifest('1.1.0'), '1.0.0')).toBe(
    'built against @playhub/shared 1.1.0 (needs ^1.1.0); the host provides 1.0.0',
  );
  expect(sharedIncompatibility(manifest('1.0.0'), '1.0.0')).toBeNull();
  // An older remote on a newer host of the same major is served.
  expect(sharedIncompatibility(manifest('1.0.0'), '1.3.0')).toBeNull();
  expect(sharedIncompatibility(manifest('1.0.0'), '2.0.0')).toMatch(/needs \^1\.0\.0/);
  // A manifest without shared rows (or not a manifest at all) is left to the runtime.
  expect(sharedIncompatibility({}, '1.0.0')).toBeNull();
});

it('refuses a remote built with another major or minor of the federation runtime it runs on', () => {
  const built = (pluginVersion: unknown) => ({ metaData: { pluginVersion } });
  expect(runtimeIncompatibility(built('2.9.2'), '2.9.2')).toBeNull();
  // Patch releases keep the interface between a vertical's webpack runtime and the host's core.
  expect(runtimeIncompatibility(built('2.9.0'), '2.9.7')).toBeNull();
  expect(runtimeIncompatibility(built('2.10.0'), '2.9.2')).toBe(
    'built with the federation runtime 2.10.0; the host runs 2.9.2 (another major or minor)',
  );
  expect(runtimeIncompatibility(built('2.8.4'), '2.9.2')).toMatch(/2\.8\.4/);
  expect(runtimeIncompatibility(built('3.9.2'), '2.9.2')).toMatch(/another major or minor/);
  expect(runtimeIncompatibility(built('not a version'), '2.9.2')).toMatch(/not a version/);
  // No recorded version: judged by the other checks.
  expect(runtimeIncompatibility({}, '2.9.2')).toBeNull();
  expect(runtimeIncompatibility(built(42), '2.9.2')).toBeNull();
});

it('refuses a remote that runs on a part of the federation runtime the host does not provide', () => {
  const takes = (parts: unknown) => ({ metaData: { pluginVersion: '2.9.2', hostRuntime: { takes: parts } } });
  const both = ['runtime-core', 'bundler-runtime'];
  expect(runtimeIncompatibility(takes(both), '2.9.2', both)).toBeNull();
  // A host built before the bundler runtime was handed over provides the core only.
  expect(runtimeIncompatibility(takes(both), '2.9.2', ['runtime-core'])).toBe(
    "runs on the host's bundler-runtime, which this host does not provide",
  );
  // A vertical that bundles its own parts (built before, or without the record) takes nothing.
  expect(
    runtimeIncompatibility({ metaData: { pluginVersion: '2.9.2' } }, '2.9.2', ['runtime-core']),
  ).toBeNull();
  expect(runtimeIncompatibility(takes('bundler-runtime'), '2.9.2', ['runtime-core'])).toBeNull();
  // Outside a webpack build the host knows no parts: only the version is judged.
  expect(runtimeIncompatibility(takes(both), '2.9.2', null)).toBeNull();
});
