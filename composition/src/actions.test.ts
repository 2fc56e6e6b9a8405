import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createActions } from './actions';
import { compatibility, hostOfManifest } from './compatibility';
import { Refusal } from './refusal';
import { openStore } from './store';

/** A deployed site: the host's manifest, casino 1.0.0 composed, and casino `version` with `shared` rows. */
function site(version: string, rows: Array<Record<string, string>>) {
  const dir = mkdtempSync(join(tmpdir(), 'composition-actions-'));
  const host = {
    name: 'host',
    metaData: { pluginVersion: '2.9.2', hostRuntime: { provides: ['runtime-core', 'bundler-runtime'] } },
    shared: [
      { name: '@playhub/shared/api', version: '4.0.0', requiredVersion: '^4.0.0' },
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.0' },
    ],
  };
  const casino = {
    name: 'casino',
    metaData: { pluginVersion: '2.9.2', hostRuntime: { takes: ['runtime-core'] } },
    shared: rows,
  };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(host));
  mkdirSync(join(dir, 'mf/casino', version), { recursive: true });
  writeFileSync(join(dir, 'mf/casino', version, 'mf-manifest.json'), JSON.stringify(casino));
  writeFileSync(
    join(dir, 'composition.json'),
    JSON.stringify({ casino: { entry: '/mf/casino/1.0.0/mf-manifest.json', version: '1.0.0' } }),
  );
  return { dir, host, casino };
}

const refusalCode = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof Refusal ? error.code : error),
  );

describe('the CLI’s and the console’s checks are the page’s rule', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it.each([
    // The CLI used to accept every range but `^x.y.z`; the page refused this one. Both refuse now.
    [
      'a tilde range the host is outside of',
      [{ name: '@playhub/shared/api', version: '4.1.0', requiredVersion: '~4.1.0' }],
      'sharedIncompatible',
    ],
    [
      'a React the host’s copy does not satisfy',
      [{ name: 'react', version: '19.4.0', requiredVersion: '^19.4.0' }],
      'singletonIncompatible',
    ],
  ])('set refuses %s, as the page would', async (_what, rows, code) => {
    const { dir, host, casino } = site('2.0.0', rows);
    dirs.push(dir);
    expect(compatibility(hostOfManifest(host), casino).ok).toBe(false);
    const actions = createActions(openStore(join(dir, 'composition.json')), { verticals: ['casino'] });
    expect(await refusalCode(actions.preview('set', 'casino', { target: '2.0.0' }))).toBe(code);
  });

  it('set goes on to the integrity check when the page would accept the version', async () => {
    const { dir, host, casino } = site('2.0.0', [
      { name: '@playhub/shared/api', version: '4.0.0', requiredVersion: '~4.0.0' },
    ]);
    dirs.push(dir);
    expect(compatibility(hostOfManifest(host), casino).ok).toBe(true);
    const actions = createActions(openStore(join(dir, 'composition.json')), { verticals: ['casino'] });
    expect(await refusalCode(actions.preview('set', 'casino', { target: '2.0.0' }))).toBe('noIntegrity');
  });
});
