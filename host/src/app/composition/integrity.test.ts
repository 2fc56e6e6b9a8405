import { createIntegrity } from './integrity';

const entry = 'https://wallet.example/mf/wallet/0.2.0/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ assets: { js: { sync: ['__federation_expose_remote.1a2b.js'], async: ['9.9.js'] } } }],
};
const hashes = {
  'remoteEntry.js': 'sha384-entry',
  '__federation_expose_remote.1a2b.js': 'sha384-expose',
};
const remoteEntry = 'https://wallet.example/mf/wallet/0.2.0/remoteEntry.js';

it('puts integrity and crossorigin on the script tags of trusted files, keeping the runtime’s attributes', () => {
  const integrity = createIntegrity({ enforce: true });
  integrity.trust(entry, hashes);
  const script = integrity.plugin.createScript!({
    url: remoteEntry,
    attrs: { fetchpriority: 'high', integrity: 'sha384-forged', crossorigin: 'use-credentials' },
  })!;
  expect(script.getAttribute('integrity')).toBe('sha384-entry');
  expect(script.getAttribute('crossorigin')).toBe('anonymous');
  expect(script.getAttribute('fetchpriority')).toBe('high');
  expect(script.src).toBe(remoteEntry);
});

it('in production, a script without a known hash gets one nothing matches; in development, no tag of ours', () => {
  const url = 'https://wallet.example/mf/wallet/0.3.0/remoteEntry.js';
  const production = createIntegrity({ enforce: true }).plugin.createScript!({ url })!;
  expect(production.getAttribute('integrity')).toMatch(/^sha384-A+$/);
  expect(createIntegrity({ enforce: false }).plugin.createScript!({ url })).toBeUndefined();
});

it('refuses from the manifest an entry whose scripts have no hash (only when enforcing)', () => {
  const enforcing = createIntegrity({ enforce: true });
  expect(enforcing.missing(entry, manifest)).toEqual([
    'remoteEntry.js',
    '__federation_expose_remote.1a2b.js',
  ]);
  enforcing.trust(entry, { 'remoteEntry.js': 'sha384-entry' });
  expect(enforcing.missing(entry, manifest)).toEqual(['__federation_expose_remote.1a2b.js']);
  enforcing.trust(entry, hashes);
  expect(enforcing.missing(entry, manifest)).toEqual([]);
  // The hashes of one version say nothing about another version's files.
  expect(enforcing.missing(entry.replace('0.2.0', '0.1.0'), manifest)).toHaveLength(2);
  expect(createIntegrity({ enforce: false }).missing(entry, manifest)).toEqual([]);
});

it('names a script that failed for its bytes, once, and only for the entry it belongs to', async () => {
  const explain = jest.fn(async (url: string) => `${url}: SHA-384 mismatch`);
  const integrity = createIntegrity({ enforce: true, explain });
  integrity.trust(entry, hashes);
  integrity.plugin.createScript!({ url: remoteEntry })!.dispatchEvent(new Event('error'));
  expect(explain).toHaveBeenCalledWith(remoteEntry, 'sha384-entry');
  expect(await integrity.problem(entry.replace('0.2.0', '0.1.0'))).toBeNull();
  expect(await integrity.problem(entry)).toBe(`${remoteEntry}: SHA-384 mismatch`);
  expect(await integrity.problem(entry)).toBeNull();
});

it('a script that failed for another reason (network, 404) is no integrity problem', async () => {
  const integrity = createIntegrity({ enforce: true, explain: async () => null });
  integrity.trust(entry, hashes);
  integrity.plugin.createScript!({ url: remoteEntry })!.dispatchEvent(new Event('error'));
  expect(await integrity.problem(entry)).toBeNull();
});
