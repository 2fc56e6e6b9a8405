// build:mono — the single-bundle build of the whole site, for the federation-overhead benchmark.
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompress } from './precompress.mjs';
import { readVerticals } from './verticals.mjs';

const root = new URL('..', import.meta.url).pathname;
execSync('pnpm --dir host exec webpack --mode production --config ../scripts/mono/webpack.config.cjs', {
  cwd: root,
  stdio: 'inherit',
});
const composition = Object.fromEntries(
  readVerticals().map(({ name, routes }) => [
    name,
    { entry: `static:${name}`, criticality: 'degradable', timeoutMs: 8000, routes },
  ]),
);
writeFileSync(join(root, 'dist/mono/composition.json'), JSON.stringify(composition, null, 2) + '\n');
console.log(`monolith built in dist/mono (${precompress(join(root, 'dist/mono'))} files precompressed)`);
