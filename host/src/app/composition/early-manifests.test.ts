import { createManifests, earlyManifests } from './early-manifests';

describe('earlyManifests', () => {
  afterEach(() => {
    delete window.__playhubEarly;
  });

  it('hands the runtime the manifest index.html already fetched, once', async () => {
    const url = 'http://site.test/mf/casino/1.0.0/mf-manifest.json';
    // jsdom has no Response: any promise stands for the early answer.
    const response = Promise.resolve({ id: 'casino' } as unknown as Response);
    window.__playhubEarly = { [url]: { headers: {}, response } };
    const plugin = earlyManifests();
    expect(plugin.fetch?.(url, {})).toBe(response);
    expect(plugin.fetch?.(url, {})).toBeUndefined();
  });

  it('lets the runtime fetch any other manifest itself', () => {
    window.__playhubEarly = {};
    expect(earlyManifests().fetch?.('http://site.test/mf/wallet/1.0.0/mf-manifest.json', {})).toBeUndefined();
  });
});

describe('createManifests', () => {
  afterEach(() => {
    delete window.__playhubEarly;
  });

  /** jsdom has no Response: a stand-in with what the reader uses. */
  const answer = (body: unknown, status = 200): Response =>
    ({
      ok: status < 400,
      status,
      json: () => Promise.resolve(body),
      clone: () => answer(body, status),
    }) as unknown as Response;

  it('reads a manifest for the registry and hands the runtime the same answer, once', async () => {
    const url = 'http://site.test/mf/wallet/1.0.0/mf-manifest.json';
    const fetchManifest = jest.fn(() => Promise.resolve(answer({ name: 'wallet' })));
    const manifests = createManifests(fetchManifest);
    await expect(manifests.readManifest(url)).resolves.toEqual({ name: 'wallet' });
    const forRuntime = manifests.plugin.fetch?.(url, {});
    await expect(forRuntime?.then((r) => r.json())).resolves.toEqual({ name: 'wallet' });
    expect(manifests.plugin.fetch?.(url, {})).toBeUndefined();
    expect(fetchManifest).toHaveBeenCalledTimes(1);
  });

  it('adopts the manifest index.html fetched instead of asking again', async () => {
    const url = 'http://site.test/mf/casino/1.0.0/mf-manifest.json';
    window.__playhubEarly = { [url]: { headers: {}, response: Promise.resolve(answer({ name: 'casino' })) } };
    const fetchManifest = jest.fn(() => Promise.resolve(answer({})));
    const manifests = createManifests(fetchManifest);
    await expect(manifests.readManifest(url)).resolves.toEqual({ name: 'casino' });
    expect(fetchManifest).not.toHaveBeenCalled();
    expect(manifests.plugin.fetch?.(url, {})).toBeDefined();
  });

  it('a failed answer is an error and leaves nothing for the runtime; forget drops a refused one', async () => {
    const url = 'http://site.test/mf/sports/9.0.0/mf-manifest.json';
    const manifests = createManifests(() => Promise.resolve(answer('not found', 404)));
    await expect(manifests.readManifest(url)).rejects.toThrow('manifest answered HTTP 404');
    expect(manifests.plugin.fetch?.(url, {})).toBeUndefined();
    const ok = createManifests(() => Promise.resolve(answer({ name: 'sports' })));
    await ok.readManifest(url);
    ok.forget(url);
    expect(ok.plugin.fetch?.(url, {})).toBeUndefined();
  });
});
