// The preset's federation plugins, each compiled on a fixture with webpack's Node API (as Module
// Federation's own configCases are), in one file so the two builds share one warm-up of the plugin.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ConsumeSharedPlugin, ProvideSharedPlugin } = require('@module-federation/enhanced');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedPkg = require('@playhub/shared/package.json');
const { recordConsumedShared } = require('../preset.cjs');
const { StartupPreloadPlugin } = require('../startup-preload.cjs');
const { compile, fixture } = require('./compile.cjs');

// StartupPreloadPlugin, on a host-shaped fixture: index.html preloads the chunks behind the
// entry's async boundary and those of the shared modules it consumes (as the host provides them),
// not the routes loaded later.
test('index.html preloads the start-up chunks and the provided shared module, not a later route', async () => {
  const { stats, read } = await compile({
    context: fixture('host'),
    entry: { main: './index.js' },
    output: { chunkFilename: '[name].[contenthash:8].js' },
    plugins: [
      new ModuleFederationPlugin({ name: 'fixture_host', dts: false, shared: {} }),
      // Provided and consumed apart, the consumer with no fallback of its own: only the provider's
      // chunk can hold `lib`, so the plugin must find the provider of the key it consumes.
      new ProvideSharedPlugin({
        provides: { [fixture('host/lib.js')]: { shareKey: 'lib', version: '1.2.3' } },
      }),
      new ConsumeSharedPlugin({ consumes: { lib: { import: false, requiredVersion: '^1.0.0' } } }),
      new HtmlWebpackPlugin({ chunks: ['main'] }),
      new StartupPreloadPlugin(),
    ],
  });
  const chunks = stats.toJson({ all: false, chunks: true, chunkModules: true }).chunks;
  const fileOf = (test) => chunks.find((c) => c.modules?.some((m) => test(m.name ?? '')))?.files[0];
  const bootstrap = fileOf((name) => name.endsWith('bootstrap.js'));
  const lib = fileOf((name) => name.endsWith('lib.js'));
  const route = fileOf((name) => name.endsWith('route.js'));
  const preloads = [...read('index.html').matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map(
    (m) => m[1],
  );
  expect(bootstrap && lib && route).toBeTruthy();
  expect(preloads).toEqual(expect.arrayContaining([bootstrap, lib]));
  expect(preloads).not.toContain(route);
});

// recordConsumedShared (the vertical's manifest hook), on a vertical-shaped fixture: a shared module it consumes
// without bringing a copy (`import: false`) gets its row back in mf-manifest.json, with the version
// it was built against and the range it requires.
test('mf-manifest.json records each shared module consumed without a copy', async () => {
  const dir = fixture('vertical');
  const { read } = await compile({
    context: dir,
    entry: {},
    plugins: [
      new ModuleFederationPlugin({
        name: 'fixture_vertical',
        filename: 'remoteEntry.js',
        exposes: { './remote': './index.js' },
        dts: false,
        shared: {
          '@playhub/shared/': { singleton: true, requiredVersion: `^${sharedPkg.version}`, import: false },
        },
        manifest: { fileName: 'mf-manifest.json', additionalData: recordConsumedShared(dir) },
        // As the preset builds a vertical: on the host's runtime-core, so none is bundled here.
        experiments: { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
      }),
    ],
  });
  const rows = JSON.parse(read('mf-manifest.json')).shared.filter(
    (row) => row.name === '@playhub/shared/format',
  );
  expect(rows).toEqual([
    expect.objectContaining({
      version: sharedPkg.version,
      requiredVersion: `^${sharedPkg.version}`,
      singleton: true,
      assets: { js: { async: [], sync: [] }, css: { async: [], sync: [] } },
    }),
  ]);
});
