// The webpack + Module Federation preset every playhub app builds with, so the `shared` table is
// identical everywhere and an app's own config is a few lines (../shared/notes/module-federation.md).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedPkg = require('../package.json');
const { StartupPreloadPlugin } = require('./startup-preload.cjs');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
/** The one declared list of verticals (ports, routes…): scripts/verticals.mjs. */
const verticals = require('../verticals.json');

const verticalOf = (name) => verticals.find((v) => v.name === name);

const singleton = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra });

/**
 * The shared singletons of ARCHITECTURE.md; `@playhub/shared` needs an explicit version (workspace:*):
 * its package.json version (semver, bumped by changesets), provided as `version` and required as
 * `^version`, so every remote's mf-manifest.json records the shared version it was built against.
 * The router is shared through `@playhub/shared/router` (a tree-shaken facade), not react-router-dom.
 */
const sharedModules = {
  react: singleton('^19.3.0'),
  'react/': singleton('^19.3.0'),
  'react-dom': singleton('^19.3.0'),
  'react-dom/': singleton('^19.3.0'),
  zustand: singleton('^5.1.0'),
  'zustand/': singleton('^5.1.0'),
  'styled-components': singleton('^6.6.0'),
  i18next: singleton('^27.1.0'),
  'react-i18next': singleton('^18.0.0'),
  '@tanstack/react-query': singleton('^5.108.0'),
  '@playhub/shared/': singleton(`^${sharedPkg.version}`, { version: sharedPkg.version }),
};

/** The `@playhub/shared` subpaths the frame needs before first render (the rest load on demand). */
const startupSubpaths = [
  'api',
  'bootstrap',
  'bus',
  'contracts',
  'format',
  'i18n',
  'platform',
  'query',
  'router',
  'session',
  'storage',
  'theme',
  'ui',
  'ui-kit',
];

/**
 * The host's table: the same singletons, but what first render needs is provided eagerly — bundled
 * into the host's entry instead of fetched in two more waves after it. The host always registers
 * first, so remotes resolve to these; they keep the lazy table (they never start a page).
 */
const hostSharedModules = {
  ...Object.fromEntries(
    Object.entries(sharedModules).map(([key, config]) => [
      key,
      key.startsWith('@playhub/shared/') ? config : { ...config, eager: true },
    ]),
  ),
  ...Object.fromEntries(
    startupSubpaths.map((sub) => [
      `@playhub/shared/${sub}`,
      { ...sharedModules['@playhub/shared/'], eager: true },
    ]),
  ),
};

/**
 * The version of `@playhub/shared` this build provides, as `__PLAYHUB_SHARED_VERSION__`: the host
 * checks it against the `requiredVersion` a remote's manifest records for `@playhub/shared/*`
 * (host/src/app/composition/shared-compat.ts). The same value as the `shared` table's `version`.
 */
const sharedVersionPlugin = {
  apply(compiler) {
    new compiler.webpack.DefinePlugin({
      __PLAYHUB_SHARED_VERSION__: JSON.stringify(sharedPkg.version),
    }).apply(compiler);
  },
};

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
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        publicPath: 'auto',
        uniqueName: `playhub_${name}`,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
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
          shared: host ? hostSharedModules : sharedModules,
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          experiments: { optimization: { target: 'web', disableRemote: !host } },
        }),
        new HtmlWebpackPlugin({
          template: template ?? path.join(__dirname, 'dev-shell.html'),
          title: host ? 'playhub' : `playhub · ${name} (standalone)`,
          // The host's page starts loading the landing page's vertical: composition.json's routes
          // say which, and these defaults stand in for an entry that names none.
          templateParameters: host
            ? { defaultRoutes: JSON.stringify(Object.fromEntries(verticals.map((v) => [v.name, v.routes]))) }
            : {},
          chunks: ['main'],
          scriptLoading: 'defer',
        }),
        ...(host && production ? [new StartupPreloadPlugin()] : []),
        // One refresh runtime per app, namespaced by its uniqueName (several run on one page).
        ...(refresh ? [new ReactRefreshPlugin({ overlay: false })] : []),
        sharedVersionPlugin,
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

module.exports = { createAppConfig, sharedModules };
