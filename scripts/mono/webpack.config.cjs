// The monolith build for the federation-overhead benchmark (issue 11): the same host and the same five
// verticals, linked statically into one webpack build (code-split per vertical with plain import()),
// no Module Federation runtime. Not for production.
const path = require('node:path');
const webpack = require('webpack');
const { createAppConfig, ModuleFederationPlugin } = require('@playhub/build-preset');

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
  config.plugins = config.plugins.filter((p) => !(p instanceof ModuleFederationPlugin));
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
  config.plugins.push(new FirstLoadPlugin());
  return config;
};

/**
 * Writes first-load.json: the scripts the monolith's home page loads before its first render — the
 * entry, the chunks of the `import('./bootstrap')` boundary and those of the landing vertical's
 * `import()` (the vertical owning `/`). The size check (scripts/size-check.mjs) weighs the federated
 * site against them.
 */
class FirstLoadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstLoadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstLoadPlugin', stage: Infinity }, () => {
        const landing = verticals.find((v) => v.routes.includes('/'));
        const files = new Set();
        const addGroup = (group) => {
          for (const chunk of group?.chunks ?? [])
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        };
        addGroup(compilation.entrypoints.get('main'));
        for (const module of compilation.modules) {
          for (const block of module.blocks ?? []) {
            const request = block.dependencies[0]?.request ?? '';
            if (request === './bootstrap' || request.endsWith(`${landing.package}/src/remote`))
              addGroup(compilation.chunkGraph.getBlockChunkGroup(block));
          }
        }
        const json = JSON.stringify({ landing: landing.name, files: [...files].sort() }, null, 2);
        compilation.emitAsset('first-load.json', new compiler.webpack.sources.RawSource(json + '\n'));
      });
    });
  }
}
