import { compareVersions, satisfies } from './semver';

describe('compareVersions', () => {
  it('orders by major, minor and patch as numbers, not as text', () => {
    expect(['1.10.0', '1.9.3', '2.0.0', '1.9.10'].sort(compareVersions)).toEqual([
      '1.9.3',
      '1.9.10',
      '1.10.0',
      '2.0.0',
    ]);
  });

  it('puts a pre-release before its release, and pre-releases by their numbers', () => {
    expect(['2.0.0', '2.0.0-rc.10', '2.0.0-rc.2', '1.9.0'].sort(compareVersions)).toEqual([
      '1.9.0',
      '2.0.0-rc.2',
      '2.0.0-rc.10',
      '2.0.0',
    ]);
  });

  it('ignores a build suffix and puts what is not a version first', () => {
    expect(compareVersions('1.2.3+build.7', '1.2.3')).toBe(0);
    expect(['1.0.0', 'latest'].sort(compareVersions)).toEqual(['latest', '1.0.0']);
  });
});

describe('satisfies', () => {
  it('keeps npm semantics for carets on 0.x', () => {
    expect(satisfies('0.2.9', '^0.2.3')).toBe(true);
    expect(satisfies('0.3.0', '^0.2.3')).toBe(false);
  });
});
