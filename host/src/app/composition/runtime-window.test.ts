import { runtimeWindow } from './runtime-window';
import type { ResolveShareArgs, ScopedShare } from './manifests';

const previous = { version: '4.0.0', moved: { 'ui-kit': '@playhub/kit/ui-kit' } };

/** A share scope as the host registers it: the runtime on 5.0.0, the kit on 1.0.1. */
function scope(): Record<string, Record<string, ScopedShare>> {
  return {
    '@playhub/shared/session': { '5.0.0': { version: '5.0.0' } },
    '@playhub/kit/ui-kit': { '1.0.1': { version: '1.0.1' } },
    react: { '19.3.1': { version: '19.3.1' } },
  };
}

function resolve(
  shares: Record<string, Record<string, ScopedShare>>,
  pkgName: string,
  requiredVersion: string | false,
) {
  const fallback = { shared: { version: 'runtime-choice' }, useTreesShaking: false };
  const args: ResolveShareArgs = {
    shareScopeMap: { default: shares },
    scope: 'default',
    pkgName,
    shareInfo: { shareConfig: { requiredVersion } },
    resolver: () => fallback,
  };
  return runtimeWindow(previous).resolveShare!(args).resolver()?.shared;
}

describe('runtimeWindow: a host on runtime N serves N−1', () => {
  it('registers every N−1 subpath as the very entry of the N module that serves it', () => {
    const shares = scope();
    runtimeWindow(previous).beforeInitContainer!({ shareScope: shares });
    expect(shares['@playhub/shared/session']!['4.0.0']).toBe(shares['@playhub/shared/session']!['5.0.0']);
    expect(shares['@playhub/shared/ui-kit']!['4.0.0']).toBe(shares['@playhub/kit/ui-kit']!['1.0.1']);
    expect(shares.react).toEqual({ '19.3.1': { version: '19.3.1' } });
  });

  it('gives each consumer the newest version its range asks for, else the runtime’s choice', () => {
    const shares = scope();
    runtimeWindow(previous).beforeInitContainer!({ shareScope: shares });
    const session = shares['@playhub/shared/session']!;
    expect(resolve(shares, '@playhub/shared/session', '^4.0.0')).toBe(session['4.0.0']);
    expect(resolve(shares, '@playhub/shared/session', '^5.0.0')).toBe(session['5.0.0']);
    expect(resolve(shares, '@playhub/shared/session', '^3.0.0')).toEqual({ version: 'runtime-choice' });
    expect(resolve(shares, 'react', '^19.0.0')).toEqual({ version: 'runtime-choice' });
  });

  it('a release is newer than its pre-release, and 5.0.10 newer than 5.0.9 (semver order, not text)', () => {
    const shares = scope();
    const session = shares['@playhub/shared/session']!;
    session['5.0.0-rc.1'] = { version: '5.0.0-rc.1' };
    expect(resolve(shares, '@playhub/shared/session', '^5.0.0')).toBe(session['5.0.0']);
    session['5.0.9'] = { version: '5.0.9' };
    session['5.0.10'] = { version: '5.0.10' };
    expect(resolve(shares, '@playhub/shared/session', '^5.0.0')).toBe(session['5.0.10']);
  });

  it('a host without an N−1 surface registers nothing', () => {
    const shares = scope();
    runtimeWindow(null).beforeInitContainer!({ shareScope: shares });
    expect(Object.keys(shares['@playhub/shared/session']!)).toEqual(['5.0.0']);
    expect(shares['@playhub/shared/ui-kit']).toBeUndefined();
  });
});
