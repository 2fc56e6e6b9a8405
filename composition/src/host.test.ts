import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createActions } from './actions';
import { hostEntry, templateScripts, versionedTemplate } from './host';
import { publishRelease, readRelease } from './integrity';
import { Refusal } from './refusal';
import { resolveForBucket } from './rollout';
import { openStore } from './store';

const TEMPLATE =
  '<html><head><base href="/" /><link rel="icon" href="data:image/svg+xml,x"/>' +
  '<link rel="preload" as="font" href="assets/inter.1a2b3c4d.woff2" crossorigin/>' +
  "<style>@font-face{src:url('assets/inter.1a2b3c4d.woff2')}</style>" +
  '<link rel="preload" as="script" href="958.30d0eb67.js">' +
  '<script defer="defer" src="main.532a287f.js"></script><script>inline()</script></head></html>';

/** The host's manifest: it exposes nothing, provides the runtime and React 19.3.1. */
const HOST_MANIFEST = {
  name: 'host',
  metaData: { pluginVersion: '2.9.2', hostRuntime: { provides: ['runtime-core', 'bundler-runtime'] } },
  shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.0' }],
};

const refusalCode = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof Refusal ? error.code : error),
  );

describe('a host version’s template', () => {
  it('names the scripts it loads itself: script src and script preloads, nothing inline or foreign', () => {
    expect(templateScripts(TEMPLATE)).toEqual(['958.30d0eb67.js', 'main.532a287f.js']);
  });

  it('is pointed into its folder, each recorded script with its hash; base, data: and inline untouched', () => {
    const html = versionedTemplate(TEMPLATE, '/host/2.0.0/', { 'main.532a287f.js': 'sha384-AAAA' });
    expect(html).toContain('<base href="/" />');
    expect(html).toContain('href="data:image/svg+xml,x"');
    expect(html).toContain('href="/host/2.0.0/assets/inter.1a2b3c4d.woff2" crossorigin/>');
    expect(html).toContain("url('/host/2.0.0/assets/inter.1a2b3c4d.woff2')");
    expect(html).toContain('<link rel="preload" as="script" href="/host/2.0.0/958.30d0eb67.js">');
    expect(html).toContain(
      '<script defer="defer" src="/host/2.0.0/main.532a287f.js" integrity="sha384-AAAA" crossorigin="anonymous">',
    );
    expect(html).toContain('<script>inline()</script>');
  });
});

describe('composition.json’s host entry', () => {
  it('names a version folder of the site, and nothing else', () => {
    expect(hostEntry.safeParse({ entry: '/host/1.0.0/mf-manifest.json', version: '1.0.0' }).success).toBe(
      true,
    );
    for (const entry of [
      'https://evil.example/host/1.0.0/mf-manifest.json',
      '/host/../mf-manifest.json',
      '/mf/host/1.0.0/mf-manifest.json',
      '/host/1.0.0/index.html',
    ])
      expect(hostEntry.safeParse({ entry }).success).toBe(false);
  });

  it('resolves per bucket as a vertical’s: the candidate below its traffic, with the stable host as its fallback', () => {
    const composition = {
      host: {
        entry: '/host/1.0.0/mf-manifest.json',
        version: '1.0.0',
        candidate: { entry: '/host/2.0.0/mf-manifest.json', version: '2.0.0', traffic: 10, since: 'x' },
      },
    };
    expect(resolveForBucket(composition, 5).host).toMatchObject({
      entry: '/host/2.0.0/mf-manifest.json',
      fallbackEntry: '/host/1.0.0/mf-manifest.json',
      canary: true,
    });
    expect(resolveForBucket(composition, 50).host).toMatchObject({ entry: '/host/1.0.0/mf-manifest.json' });
  });
});

describe('releasing the host', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** A site with host 1.0.0 deployed and composed, casino 1.0.0 composed, and host 2.0.0 published. */
  function site(casinoShared: Array<Record<string, string>> = []) {
    const dir = mkdtempSync(join(tmpdir(), 'composition-host-'));
    dirs.push(dir);
    const v1 = join(dir, 'host/1.0.0');
    mkdirSync(v1, { recursive: true });
    writeFileSync(join(v1, 'index.html'), TEMPLATE);
    writeFileSync(join(v1, 'main.532a287f.js'), 'main()');
    writeFileSync(join(v1, '958.30d0eb67.js'), 'chunk()');
    writeFileSync(join(v1, 'mf-manifest.json'), JSON.stringify(HOST_MANIFEST));
    cpSync(v1, join(dir, 'host/2.0.0'), { recursive: true });
    mkdirSync(join(dir, 'mf/casino/1.0.0'), { recursive: true });
    writeFileSync(
      join(dir, 'mf/casino/1.0.0/mf-manifest.json'),
      JSON.stringify({ name: 'casino', metaData: { pluginVersion: '2.9.2' }, shared: casinoShared }),
    );
    const integrity = publishRelease(dir, 'host', '1.0.0', v1);
    publishRelease(dir, 'host', '2.0.0', join(dir, 'host/2.0.0'));
    writeFileSync(
      join(dir, 'composition.json'),
      JSON.stringify({
        host: { entry: '/host/1.0.0/mf-manifest.json', version: '1.0.0', integrity },
        casino: { entry: '/mf/casino/1.0.0/mf-manifest.json', version: '1.0.0' },
      }),
    );
    const store = openStore(join(dir, 'composition.json'));
    return { dir, store, actions: createActions(store, { verticals: ['casino'] }) };
  }

  it('publishes the scripts its template loads', () => {
    const { dir } = site();
    expect(Object.keys(readRelease(dir, 'host', '2.0.0') ?? {}).sort()).toEqual([
      '958.30d0eb67.js',
      'main.532a287f.js',
    ]);
  });

  it('canary, promote and rollback move the host like a vertical, integrity and fallback included', async () => {
    const { dir, store, actions } = site();
    await actions.apply('canary', 'host', { target: '2.0.0', traffic: '10' }, { user: 'ops' });
    const canary = (await store.read()).host!;
    expect(canary.candidate).toMatchObject({ entry: '/host/2.0.0/mf-manifest.json', traffic: 10 });
    expect(canary.candidate!.integrity).toEqual(readRelease(dir, 'host', '2.0.0'));
    await actions.apply('promote', 'host', {}, { user: 'ops' });
    expect((await store.read()).host).toMatchObject({
      entry: '/host/2.0.0/mf-manifest.json',
      fallbackEntry: '/host/1.0.0/mf-manifest.json',
    });
    await actions.apply('rollback', 'host', {}, { user: 'ops' });
    expect((await store.read()).host).toMatchObject({
      entry: '/host/1.0.0/mf-manifest.json',
      version: '1.0.0',
    });
  });

  it('refuses a host entry outside its folders, routes for the host, and an unpublished version', async () => {
    const { actions } = site();
    expect(
      await refusalCode(
        actions.preview('set', 'host', { target: 'https://cdn.example/host/2.0.0/mf-manifest.json' }),
      ),
    ).toBe('badTarget');
    await expect(actions.preview('routes', 'host', { patterns: ['/x'] })).rejects.toThrow(/owns no routes/);
    expect(await refusalCode(actions.preview('set', 'host', { target: '3.0.0' }))).toBe('manifestMissing');
  });

  it('refuses a host that would refuse a vertical players are served now', async () => {
    const { actions } = site([{ name: 'react', version: '19.4.0', requiredVersion: '^19.4.0' }]);
    expect(await refusalCode(actions.preview('canary', 'host', { target: '2.0.0', traffic: '5' }))).toBe(
      'hostIncompatible',
    );
  });
});
