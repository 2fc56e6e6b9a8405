// The webpack + Module Federation preset every playhub app builds with, so the `shared` table is
// identical everywhere and an app's own config is a few lines (../shared/notes/module-federation.md).
// A build-time package: nothing of it reaches a page, and it has no version any page checks (the
// versions a build records are those of `@playhub/shared` and of the federation runtime).
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const semver = require('semver');
const { ConsumeSharedPlugin } = require('@module-federation/enhanced');
const sharedPkg = require('@playhub/shared/package.json');
const kitPkg = require('@playhub/kit/package.json');
const { StartupPreloadPlugin } = require('./startup-preload.cjs');
const { ChunkIntegrityPlugin } = require('./chunk-integrity.cjs');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
/** The one declared list of verticals (ports, routes…): scripts/verticals.mjs. */
const verticals = require('@playhub/shared/verticals.json');

/** The folder of `@playhub/shared`, whose runtime subpaths the host provides by file path. */
const sharedDir = path.dirname(require.resolve('@playhub/shared/package.json'));
/** The folder of `@playhub/kit`, whose subpaths the host provides by file path too. */
const kitDir = path.dirname(require.resolve('@playhub/kit/package.json'));

const verticalOf = (name) => verticals.find((v) => v.name === name);

const singleton = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra });

/** `Module#type` of a consumed shared module (webpack's and Module Federation's: public module types). */
const CONSUME_SHARED_MODULE = 'consume-shared-module';

/**
 * The shared singletons of ARCHITECTURE.md; `@playhub/shared` needs an explicit version (workspace:*):
 * its package.json version (semver, bumped by changesets), provided as `version` and required as
 * `^version`, so every remote's mf-manifest.json records the shared version it was built against.
 * The router is shared through `@playhub/shared/router` (a tree-shaken facade), not react-router-dom;
 * likewise i18next and react-i18next live only inside `@playhub/shared/i18n` and react-query inside
 * `/query`, `/session` and `/bootstrap` (lint enforces it), so they are not in this table either: the
 * host's copies of those subpaths carry them, tree-shaken, for the whole page.
 */
const sharedModules = {
  react: singleton('^19.3.0'),
  'react/': singleton('^19.3.0'),
  'react-dom': singleton('^19.3.0'),
  'react-dom/': singleton('^19.3.0'),
  zustand: singleton('^5.1.0'),
  'zustand/': singleton('^5.1.0'),
  'styled-components': singleton('^6.6.0'),
  '@playhub/shared/': singleton(`^${sharedPkg.version}`, { version: sharedPkg.version }),
  // The kit is not page-wide state: an ordinary shared module with a range. The page uses the host's
  // copy when its version is in range, else a vertical's own (its fallback chunks).
  '@playhub/kit/': { requiredVersion: `^${kitPkg.version}`, version: kitPkg.version },
};

/** The `@playhub/shared` subpaths the frame needs before first render (the rest load on demand). */
const startupSubpaths = [
  'api',
  'bootstrap',
  'bus',
  'contracts',
  'i18n',
  'platform',
  'query',
  'router',
  'session',
  'storage',
  'theme',
  'ui',
];
/** The `@playhub/kit` subpaths the frame needs before first render. */
const startupKitSubpaths = ['format', 'ui-kit'];

/**
 * The runtime subpaths of `@playhub/shared` (its package exports without the build and test tooling):
 * the host provides every one of them, so a vertical never brings a copy of its own (below).
 */
const subpathsOf = (pkg) =>
  Object.keys(pkg.exports)
    .filter((key) => /^\.\/[a-z-]+$/.test(key))
    .map((key) => key.slice(2))
    .filter((sub) => !['testing', 'dev-shell'].includes(sub));
const runtimeSubpaths = subpathsOf(sharedPkg);
const kitSubpaths = subpathsOf(kitPkg);

