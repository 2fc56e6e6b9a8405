// Puts the host's start-up chunks in index.html as <link rel="preload">, so the browser fetches them
// with main.js instead of in the two waves the federation start-up would otherwise discover them in
// (main → the `import('./bootstrap')` boundary → the shared modules' fallbacks that boundary consumes).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const name = 'StartupPreloadPlugin';

/** `Module#type` of a provided and of a consumed shared module (public module types). */
const PROVIDE_SHARED_MODULE = 'provide-module';
const CONSUME_SHARED_MODULE = 'consume-shared-module';

/**
 * The share key of a provided module: the `name` of the dependency that created it (the provide
 * plugin adds one per key to the compilation).
 */
function provideKeys(compilation, module) {
  return [...compilation.moduleGraph.getIncomingConnections(module)]
    .map((connection) => connection.dependency?.name)
    .filter((key) => typeof key === 'string');
}

/**
 * The files of every chunk the entry needs at start-up: the chunks of the async boundary directly
 * inside the entry module (`import('./bootstrap')`) and, transitively, of the shared modules
 * those chunks consume — as the host provides them (it registers first, so the share scope resolves to
 * its providers; a consumed module without a host provider falls back to its own chunk). Ordinary
 * `import()` calls further down (routes, dialogs) stay lazy.
 */
function startupFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const providers = new Map();
  for (const module of compilation.modules)
    if (module.type === PROVIDE_SHARED_MODULE)
      for (const key of provideKeys(compilation, module)) providers.set(key, module);
  const initial = new Set(entry.chunks);
  const files = new Set();
  const seen = new Set();
  const visitGroup = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      if (!initial.has(chunk)) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk))
        if (module.type === CONSUME_SHARED_MODULE) visitConsumed(module);
    }
  };
  const visitConsumed = (consume) => {
    const source = providers.get(consume.options.shareKey) ?? consume;
    for (const block of source.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
  };
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk))
      if (module.type === CONSUME_SHARED_MODULE) visitConsumed(module);
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk))
      for (const block of module.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
  }
  return [...files];
}

class StartupPreloadPlugin {
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
        const publicPath = data.publicPath === 'auto' ? '' : data.publicPath;
        const links = startupFiles(compilation, this.entry).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: publicPath + file,
          }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
