import { chunksOf, manifestSchema, scriptsOf } from './manifest';

const manifest = {
  name: 'wallet',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { assets: { js: { sync: ['__federation_expose_remote.1a2b.js', 'shared.js'], async: ['9.9.js'] } } },
    { assets: { js: { sync: ['shared.js'], async: [] } } },
  ],
  shared: [{ name: 'react', assets: { js: { sync: [], async: ['react.js'] } } }],
};

describe('scriptsOf: the scripts the host’s runtime puts on the page', () => {
  it('is the remote entry first, then each exposed module’s sync chunks, each once', () => {
    expect(scriptsOf(manifest)).toEqual([
      'remoteEntry.js',
      '__federation_expose_remote.1a2b.js',
      'shared.js',
    ]);
  });

  it('joins the remote entry’s path', () => {
    expect(scriptsOf({ metaData: { remoteEntry: { name: 'e.js', path: 'js' } } })).toEqual(['js/e.js']);
  });

  it('reads anything without throwing, and keeps only strings', () => {
    expect(scriptsOf(null)).toEqual([]);
    expect(scriptsOf('manifest')).toEqual([]);
    expect(scriptsOf({ metaData: { remoteEntry: { name: 42 } }, exposes: 'x' })).toEqual([]);
    expect(scriptsOf({ exposes: [{ assets: { js: { sync: ['a.js', 7, null] } } }] })).toEqual(['a.js']);
  });
});

it('chunksOf lists every JS file of exposes and shared, sync and async, each once', () => {
  expect(chunksOf(manifest)).toEqual([
    '__federation_expose_remote.1a2b.js',
    'shared.js',
    '9.9.js',
    'react.js',
  ]);
});

it('the manifest schema refuses a manifest without a name or with a malformed remote entry', () => {
  expect(manifestSchema.safeParse(manifest).success).toBe(true);
  expect(manifestSchema.safeParse({ ...manifest, name: '' }).success).toBe(false);
  expect(manifestSchema.safeParse({ ...manifest, metaData: { remoteEntry: { name: 1 } } }).success).toBe(
    false,
  );
  expect(manifestSchema.safeParse({ ...manifest, metaData: { hostRuntime: { takes: 'all' } } }).success).toBe(
    false,
  );
});