/**
 * The previous runtime major a host also serves (the N−1 window, docs/platform-guide.md): the
 * version named by its `src/app/composition/runtime-previous.json`, null for an app without one.
 * The host's `runtimeWindow` plugin serves that major's subpaths with the current runtime's modules
 * and the kit's; the build records the version for the compatibility rule (the page's
 * `__PLAYHUB_SHARED_PREVIOUS__`, the manifest's `metaData.runtimeWindow.previous`).
 */
function previousRuntimeVersion(dir) {
  const file = path.join(dir, 'src', 'app', 'composition', 'runtime-previous.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).version : null;
}

/**
 * The host's table: the same singletons, but what first render needs is provided eagerly — bundled
 * into the host's entry instead of fetched in two more waves after it — and every runtime subpath of
 * `@playhub/shared` is provided (by its file path, so even one no host code imports, such as `forms`,
 * lands in the share scope as a lazy chunk). The host always registers first, so remotes resolve to
 * these.
 */
const hostSharedModules = {
  ...Object.fromEntries(
    Object.entries(sharedModules).map(([key, config]) => [
      key,
      key.startsWith('@playhub/') ? config : { ...config, eager: true },
    ]),
  ),
  ...Object.fromEntries(
    runtimeSubpaths.map((sub) => [
      `@playhub/shared/${sub}`,
      {
        ...sharedModules['@playhub/shared/'],
        import: path.join(sharedDir, sharedPkg.exports[`./${sub}`]),
        eager: startupSubpaths.includes(sub),
      },
    ]),
  ),
  ...Object.fromEntries(
    kitSubpaths.map((sub) => [
      `@playhub/kit/${sub}`,
      {
        ...sharedModules['@playhub/kit/'],
        import: path.join(kitDir, kitPkg.exports[`./${sub}`]),
        eager: startupKitSubpaths.includes(sub),
      },
    ]),
  ),
};

/**
 * A vertical's production table: the singletons and the runtime with `import: false` — it brings no
 * copy of any of them and uses the host's (the registry refuses a vertical whose manifest asks for a
 * runtime version the host cannot serve, before any of its code runs). The kit keeps its import: the
 * vertical's own copy is its fallback, loaded only when the page has none in its range. Under
 * `pnpm dev` a vertical also runs standalone in its dev shell, so there it keeps every copy.
 */
const remoteSharedModules = (dir) =>
  Object.fromEntries(
    Object.entries(sharedModules)
      .filter(([key]) => !key.startsWith('@playhub/kit/'))
      .map(([key, config]) => [
        key,
        key === '@playhub/shared/'
          ? { ...config, requiredVersion: runtimeRange(dir), import: false }
          : { ...config, import: false },
      ]),
  );

/**
 * The runtime range a vertical is built against (the policy: the oldest runtime it needs,
 * docs/platform-guide.md): `"playhub": { "runtime": "^5.0.0" }` in its package.json (a field of its
 * own, which `changeset version` leaves alone: it rewrites dependency ranges), else the runtime's
 * own version. A caret range the workspace's runtime is outside of fails the build; `pnpm compat`
 * proves the range with the previous host.
 */
function runtimeRange(dir) {
  const declared = require(path.join(dir, 'package.json')).playhub?.runtime;
  if (declared === undefined) return `^${sharedPkg.version}`;
  const caret = typeof declared === 'string' && /^\^\d+\.\d+\.\d+$/.test(declared);
  if (!caret || !semver.satisfies(sharedPkg.version, declared))
    throw new Error(
      `${path.join(dir, 'package.json')}: playhub.runtime ${declared} is not a caret range that @playhub/shared ${sharedPkg.version} meets`,
    );
  return declared;
}

/** The kit's packages: its own sources and the libraries it wraps (its dependencies). */
// zod is every app's own validation library too, not the kit's alone.
const kitLibraries = Object.keys(kitPkg.dependencies).filter(
  (name) => !name.startsWith('@playhub/') && name !== 'zod',
);
const kitModulePattern = new RegExp(
  `[\\\\/](kit[\\\\/]src|node_modules[\\\\/](${kitLibraries.map((n) => n.replace(/[/]/g, '[\\\\/]')).join('|')}))[\\\\/]`,
);
/** Whether a module is the kit's (for the fallback chunk below). */
const isKitModule = (module) => kitModulePattern.test(module.resource ?? '');

/**
 * How a vertical's production build takes the kit: consumed with its own copy as the fallback, but
 * not provided (the ordinary `shared` entry would also register the copy in the page's share scope,
 * a provider table in every remote entry for a copy only that vertical loads, and only when the
 * host has none in range).
 */
const kitConsumes = () =>
  new ConsumeSharedPlugin({
    shareScope: 'default',
    consumes: {
      '@playhub/kit/': {
        requiredVersion: sharedModules['@playhub/kit/'].requiredVersion,
        singleton: false,
        strictVersion: true,
      },
    },
  });

/** The configuration of a shared key in `table`: its own entry, else the prefix entry it falls under. */
const sharedConfigOf = (key, table) =>
  table[key] ?? Object.entries(table).find(([prefix]) => prefix.endsWith('/') && key.startsWith(prefix))?.[1];

/** The installed version of a package as `dir` resolves it (null when it cannot be read). */
function installedVersion(name, dir) {
  if (name === '@playhub/shared' || name.startsWith('@playhub/shared/')) return sharedPkg.version;
  if (name === '@playhub/kit' || name.startsWith('@playhub/kit/')) return kitPkg.version;
  const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  try {
    let folder = path.dirname(require.resolve(pkg, { paths: [dir] }));
    while (folder !== path.dirname(folder)) {
      const file = path.join(folder, 'package.json');
      const json = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
      if (json?.name === pkg) return json.version;
      folder = path.dirname(folder);
    }
  } catch {
    // not resolvable from this app: no version to record
  }
  return null;
}

/**
 * The parts of the federation runtime the host hands to the verticals (below): a host's manifest
 * records what it provides (`metaData.hostRuntime.provides`), a vertical's production build what it
 * takes (`takes`), so the host's loader and the operator CLI refuse a vertical that needs a part
 * the deployed host does not provide (a host built before the part was shared). Only runtime-core:
 * each container keeps its own bundler runtime (one per container, as Module Federation expects),
 * so a vertical built when hosts also handed over `bundler-runtime` is refused by a host that no
 * longer does, and a vertical built now runs on either host.
 */
const hostRuntimeParts = ['runtime-core'];

/** Records the shared runtime parts in a manifest: provided by the host, taken by a vertical. */
function recordHostRuntime(stats, role) {
  stats.metaData.hostRuntime = { [role]: hostRuntimeParts };
  return stats;
}

/**
 * A vertical that brings no shared copies (`import: false`) would leave them out of its
 * mf-manifest.json, and with them the record of what it needs: the one compatibility rule (@playhub/composition) and the
 * operator CLI read the `@playhub/shared/*` rows to refuse a vertical built against a newer shared
 * than the deployed host provides. So every module it consumes gets its row back: the version it was
 * built against and the range it requires, with no assets (the host provides them).
 */
function recordConsumedShared(dir) {
  return ({ stats, compilation }) => {
    const listed = new Set(stats.shared.map((row) => row.name));
    for (const module of compilation.modules) {
      if (module.type !== CONSUME_SHARED_MODULE) continue;
      const key = module.options.shareKey;
      if (!key || listed.has(key)) continue;
      listed.add(key);
      const config = sharedConfigOf(key, { ...sharedModules, ...remoteSharedModules(dir) });
      stats.shared.push({
        id: `${stats.name}:${key}`,
        name: key,
        version: installedVersion(key, dir) ?? '',
        singleton: Boolean(config?.singleton),
        requiredVersion: config?.requiredVersion ?? '*',
        assets: { js: { async: [], sync: [] }, css: { async: [], sync: [] } },
        usedIn: [],
      });
    }
    return stats;
  };
}

/**
 * The federation runtime is paid once: the host hands its own copy of `runtime-core` to the verticals
 * (the official inject plugin, as `experiments.provideExternalRuntime` adds it), and their production
 * builds take it from there (`experiments.externalRuntime`) instead of bundling one each. The plugin's
 * ES module build, not its CommonJS main: that one would bundle a second runtime-core into the host.
 */
const injectRuntimeCore = require
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/index\.cjs$/, 'index.js');

