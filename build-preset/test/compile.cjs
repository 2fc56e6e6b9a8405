// Compiles a fixture with webpack's Node API into a fresh temporary folder, as Module Federation's
// own `configCases` do, so a plugin's test asserts what the build emits.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

/** Builds `config` (production, no minifier: output is read by the test) and returns its folder and stats. */
function compile(config) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-preset-'));
  const compiler = webpack({
    mode: 'production',
    devtool: false,
    optimization: { minimize: false },
    performance: { hints: false },
    ...config,
    output: { path: outDir, publicPath: 'auto', filename: '[name].[contenthash:8].js', ...config.output },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve({ outDir, stats, read: (file) => fs.readFileSync(path.join(outDir, file), 'utf8') });
    });
  });
}

/** The absolute path of a fixture folder. */
const fixture = (name) => path.join(__dirname, 'fixtures', name);

module.exports = { compile, fixture };
