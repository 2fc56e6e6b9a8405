// The preset's federation plugins, each compiled on a fixture with webpack's Node API (as Module
// Federation's own configCases are), in one file so the two builds share one warm-up of the plugin.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ConsumeSharedPlugin, ProvideSharedPlugin } = require('@module-federation/enhanced');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedPkg = require('@playhub/shared/package.json');
const kitPkg = require('@playhub/kit/package.json');
const { createAppConfig } = require('../preset.cjs');
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

// A vertical's production build as the preset configures it (createAppConfig), on a vertical-shaped
// fixture: its manifest records each shared module it consumes without a copy (`recordConsumedShared`)
// with the runtime range its package.json declares, the kit with its own range, and the host runtime
// parts it takes; its kit copy is one fallback chunk, consumed but never provided; its remote entry
// carries its own bundler runtime.
test('a vertical built by the preset records what it consumes and takes, and brings its own bundler runtime', async () => {
  const dir = fixture('vertical');
  const config = createAppConfig({ dir, name: 'fixture_vertical', exposes: { './remote': './index.js' } })(
    {},
    { mode: 'production' },
  );
  // The kit's fallback copy is its TypeScript source, compiled with the apps' loader (an app's devDependency).
  const resolveLoader = {
    modules: [require('node:path').join(__dirname, '../../host/node_modules'), 'node_modules'],
  };
  const { read, emitted } = await compile({ ...config, devtool: false, resolveLoader });
  const manifest = JSON.parse(read('mf-manifest.json'));
  const noAssets = { js: { async: [], sync: [] }, css: { async: [], sync: [] } };
  expect(manifest.shared).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        name: '@playhub/shared/bus',
        version: sharedPkg.version,
        requiredVersion: '^5.0.0',
        singleton: true,
        assets: noAssets,
      }),
      expect.objectContaining({
        name: '@playhub/kit/format',
        version: kitPkg.version,
        requiredVersion: `^${kitPkg.version}`,
        singleton: false,
      }),
    ]),
  );
  expect(manifest.shared).toHaveLength(2);
  expect(manifest.metaData.hostRuntime).toEqual({ takes: ['runtime-core'] });
  // The kit's copy: one chunk, loaded only through the consume fallback, never registered.
  expect(emitted().filter((file) => /^kit-fallback\.[0-9a-f]{8}\.js$/.test(file))).toHaveLength(1);
  const entry = read('remoteEntry.js');
  expect(entry).toContain('@playhub/kit/format');
  expect(entry).not.toMatch(/initOptions\.shared\s*=\s*\{[^}]*@playhub\/kit/);
  // runtime-core is the host's (an external), the bundler runtime this container's own.
  expect(entry).toContain('_FEDERATION_RUNTIME_CORE');
  expect(entry).toContain('initializeSharing');
  expect(entry).not.toContain('_FEDERATION_BUNDLER_RUNTIME');
});

test.each([
  ['^99.0.0', /playhub\.runtime \^99\.0\.0 is not a caret range that @playhub\/shared/],
  // Not a caret range, although the workspace's runtime meets it: the policy is the oldest runtime needed.
  ['>=1.0.0', /playhub\.runtime >=1\.0\.0 is not a caret range/],
])('a vertical declaring the runtime range %s does not build', (runtime, message) => {
  const fs = require('node:fs');
  const path = require('node:path');
  const os = require('node:os');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preset-range-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ version: '0.0.0', playhub: { runtime } }),
    );
    const config = createAppConfig({ dir, name: 'fixture_vertical', exposes: { './remote': './index.js' } });
    expect(() => config({}, { mode: 'production' })).toThrow(message);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