/** The federation runtime's version, recorded as the host's `__PLAYHUB_FEDERATION_RUNTIME__`. */
const federationRuntimeVersion = JSON.parse(
  fs.readFileSync(
    path.join(require.resolve('@module-federation/enhanced').split('/dist/')[0], 'package.json'),
    'utf8',
  ),
).version;

/**
 * The version of `@playhub/shared` this build provides, as `__PLAYHUB_SHARED_VERSION__`: the host
 * checks it against the `requiredVersion` a remote's manifest records for `@playhub/shared/*`
 * (compatibility in @playhub/composition). The same value as the `shared` table's `version`.
 * And the federation runtime's, as `__PLAYHUB_FEDERATION_RUNTIME__`: a vertical runs on the host's
 * runtime, so the host refuses one built with another major or minor (its `pluginVersion`).
 * And the versions of the page-wide singletons this app's build bundles, as `__PLAYHUB_SINGLETONS__`
 * (`{ react: '19.3.1', … }`): the host refuses a vertical that requires others. All four axes are
 * judged by one rule, `compatibility` in @playhub/composition (host-provides.ts reads these).
 */
const sharedVersionPlugin = {
  apply(compiler) {
    new compiler.webpack.DefinePlugin({
      __PLAYHUB_SHARED_VERSION__: JSON.stringify(sharedPkg.version),
      __PLAYHUB_SHARED_PREVIOUS__: JSON.stringify(previousRuntimeVersion(compiler.context)),
      __PLAYHUB_FEDERATION_RUNTIME__: JSON.stringify(federationRuntimeVersion),
      __PLAYHUB_HOST_RUNTIME_PARTS__: JSON.stringify(hostRuntimeParts),
      __PLAYHUB_SINGLETONS__: JSON.stringify(singletonVersions(compiler.context)),
    }).apply(compiler);
  },
};

