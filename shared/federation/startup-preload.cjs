// Puts the host's start-up chunks in index.html as <link rel="preload">, so the browser fetches them
// with main.js instead of in the two waves the federation start-up would otherwise discover them in
// (main → the `import('./bootstrap')` boundary → the shared modules' fallbacks that boundary consumes).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const name = 'StartupPreloadPlugin';

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
  const kind = (module) => module.constructor.name;
  const providers = new Map();
  for (const module of compilation.modules)
    if (kind(module) === 'ProvideSharedModule') providers.set(module._name, module);
  const initial = new Set(entry.chunks);
  const files = new Set();
  const seen = new Set();
  const visitGroup = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      if (!initial.has(chunk)) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk))
        if (kind(module) === 'ConsumeSharedModule') visitConsumed(module);
    }
  };
  const visitConsumed = (consume) => {
    const source = providers.get(consume.options.shareKey) ?? consume;
    for (const block of source.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
  };
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk))
      if (kind(module) === 'ConsumeSharedModule') visitConsumed(module);
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

module.exports = { StartupPreloadPlugin };
