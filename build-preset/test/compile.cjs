// Compiles a fixture with webpack's Node API into a fresh temporary folder, as Module Federation's
// own `configCases` do, so a plugin's test asserts what the build emits.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

/**
 * Builds `config` in a temporary folder (production; no minifier unless the config brings one, so
 * the test can read the output) and returns the stats, a reader of the emitted files and their list.
 */
function compile(config) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-preset-'));
  const compiler = webpack({
    mode: 'production',
    devtool: false,
    optimization: { minimize: false },
    performance: { hints: false },
    ...config,
    output: { publicPath: 'auto', filename: '[name].[contenthash:8].js', ...config.output, path: outDir },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      // Read back and removed at once: no test leaves a folder behind.
      const files = new Map(
        fs
          .readdirSync(outDir, { recursive: true })
          .filter((file) => fs.statSync(path.join(outDir, file)).isFile())
          .map((file) => [file, fs.readFileSync(path.join(outDir, file), 'utf8')]),
      );
      fs.rmSync(outDir, { recursive: true, force: true });
      resolve({
        stats,
        read: (file) => files.get(file) ?? fail(`${file} was not emitted`),
        emitted: () => [...files.keys()],
      });
    });
  });
}

const fail = (message) => {
  throw new Error(message);
};

/** The absolute path of a fixture folder. */
const fixture = (name) => path.join(__dirname, 'fixtures', name);

module.exports = { compile, fixture };