/** The singleton libraries of the `shared` table (one copy per page: the host's). */
const singletonLibraries = ['react', 'react-dom', 'zustand', 'styled-components'];

/** The installed version of each singleton library, as the app in `dir` resolves it. */
function singletonVersions(dir) {
  const versions = {};
  for (const name of singletonLibraries) {
    for (let at = dir; ; at = path.dirname(at)) {
      const file = path.join(at, 'node_modules', name, 'package.json');
      if (fs.existsSync(file)) {
        versions[name] = JSON.parse(fs.readFileSync(file, 'utf8')).version;
        break;
      }
      if (path.dirname(at) === at) break;
    }
  }
  return versions;
}

/** The page of an app: the host's document template, or a vertical's standalone dev shell. */
function htmlPage({ host, name, template }) {
  return new HtmlWebpackPlugin({
    template: template ?? path.join(__dirname, 'dev-shell.html'),
    title: host ? 'playhub' : `playhub · ${name} (standalone)`,
    chunks: ['main'],
    scriptLoading: 'defer',
  });
}

/**
 * Builds the webpack config of one app.
 * @param {object} o
 * @param {string} o.dir        the app folder (__dirname)
 * @param {string} o.name       federation name (host, casino, ...)
 * @param {number} o.port       dev-server port
 * @param {Record<string,string>} [o.exposes]  exposed modules (remotes: { './remote': './src/remote.tsx' })
 * @param {boolean} [o.host]    true for the host (no exposes, remotes registered at run time)
 * @param {string} [o.template] the page template (default: the vertical's standalone dev shell)
 * @param {number} [o.port]     dev-server port (default: a vertical's `devPort` in verticals.json)
 */
