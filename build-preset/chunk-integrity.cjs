// Subresource integrity of the chunks a vertical's own webpack runtime loads (issue 21, item 2,
// carried past the scripts the host's federation runtime puts on the page). The host loads a
// vertical's remoteEntry.js with the SHA-384 composition.json gives for it; this plugin writes the
// SHA-384 of every JS and CSS chunk that entry can load into the entry itself, and the entry's chunk
// loaders put it on each tag they create (`integrity`, `crossorigin="anonymous"`). So the chain of
// trust runs composition.json → remote entry → every lazy chunk: a changed byte anywhere is refused
// by the browser, and nothing new is needed on the host or in composition.json.
//
// The hashes are of the emitted files, known only after minification and the real content hashes:
// the runtime is generated with a placeholder per chunk, exactly as long as a `sha384-…` value, and
// the placeholders are replaced afterwards, so the entry's source map keeps its columns.
const { createHash } = require('node:crypto');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const NAME = 'PlayhubChunkIntegrity';
/** `sha384-` and 64 base64 characters: the length of every value, placeholder or hash. */
const SRI_LENGTH = 'sha384-'.length + 64;
const MARK = 'sha384-PLAYHUB-SRI-';
const placeholder = (key) => `${MARK}${key}-`.padEnd(SRI_LENGTH, '_');
const PLACEHOLDER = new RegExp(`${MARK}([a-z]+:[^-]+)-_*`, 'g');

/** `sha384-…` of a file's bytes, as the `integrity` attribute wants it. */
const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

class ChunkIntegrityPlugin {
  apply(compiler) {
    const { RuntimeGlobals, RuntimeModule, Compilation, sources } = compiler.webpack;
    const { LoadScriptRuntimeModule } = compiler.webpack.runtime;
    const hashes = `${RuntimeGlobals.require}.sriHashes`;
    /** The statement that puts a chunk's hash (by key expression) on a tag (by variable name). */
    const onTag = (tag, key) =>
      `var sri = ${hashes} && ${hashes}[${key}]; if (sri) { ${tag}.integrity = sri; ${tag}.crossOrigin = "anonymous"; }`;

    class ChunkIntegrityRuntimeModule extends RuntimeModule {
      constructor() {
        super('chunk integrity', RuntimeModule.STAGE_ATTACH);
      }

      generate() {
        // Files are not named yet: a chunk has a JS (CSS) file when it has modules of that type.
        const has = (chunk, type) =>
          Boolean(this.chunkGraph.getChunkModulesIterableBySourceType(chunk, type));
        const map = {};
        for (const chunk of this.chunk.getAllAsyncChunks()) {
          if (has(chunk, 'javascript')) map[`js:${chunk.id}`] = placeholder(`js:${chunk.id}`);
          if (has(chunk, 'css/mini-extract')) map[`css:${chunk.id}`] = placeholder(`css:${chunk.id}`);
        }
        return `${hashes} = ${JSON.stringify(map)};`;
      }
    }

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkIntegrityRuntimeModule());
      });
      LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        NAME,
        (source) => `${source}\n${onTag('script', '"js:" + chunkId')}`,
      );
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(
        NAME,
        (source, { tag, chunkId }) => `${source}\n${onTag(tag, `"css:" + ${chunkId}`)}`,
      );

      // After minification and the real content hashes: the bytes the browser will check.
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const fileOf = new Map();
          for (const chunk of compilation.chunks)
            for (const file of chunk.files) {
              if (file.endsWith('.js')) fileOf.set(`js:${chunk.id}`, file);
              if (file.endsWith('.css')) fileOf.set(`css:${chunk.id}`, file);
            }
          for (const asset of compilation.getAssets()) {
            if (!asset.name.endsWith('.js')) continue;
            const text = asset.source.source().toString();
            if (!text.includes(MARK)) continue;
            const filled = text.replace(PLACEHOLDER, (_, key) => {
              const file = fileOf.get(key);
              const source = file && compilation.getAsset(file)?.source.source();
              if (!source) {
                compilation.errors.push(
                  new Error(`${NAME}: ${asset.name} names ${key}, which emits no file`),
                );
                return placeholder(key);
              }
              return sri(source);
            });
            const map = asset.source.map?.();
            compilation.updateAsset(
              asset.name,
              map ? new sources.SourceMapSource(filled, asset.name, map) : new sources.RawSource(filled),
            );
          }
        },
      );
    });
  }
}

module.exports = { ChunkIntegrityPlugin };
