// Builds the host and the five remotes and assembles the deployable site:
//   dist/site/                       host (index.html, hashed assets): the page of a composition without a `host` entry
//   dist/site/host/<version>/        the host's immutable version folder (issue 31, item 5), named by composition.json's `host`
//   dist/site/mf/<name>/<version>/   each remote's immutable version folder (mf-manifest.json inside)
//   dist/site/composition.json       which version of each vertical the host loads
//   dist/site/releases/<name>/<version>.json  the SHA-384 of each version's scripts (issue 21)
// Old version folders already in dist/site/mf are kept, so a rollback needs no rebuild.
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompress } from './precompress.mjs';
import { readVerticals } from './verticals.mjs';
import '../composition/node.mjs';

// @playhub/composition is TypeScript, loaded through tsx (registered by composition/node.mjs).
const { publishRelease } = await import('../composition/src/integrity.ts');

const root = new URL('..', import.meta.url).pathname;
const site = join(root, 'dist/site');
const verticals = readVerticals();
const skipBuild = process.argv.includes('--no-build');
// `--only host,casino` rebuilds just those apps (development); the rest are reused from their dist.
const onlyArg = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const filters = onlyArg
  ? onlyArg
      .split(',')
      .map((n) => {
        const folder = n === 'host' ? 'host' : verticals.find((v) => v.name === n)?.package;
        if (!folder) throw new Error(`--only: ${n} is not host or a vertical of shared/verticals.json`);
        return `--filter ./${folder}`;
      })
      .join(' ')
  : "--filter './host' --filter './mf-*'";

if (!skipBuild) {
  execSync(`pnpm -r --workspace-concurrency=2 ${filters} run build`, { cwd: root, stdio: 'inherit' });
}

// The host folder is replaced; remote version folders accumulate.
for (const entry of existsSync(site) ? ['index.html'] : []) rmSync(join(site, entry), { force: true });
mkdirSync(join(site, 'mf'), { recursive: true });
cpSync(join(root, 'host/dist'), site, { recursive: true });

// The host's version folder, published like a vertical's (issue 31, item 5): its entry comes first.
const hostVersion = JSON.parse(readFileSync(join(root, 'host/package.json'), 'utf8')).version;
const hostTarget = join(site, 'host', hostVersion);
rmSync(hostTarget, { recursive: true, force: true });
cpSync(join(root, 'host/dist'), hostTarget, { recursive: true });
rmSync(join(site, 'releases', 'host', `${hostVersion}.json`), { force: true });
const composition = {
  host: {
    entry: `/host/${hostVersion}/mf-manifest.json`,
    version: hostVersion,
    integrity: publishRelease(site, 'host', hostVersion, hostTarget),
  },
};
for (const { name, package: folder, criticality, routes } of verticals) {
  const dir = join(root, folder);
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const target = join(site, 'mf', name, version);
  rmSync(target, { recursive: true, force: true });
  cpSync(join(dir, 'dist', version), target, { recursive: true });
  // Recorded on the host's side (beside composition.json) when the version is published.
  rmSync(join(site, 'releases', name, `${version}.json`), { force: true });
  const integrity = publishRelease(site, name, version, target);
  composition[name] = {
    entry: `/mf/${name}/${version}/mf-manifest.json`,
    version,
    integrity,
    criticality,
    timeoutMs: 8000,
    routes,
  };
}
writeFileSync(join(site, 'composition.json'), JSON.stringify(composition, null, 2) + '\n');
console.log(`site assembled in ${site} (${precompress(site)} files precompressed)`);