function createAppConfig({ dir, name, port = verticalOf(name)?.devPort, exposes, host = false, template }) {
  return (env, argv) => {
    const production = argv.mode === 'production';
    // Fast Refresh under the dev server only (`webpack serve`, pnpm dev): edits keep React state.
    const refresh = !production && Boolean(env?.WEBPACK_SERVE);
    const version = process.env.PLAYHUB_VERSION || require(path.join(dir, 'package.json')).version;
    const outDir = host ? path.join(dir, 'dist') : path.join(dir, 'dist', version);
    // A vertical's production build is its container only (remoteEntry.js and the exposed modules):
    // it runs on the host's runtime and shared copies, so it cannot start a page of its own. Its
    // standalone shell is a development tool (`pnpm --filter <vertical> dev`).
    const containerOnly = production && !host;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: containerOnly ? {} : { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        publicPath: 'auto',
        uniqueName: `playhub_${name}`,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        // With its content hash in development too: a development build makes two chunks of the same
        // name and id for some shared modules, and emitting both to one file was a build error that
        // `pnpm dev` showed over the page.
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: { '@': path.join(dir, 'src') },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh } },
                  target: 'es2020',
                  experimental: { plugins: [] },
                },
              },
            },
          },
          { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
          {
            test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 4096 } },
          },
        ],
      },
      optimization: {
        minimize: production,
        // A vertical's own copy of the kit (its fallback, loaded only when the page has none in range)
        // is one chunk: each chunk costs its hash in the remote entry's integrity map.
        ...(containerOnly
          ? {
              splitChunks: {
                cacheGroups: {
                  kitFallback: { test: isKitModule, name: 'kit-fallback', chunks: 'async', enforce: true },
                },
              },
            }
          : {}),
        minimizer: [
          new (require('terser-webpack-plugin'))({
            minify: require('terser-webpack-plugin').swcMinify,
            extractComments: false,
            terserOptions: { compress: { passes: 2 } },
          }),
        ],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: host ? hostSharedModules : containerOnly ? remoteSharedModules(dir) : sharedModules,
          shareStrategy: 'loaded-first',
          manifest: {
            fileName: 'mf-manifest.json',
            ...(containerOnly
              ? {
                  additionalData: (options) => recordHostRuntime(recordConsumedShared(dir)(options), 'takes'),
                }
              : host
                ? {
                    additionalData: ({ stats }) => {
                      const previous = previousRuntimeVersion(dir);
                      if (previous) stats.metaData.runtimeWindow = { previous };
                      return recordHostRuntime(stats, 'provides');
                    },
                  }
                : {}),
          },
          dts: false,
          ...(host ? { runtimePlugins: [injectRuntimeCore] } : {}),
          experiments: {
            externalRuntime: containerOnly,
            // No snapshot plugin: the host reads each remote's manifest itself (shared and runtime
            // checks, integrity, the server's preloads) and registers its remote entry.
            optimization: { target: 'web', disableRemote: !host, disableSnapshot: true },
          },
        }),
        ...(containerOnly ? [kitConsumes()] : [htmlPage({ host, name, template })]),
        ...(host && production ? [new StartupPreloadPlugin()] : []),
        // One refresh runtime per app, namespaced by its uniqueName (several run on one page).
        ...(refresh ? [new ReactRefreshPlugin({ overlay: false })] : []),
        sharedVersionPlugin,
        ...(containerOnly ? [new ChunkIntegrityPlugin()] : []),
        ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' })] : []),
      ],
      devServer: {
        port,
        host: '127.0.0.1',
        hot: true,
        // A change Fast Refresh cannot apply (outside components) reloads the page.
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: host ? [{ directory: path.join(dir, 'public'), publicPath: '/' }] : [],
        proxy: [
          { context: ['/api', '/hub'], target: `http://127.0.0.1:${process.env.API_PORT || 8090}`, ws: true },
        ],
        client: { overlay: { warnings: false, errors: true } },
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

module.exports = { createAppConfig, sharedModules, ModuleFederationPlugin };
