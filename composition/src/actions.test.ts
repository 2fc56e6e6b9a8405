import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createActions, type GateRequest } from './actions';
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

describe('the evidence gate (issue 30, item 5): the `gate` option', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** A site where casino 2.0.0 is compatible and published, and actions whose gate records its requests. */
  function gated(answer: (request: GateRequest) => Promise<string | undefined>) {
    const { dir } = site('2.0.0', [
      { name: '@playhub/shared/api', version: '4.0.0', requiredVersion: '^4.0.0' },
    ]);
    dirs.push(dir);
    mkdirSync(join(dir, 'releases/casino'), { recursive: true });
    const integrity = { 'remoteEntry.js': 'sha384-x' };
    writeFileSync(join(dir, 'releases/casino/2.0.0.json'), JSON.stringify({ integrity }));
    const asked: GateRequest[] = [];
    const store = openStore(join(dir, 'composition.json'));
    const actions = createActions(store, {
      verticals: ['casino'],
      gate: (request) => {
        asked.push(request);
        return answer(request);
      },
    });
    return { actions, asked, store };
  }

  it('set asks the gate with who asks, and its history line says what let it through', async () => {
    const { actions, asked } = gated(async () => 'evidence #7');
    const line = await actions.apply('set', 'casino', { target: '2.0.0' }, { user: 'ana' });
    expect(asked).toEqual([{ action: 'set', vertical: 'casino', version: '2.0.0', user: 'ana' }]);
    expect(line).toMatchObject({
      action: 'set',
      to: '/mf/casino/2.0.0/mf-manifest.json',
      evidence: 'evidence #7',
    });
  });

  it('a refusing gate refuses the change and nothing is written', async () => {
    const { actions, store } = gated(async () => {
      throw new Refusal('no evidence', 'noEvidence');
    });
    expect(await refusalCode(actions.apply('set', 'casino', { target: '2.0.0' }, { user: 'ana' }))).toBe(
      'noEvidence',
    );
    expect((await store.read()).casino?.version).toBe('1.0.0');
  });

  it('set --force is not asked but recorded as forced; a canary at 0 % is not asked, its traffic above 0 % is', async () => {
    const { actions, asked } = gated(async () => 'evidence #1');
    expect(await actions.apply('set', 'casino', { target: '2.0.0', force: true })).toMatchObject({
      evidence: 'forced',
    });
    expect(asked).toEqual([]);
    await actions.apply('rollback', 'casino');
    await actions.apply('canary', 'casino', { target: '2.0.0', traffic: 0 });
    expect(asked).toEqual([]);
    await actions.apply('traffic', 'casino', { traffic: 10 }, { user: 'bo' });
    expect(asked).toEqual([{ action: 'traffic', vertical: 'casino', version: '2.0.0', user: 'bo' }]);
  });
});
