import { earlyManifests } from './early-manifests';

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
