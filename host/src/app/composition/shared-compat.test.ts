import { satisfies, sharedIncompatibility, sharedRequirement } from './shared-compat';

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
