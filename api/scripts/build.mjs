// Compiles the API for production: one ES module per entry point in api/dist (the server and the
// operator's command-line tools), with @playhub/shared/contracts compiled in and every npm
// dependency left to node_modules. Production runs `node api/dist/main.js`; tsx is for development.
// Usage: node api/scripts/build.mjs   (or pnpm --filter @playhub/api build)
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const apiDist = path.join(apiRoot, 'dist');

/** Builds api/dist; resolves with the entry files written. */
export async function buildApi({ quiet = false } = {}) {
  const pkg = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8'));
  // Workspace packages are compiled in (their exports point at TypeScript sources).
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@playhub/'));
  rmSync(apiDist, { recursive: true, force: true });
  const entries = {
    main: 'src/main.ts',
    'ledger-check': 'src/cli/ledger-check.ts',
    'operator-add': 'src/cli/operator-add.ts',
    // The password-hashing pool's worker (services/hashing.ts loads it beside main.js).
    'hash-worker': 'src/services/hash-worker.ts',
  };
  await build({
    absWorkingDir: apiRoot,
    // Every entry sits directly in dist/, one level under api/ as src/ is, so paths computed from
    // import.meta.url (the repository root in config.ts) mean the same compiled.
    entryPoints: entries,
    outdir: apiDist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external,
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: quiet ? 'warning' : 'info',
  });
  // The migration runner reads its SQL files beside the module that holds it: dist/migrations.
  mkdirSync(path.join(apiDist, 'migrations'), { recursive: true });
  cpSync(path.join(apiRoot, 'src/db/migrations'), path.join(apiDist, 'migrations'), { recursive: true });
  return Object.keys(entries).map((name) => path.join(apiDist, `${name}.js`));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = await buildApi();
  console.info(`API compiled: ${files.map((f) => path.relative(process.cwd(), f)).join(', ')}`);
}
