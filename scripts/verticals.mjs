// The one declared list of verticals (issue 18, item 4) is shared/verticals.json: name, package folder,
// dev-server port, origin port of the production topology, default criticality and the route
// patterns it owns. Tools read it directly (lint, Jest, builds, the composition CLI, the webpack
// preset, e2e); files that cannot read JSON are generated from it here, between marked lines:
//
//   node scripts/verticals.mjs           rewrite the generated files
//   node scripts/verticals.mjs --check   fail when one is out of date (npm test)
//
// Generated: the TypeScript names and default routes in @playhub/shared/contracts, the dev
// composition.json of `pnpm dev`, the vertical services and composition seed of docker-compose.yml and the Dockerfile's
// package.json layer.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';

const root = new URL('..', import.meta.url).pathname;

/**
 * @typedef {{ name: string, package: string, devPort: number, originPort: number,
 *   criticality: 'critical' | 'degradable' | 'optional', routes: string[] }} Vertical
 */

/** A route is an exact path (`/`, `/dashboard/deposit`) or a prefix ending in `/*` (`/casino/*`). */
export const ROUTE = /^\/(?:[a-z0-9][a-z0-9._~-]*(?:\/[a-z0-9][a-z0-9._~-]*)*(?:\/\*)?)?$/;

/** @returns {Vertical[]} the list, checked: a malformed list fails every tool that reads it. */
export function readVerticals() {
  const list = JSON.parse(readFileSync(join(root, 'shared/verticals.json'), 'utf8'));
  const names = new Set();
  const routes = new Set();
  for (const v of list) {
    const where = `shared/verticals.json (${v?.name ?? '?'})`;
    if (!/^[a-z][a-z0-9]*$/.test(v?.name ?? ''))
      throw new Error(`${where}: name must be a lower-case identifier`);
    if (v.package !== `mf-${v.name}`) throw new Error(`${where}: package must be mf-${v.name}`);
    if (!['critical', 'degradable', 'optional'].includes(v.criticality))
      throw new Error(`${where}: criticality must be critical, degradable or optional`);
    for (const port of [v.devPort, v.originPort])
      if (!Number.isInteger(port) || port < 1024 || port > 65535)
        throw new Error(`${where}: bad port ${port}`);
    for (const route of v.routes) {
      if (!ROUTE.test(route)) throw new Error(`${where}: bad route ${route}`);
      if (routes.has(route)) throw new Error(`${where}: route ${route} is already owned`);
      routes.add(route);
    }
    if (names.has(v.name)) throw new Error(`${where}: listed twice`);
    names.add(v.name);
  }
  return list;
}

const NOTICE = 'generated from shared/verticals.json by scripts/verticals.mjs: edit that list, not this';

