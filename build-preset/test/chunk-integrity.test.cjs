// ChunkIntegrityPlugin compiled on a fixture: the entry carries the SHA-384 of the lazy chunk it
// loads, and its script loader puts it on the tag.
const { createHash } = require('node:crypto');
const { ChunkIntegrityPlugin } = require('../chunk-integrity.cjs');
const { compile, fixture } = require('./compile.cjs');

const sri = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

test('the entry names the SHA-384 of each lazy chunk it can load, as emitted', async () => {
  const { stats, read } = await compile({
    context: fixture('lazy'),
    entry: { main: './index.js' },
    plugins: [new ChunkIntegrityPlugin()],
  });
  const files = stats.toJson({ all: false, assets: true }).assets.map((a) => a.name);
  const late = files.find((f) => f.startsWith('late.'));
  const main = read(files.find((f) => f.startsWith('main.')));
  expect(late).toBeDefined();
  expect(main).toContain(JSON.stringify(sri(read(late))));
  expect(main).not.toContain('PLAYHUB-SRI');
  // The script loader sets the hash and CORS mode on the tag it creates.
  expect(main).toMatch(/script\.integrity = sri; script\.crossOrigin = "anonymous";/);
});
