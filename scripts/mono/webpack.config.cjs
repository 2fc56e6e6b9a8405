// The monolith build for the federation-overhead benchmark (issue 11): the same host and the same five
// verticals, linked statically into one webpack build (code-split per vertical with plain import()),
// no Module Federation runtime. Not for production.
const path = require('node:path');
const webpack = require('webpack');
const { createAppConfig } = require('@playhub/shared/federation');

const verticals = require('@playhub/shared/verticals.json');

const root = path.join(__dirname, '../..');
const apps = ['host', ...verticals.map((v) => v.package)].map((d) => path.join(root, d));

module.exports = (env, argv) => {
  const config = createAppConfig({
    dir: path.join(root, 'host'),
    name: 'mono',
    port: 3100,
    host: true,
    template: path.join(root, 'host/src/index.html'),
  })(env, argv);
  config.context = __dirname;
  config.entry = { main: './index.ts' };
  config.output = { ...config.output, path: path.join(root, 'dist/mono'), uniqueName: 'playhub_mono' };
  config.plugins = config.plugins.filter((p) => p.constructor.name !== 'ModuleFederationPlugin');
  config.plugins.push(
    // Each app's `@/` means its own src: resolve it by the importing file's app.
    new webpack.NormalModuleReplacementPlugin(/^@\//, (resource) => {
      const app = apps.find((dir) => resource.context.startsWith(dir + path.sep));
      if (app) resource.request = path.join(app, 'src', resource.request.slice(2));
    }),
  );
  const hostModules = path.join(root, 'host/node_modules');
  config.resolve = {
    ...config.resolve,
    alias: {},
    modules: ['node_modules', hostModules, path.join(root, 'node_modules')],
  };
  // Loaders resolve from this folder, which has no node_modules of its own.
  config.resolveLoader = { modules: [hostModules, 'node_modules'] };
  return config;
};