/** Each generated file: its path and its wanted text given the current text. */
function outputs(verticals) {
  const names = verticals.map((v) => v.name);
  const upper = (name) => name.toUpperCase();
  const version = (name) => `\${${upper(name)}_VERSION:-0.1.0}`;
  return {
    'shared/src/contracts/verticals.generated.ts': () =>
      [
        `// ${NOTICE}.`,
        '',
        '/** Federation names of the verticals (JS identifiers). */',
        `export const verticalNames = ${JSON.stringify(names).replaceAll(',', ', ')} as const;`,
        '',
        '/**',
        ' * The route patterns each vertical owns when its composition.json entry names none: an exact path,',
        ' * or a prefix ending in `/*`. composition.json may change them without a host build.',
        ' */',
        'export const defaultVerticalRoutes = {',
        ...verticals.map((v) => `  ${v.name}: ${JSON.stringify(v.routes).replaceAll(',', ', ')},`),
        '} as const;',
        '',
        '/** A route pattern: `/`, an exact path (`/dashboard/deposit`) or a prefix (`/casino/*`). */',
        `export const verticalRoutePattern = ${ROUTE};`,
        '',
      ].join('\n'),
    'host/public/composition.json': () =>
      JSON.stringify(
        Object.fromEntries(
          verticals.map((v) => [
            v.name,
            {
              entry: `http://127.0.0.1:${v.devPort}/mf-manifest.json`,
              criticality: v.criticality,
              timeoutMs: 8000,
              routes: v.routes,
            },
          ]),
        ),
        null,
        2,
      ) + '\n',
    'docker-compose.yml': (text) =>
      replaceBlocks(text, '#', {
        'gateway-verticals': [
          `      VERTICAL_ORIGINS: ${verticals.map((v) => `http://localhost:${v.originPort}`).join(' ')}`,
        ],
        'api-composition': [
          '    COMPOSITION_SEED: |',
          '      {',
          '        "host": { "entry": "/host/${HOST_VERSION:-0.1.0}/mf-manifest.json", "version": "${HOST_VERSION:-0.1.0}" },',
          ...verticals.map(
            (v, i) =>
              `        "${v.name}": { "entry": "http://localhost:${v.originPort}/mf/${v.name}/${version(v.name)}/mf-manifest.json", "version": "${version(v.name)}", "criticality": "${v.criticality}", "timeoutMs": 8000, "routes": ${JSON.stringify(v.routes)} }${i < verticals.length - 1 ? ',' : ''}`,
          ),
          '      }',
        ],
        'api-depends': verticals.map((v) => `    ${v.name}: { condition: service_healthy }`),
        services: verticals.flatMap((v) => [
          `  ${v.name}:`,
          '    <<: *vertical',
          `    build: { <<: *vertical-build, args: { VERTICAL: ${v.name}, VERSION: '${version(v.name)}' } }`,
          `    ports: ['${v.originPort}:8080']`,
          '    volumes:',
          `      - ${v.name}-versions:/usr/share/playhub/mf/${v.name}`,
          '      - ./deploy/volumes/composition:/usr/share/playhub/composition',
        ]),
        volumes: verticals.map((v) => `  ${v.name}-versions:`),
      }),
    'deploy/Dockerfile': (text) =>
      replaceBlocks(text, '#', {
        packages: verticals.map((v) => `COPY ${v.package}/package.json ${v.package}/`),
      }),
    // The one type-check build (npm test): every vertical is one of its projects.
    'tsconfig.json': (text) =>
      replaceBlocks(text, '//', {
        'typecheck-verticals': verticals.map((v) => `    { "path": "${v.package}" },`),
      }),
  };
}

/** Replaces the lines between `<comment> generated:<name> …` and `<comment> end generated:<name>`. */
function replaceBlocks(text, comment, blocks) {
  let out = text;
  for (const [name, lines] of Object.entries(blocks)) {
    const pattern = new RegExp(
      `(^[ \\t]*${comment} generated:${name}\\b[^\\n]*\\n)[\\s\\S]*?(^[ \\t]*${comment} end generated:${name}\\b)`,
      'm',
    );
    if (!pattern.test(out))
      throw new Error(`no "${comment} generated:${name}" … "end generated:${name}" block`);
    out = out.replace(pattern, (_, begin, end) => `${begin}${lines.join('\n')}\n${end}`);
  }
  return out;
}

/** The text as prettier would write it (npm test checks formatting too). */
async function formatted(path, text) {
  const { inferredParser } = await prettier.getFileInfo(path);
  if (!inferredParser) return text; // the Dockerfile
  const options = await prettier.resolveConfig(path);
  return prettier.format(text, { ...options, filepath: path });
}

async function main() {
  const check = process.argv.includes('--check');
  const stale = [];
  for (const [file, render] of Object.entries(outputs(readVerticals()))) {
    const path = join(root, file);
    let current = '';
    try {
      current = readFileSync(path, 'utf8');
    } catch {
      // A missing file is written (or reported) like a stale one.
    }
    const wanted = await formatted(path, render(current));
    if (wanted === current) continue;
    stale.push(file);
    if (!check) writeFileSync(path, wanted);
  }
  if (check && stale.length) {
    console.error(
      `out of date with shared/verticals.json: ${stale.join(', ')}\nrun: node scripts/verticals.mjs`,
    );
    process.exit(1);
  }
  console.log(
    check ? 'generated vertical files are current' : `written: ${stale.join(', ') || 'nothing changed'}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
