import { createManifestReader, remoteOfManifest } from './manifests';

/** jsdom has no Response: a stand-in with what the reader uses. */
const answer = (body: unknown, status = 200): Response =>
  ({ ok: status < 400, status, json: () => Promise.resolve(body) }) as unknown as Response;

describe('createManifestReader', () => {
  it('takes a manifest the server inlined without a request, by the entry URL resolved', async () => {
    const fetchManifest = jest.fn(() => Promise.resolve(answer({ name: 'other' })));
    const read = createManifestReader(
      { '/mf/casino/1.0.0/mf-manifest.json': { name: 'casino' } },
      'http://site.test/',
      fetchManifest,
    );
    await expect(read('http://site.test/mf/casino/1.0.0/mf-manifest.json')).resolves.toEqual({
      name: 'casino',
    });
    // Asked again (a retry): still the inlined answer, still no request.
    await expect(read('http://site.test/mf/casino/1.0.0/mf-manifest.json')).resolves.toEqual({
      name: 'casino',
    });
    expect(fetchManifest).not.toHaveBeenCalled();
  });

  it('fetches any other, and a failed answer is an error', async () => {
    const read = createManifestReader({}, 'http://site.test/', (url) =>
      Promise.resolve(url.includes('wallet') ? answer({ name: 'wallet' }) : answer('missing', 404)),
    );
    await expect(read('http://cdn.test/mf/wallet/2.0.0/mf-manifest.json')).resolves.toEqual({
      name: 'wallet',
    });
    await expect(read('http://cdn.test/mf/sports/9.0.0/mf-manifest.json')).rejects.toThrow(
      'manifest answered HTTP 404',
    );
  });
});

describe('remoteOfManifest', () => {
  const meta = (extra: Record<string, unknown> = {}) => ({
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: 'casino',
      publicPath: 'auto',
      ...extra,
    },
  });

  it('registers the remote entry beside its manifest, with its type and global', () => {
    expect(remoteOfManifest('casino', meta(), 'https://cdn.test/mf/casino/1.0.0/mf-manifest.json')).toEqual({
      name: 'casino',
      entry: 'https://cdn.test/mf/casino/1.0.0/remoteEntry.js',
      type: 'global',
      entryGlobalName: 'casino',
    });
  });

  it('follows a path and a publicPath, and defaults what a manifest leaves out', () => {
    const m = {
      metaData: {
        remoteEntry: { name: 'remoteEntry.js', path: 'js' },
        publicPath: 'https://static.test/casino/',
      },
    };
    expect(remoteOfManifest('casino', m, 'https://cdn.test/mf/casino/1.0.0/mf-manifest.json')).toEqual({
      name: 'casino',
      entry: 'https://static.test/casino/js/remoteEntry.js',
      type: 'global',
      entryGlobalName: 'casino',
    });
  });

  it('refuses a manifest that names no remote entry', () => {
    expect(() => remoteOfManifest('casino', { metaData: {} }, 'https://cdn.test/m.json')).toThrow(
      'the manifest names no remote entry',
    );
    expect(() => remoteOfManifest('casino', null, 'https://cdn.test/m.json')).toThrow();
  });
});
