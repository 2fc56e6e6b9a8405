// Operator commands over the deployed composition.json (issue 10):
//   pnpm composition set <vertical> <version|url> [--force]   point a vertical at a version or any manifest URL
//   pnpm composition rollback <vertical>                      undo the last `set` of that vertical
//   pnpm composition history [vertical]                       the append-only change log
//   pnpm composition routes <vertical> [<route>...|--none]    print, or set, the paths a vertical owns
//   pnpm composition show                                     the current file, canaries and their traffic
//   pnpm composition publish <vertical> <version> <folder>    record the SHA-384 of a built version's scripts
//   pnpm composition canary <vertical> <version|url> --traffic N [--force]
//                                                             serve a candidate to N % of players (sticky buckets)
//   pnpm composition traffic <vertical> N                     change the candidate's share
//   pnpm composition promote <vertical>                       the candidate becomes the version for everyone
//   pnpm composition abort <vertical>                         everyone back on the stable version
// The file is rewritten atomically (write a temp file, fsync, rename) under a lock file, and every
// change is appended to composition.history.jsonl beside it. Nothing is rebuilt: the next page load
// uses the new entry. COMPOSITION_FILE picks the file (default dist/site/composition.json).
//
// A version (`2.0.0`) keeps the vertical's current origin and folder layout and swaps the version
// segment: `http://casino.example/mf/casino/1.0.0/mf-manifest.json` → `.../mf/casino/2.0.0/...`.
// Before switching, the new manifest must be reachable (a local file for site-relative entries, an
// HTTP GET for absolute ones) and name the vertical, and the deployed host's @playhub/shared must
// satisfy the version the remote was built against (the host would refuse it and fall back);
// `--force` skips these checks. `set` and `canary` also copy the version's published integrity
// (releases/<vertical>/<version>.json beside composition.json, written by `publish` and by
// scripts/build-site.mjs) into the entry; a production host refuses scripts without it. The host's version is read from its mf-manifest.json:
// COMPOSITION_HOST_MANIFEST (a path or URL), else mf-manifest.json beside composition.json; without
// one that check is skipped.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Refusal, fail, openStore } from './composition/store.mjs';
import { publishRelease, readRelease } from './composition/integrity.mjs';
import { abort, parseTraffic, promote, setTraffic, startCanary } from './composition/rollout.mjs';
import { ROUTE, readVerticals } from './verticals.mjs';

const declared = readVerticals();
const verticals = declared.map((v) => v.name);
const root = new URL('..', import.meta.url).pathname;
const file = resolve(process.env.COMPOSITION_FILE ?? join(root, 'dist/site/composition.json'));
const store = openStore(file);
const historyFile = store.historyFile;
const siteDir = dirname(file);
const VERSION = /^[0-9][\w.+-]*$/;
const LAYOUT = /^(.*\/)([^/]+)\/mf-manifest\.json$/;

/** The version folder an entry points into (`…/<version>/mf-manifest.json`), if it follows the layout. */
function versionOf(entry) {
  const version = entry && LAYOUT.exec(new URL(entry, 'http://site.invalid/').pathname)?.[2];
  return version && VERSION.test(version) ? version : undefined;
}

/** The entry of `version`, in the same place as the current entry (its origin and folder layout). */
function entryForVersion(vertical, version, current) {
  const match = current && LAYOUT.exec(current);
  if (match && versionOf(current)) return `${match[1]}${version}/mf-manifest.json`;
  return `/mf/${vertical}/${version}/mf-manifest.json`;
}

function resolveTarget(vertical, target, current) {
  if (VERSION.test(target)) return { entry: entryForVersion(vertical, target, current), version: target };
  let url;
  try {
    url = new URL(target, 'http://site.invalid/');
  } catch {
    fail(`${target} is neither a version nor a URL`);
  }
  if (!/^https?:$/.test(url.protocol)) fail(`${target}: only http(s) or site-relative entries`);
  if (!url.pathname.endsWith('.json')) fail(`${target}: an entry must point at an mf-manifest.json`);
  return { entry: target, version: versionOf(target) };
}

/** Reads a manifest from a URL or a local path (site-relative entries are under the site). */
async function readManifest(entry, local) {
  let manifest;
  if (/^https?:\/\//.test(entry)) {
    let response;
    try {
      response = await fetch(entry, {
        signal: AbortSignal.timeout(10_000),
        headers: { 'cache-control': 'no-cache' },
      });
    } catch (error) {
      fail(
        `${entry} is unreachable (${error.cause?.code ?? error.cause?.message ?? error.message}); --force to set it anyway`,
      );
    }
    if (!response.ok) fail(`${entry} answered HTTP ${response.status}; --force to set it anyway`);
    manifest = await response.json().catch(() => fail(`${entry} is not JSON; --force to set it anyway`));
  } else {
    const path = local ?? join(siteDir, new URL(entry, 'http://site.invalid/').pathname);
    if (!existsSync(path)) fail(`no deployed ${entry} (${path} missing); --force to set it anyway`);
    try {
      manifest = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      fail(`${path} is not JSON; --force to set it anyway`);
    }
  }
  return manifest;
}

/** The `@playhub/shared` rows of a manifest: the version built with and the ranges required. */
function sharedOf(manifest) {
  const rows = (Array.isArray(manifest?.shared) ? manifest.shared : []).filter((r) =>
    /^@playhub\/shared(\/|$)/.test(String(r?.name)),
  );
  return {
    version: rows.find((r) => r.version)?.version,
    required: [...new Set(rows.map((r) => r.requiredVersion))],
  };
}

/**
 * `version` satisfies `^x.y.z` (what the federation preset writes; other ranges are left to the
 * host's full check, host/src/app/composition/shared-compat.ts).
 */
function satisfiesCaret(version, range) {
  const v = /^(\d+)\.(\d+)\.(\d+)/
    .exec(version ?? '')
    ?.slice(1)
    .map(Number);
  const r = /^\^(\d+)\.(\d+)\.(\d+)$/
    .exec(range ?? '')
    ?.slice(1)
    .map(Number);
  if (!v || !r) return true;
  const cmp = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  const upper = r[0] > 0 ? [r[0] + 1, 0, 0] : r[1] > 0 ? [0, r[1] + 1, 0] : [0, 0, r[2] + 1];
  return cmp(v, r) >= 0 && cmp(v, upper) < 0;
}

/**
 * `built` (a vertical's federation runtime, its manifest's `pluginVersion`) runs on the host's
 * `host`: the same major and minor (the vertical takes the host's runtime, see
 * host/src/app/composition/shared-compat.ts). Unknown versions are not judged here.
 */
function sameRuntimeMinor(built, host) {
  const minor = (v) =>
    /^(\d+)\.(\d+)\./
      .exec(v ?? '')
      ?.slice(1, 3)
      .join('.');
  return !minor(built) || !minor(host) || minor(built) === minor(host);
}

/** The deployed host's manifest (for its @playhub/shared version), or null when there is none. */
async function hostManifest() {
  const where = process.env.COMPOSITION_HOST_MANIFEST;
  if (where) return readManifest(where, /^https?:\/\//.test(where) ? undefined : resolve(where));
  const beside = join(siteDir, 'mf-manifest.json');
  return existsSync(beside) ? readManifest('/mf-manifest.json', beside) : null;
}

/**
 * The manifest must exist and be this vertical's before anyone's page is pointed at it, and the
 * deployed host must be able to serve the @playhub/shared it was built against and run it on its
 * federation runtime.
 */
async function checkManifest(vertical, entry) {
  const manifest = await readManifest(entry);
  if (manifest?.name !== vertical)
    fail(`${entry} is the manifest of "${manifest?.name}", not of ${vertical}`);
  const host = await hostManifest();
  if (!host) return;
  const provided = sharedOf(host).version;
  const needed = sharedOf(manifest);
  const unmet = needed.required.filter((range) => !satisfiesCaret(provided, range));
  if (provided && unmet.length)
    fail(
      `${entry} was built against @playhub/shared ${needed.version} (needs ${unmet.join(', ')}) but the deployed host provides ${provided}: pages would refuse it and fall back. Deploy a host built with that shared first; --force to set it anyway`,
    );
  const runtime = { built: manifest?.metaData?.pluginVersion, host: host?.metaData?.pluginVersion };
  if (!sameRuntimeMinor(runtime.built, runtime.host))
    fail(
      `${entry} was built with the federation runtime ${runtime.built} but the deployed host runs ${runtime.host}: a vertical runs on the host's runtime, so pages would refuse it and fall back. Rebuild it with @module-federation/enhanced ${runtime.host}; --force to set it anyway`,
    );
}

/**
 * The published integrity of the version an entry points at; without a record, a refusal (a
 * production host would refuse its scripts and fall back) unless `--force`.
 */
function integrityFor(vertical, entry, version, force) {
  const recorded = version ? readRelease(siteDir, vertical, version) : null;
  if (recorded || force) return recorded ?? undefined;
  fail(
    `${vertical} ${version ?? entry} has no published integrity record (${join(siteDir, 'releases', vertical, `${version ?? '<version>'}.json`)}): production hosts refuse its scripts. Publish it with \`pnpm composition publish ${vertical} ${version ?? '<version>'} <folder>\`; --force to set it anyway`,
  );
}

function refuseDuringCanary(current, vertical) {
  if (current?.candidate)
    fail(
      `${vertical} has a canary of ${current.candidate.version ?? current.candidate.entry} at ${current.candidate.traffic}%: promote or abort it first`,
    );
}

async function set(vertical, target, force) {
  const line = await store.change(async (composition) => {
    const current = composition[vertical];
    refuseDuringCanary(current, vertical);
    const { entry, version } = resolveTarget(vertical, target, current?.entry);
    if (current?.entry === entry) return void console.info(`${vertical} already at ${entry}`);
    if (!force) await checkManifest(vertical, entry);
    const integrity = integrityFor(vertical, entry, version, force);
    composition[vertical] = {
      ...current,
      entry,
      version,
      integrity,
      // The entry being replaced becomes the fallback: a broken new version degrades to the old one.
      fallbackEntry: current?.entry,
      fallbackIntegrity: current?.integrity,
    };
    return { action: 'set', vertical, from: current?.entry ?? null, to: entry };
  });
  if (line) console.info(`${vertical}: ${line.from ?? '(none)'} → ${line.to}`);
}

/**
 * The entries a vertical can roll back to, most recent last: replaying the log, each `set` (and
 * `promote`) pushes the entry it replaced and each `rollback` pops one (so two rollbacks go two
 * versions back, never forward again to the version just rolled back from).
 */
function rollbackStack(vertical) {
  const stack = [];
  for (const h of store.history().filter((x) => x.vertical === vertical)) {
    if ((h.action === 'set' || h.action === 'promote') && h.from) stack.push(h.from);
    else if (h.action === 'rollback') stack.pop();
  }
  return stack;
}

async function rollback(vertical) {
  const line = await store.change((composition) => {
    const current = composition[vertical];
    if (!current?.entry) fail(`${vertical} is not in ${file}`);
    refuseDuringCanary(current, vertical);
    const stack = rollbackStack(vertical);
    // An entry equal to today's (hand edits) is no rollback target.
    while (stack.length && stack.at(-1) === current.entry) stack.pop();
    const target = stack.pop();
    if (!target) fail(`no earlier entry of ${vertical} in ${historyFile}`);
    const fallbackEntry = stack.filter((e) => e !== target).at(-1);
    const version = versionOf(target);
    const integrityOf = (entry) =>
      versionOf(entry) ? readRelease(siteDir, vertical, versionOf(entry)) : null;
    composition[vertical] = {
      ...current,
      entry: target,
      version,
      integrity: integrityOf(target) ?? undefined,
      fallbackEntry,
      fallbackIntegrity: (fallbackEntry && integrityOf(fallbackEntry)) ?? undefined,
    };
    return { action: 'rollback', vertical, from: current.entry, to: target };
  });
  console.info(`${vertical}: rolled back ${line.from} → ${line.to}`);
}

async function canary(vertical, target, traffic, force) {
  const line = await store.change(async (composition) => {
    const current = composition[vertical];
    if (!current?.entry) fail(`${vertical} is not in ${file}`);
    const { entry, version } = resolveTarget(vertical, target, current.entry);
    if (entry === current.entry) fail(`${vertical} ${version ?? entry} is already the stable version`);
    if (!force) await checkManifest(vertical, entry);
    const integrity = integrityFor(vertical, entry, version, force);
    return startCanary(composition, vertical, { entry, version, traffic, integrity });
  });
  console.info(`${vertical}: canary ${line.to} for ${traffic}% of players (stable ${line.from})`);
}

/** The routes a vertical owns: its entry's, else its defaults from shared/verticals.json. */
function routesOf(composition, vertical) {
  const routes = composition[vertical]?.routes;
  return Array.isArray(routes) ? routes : declared.find((v) => v.name === vertical).routes;
}

/**
 * Gives a vertical these top-level paths (the host reads them from composition.json on the next page
 * load; no build). A pattern another vertical owns is refused: the host would keep it with the first.
 */
async function setRoutes(vertical, patterns) {
  const bad = patterns.filter((p) => !ROUTE.test(p));
  if (bad.length)
    fail(`not a route: ${bad.join(', ')} (an exact path like /promotions or a prefix like /casino/*)`);
  if (new Set(patterns).size !== patterns.length) fail('a route is named twice');
  const line = await store.change((composition) => {
    if (!composition[vertical]?.entry) fail(`${vertical} is not in ${file}`);
    for (const other of verticals.filter((v) => v !== vertical)) {
      const taken = routesOf(composition, other).filter((p) => patterns.includes(p));
      if (taken.length) fail(`${taken.join(', ')} already belong to ${other}`);
    }
    const before = routesOf(composition, vertical);
    composition[vertical] = { ...composition[vertical], routes: patterns };
    return {
      action: 'routes',
      vertical,
      from: before.join(' ') || '(none)',
      to: patterns.join(' ') || '(none)',
    };
  });
  console.info(`${vertical} routes: ${line.from} → ${line.to}`);
}

function show() {
  const composition = store.read();
  for (const [name, value] of Object.entries(composition)) {
    const c = value?.candidate;
    const canaryText = c ? `  canary ${c.version ?? c.entry} at ${c.traffic}% since ${c.since}` : '';
    console.info(`${name.padEnd(13)} ${value?.version ?? value?.entry}${canaryText}`);
  }
  console.info(JSON.stringify(composition, null, 2));
}

const usage = `usage: pnpm composition <command>
  set <vertical> <version|url> [--force]       rollback <vertical>
  canary <vertical> <version|url> --traffic N [--force]
  traffic <vertical> N      promote <vertical>      abort <vertical>
  publish <vertical> <version> <folder>        history [vertical]      show
  routes <vertical> [<route>...|--none]`;

/** `--name value` / `--name=value` options and positional words. */
function parseArgs(args) {
  const words = [];
  const options = {};
  for (let i = 0; i < args.length; i++) {
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(args[i]);
    if (!match) words.push(args[i]);
    else if (match[1] === 'force') options.force = true;
    else options[match[1]] = match[2] ?? args[++i];
  }
  return { words, options };
}

async function main(args) {
  const { words, options } = parseArgs(args);
  const force = options.force === true;
  const [command, vertical, target, folder] = words;
  const needsVertical = ['set', 'rollback', 'canary', 'traffic', 'promote', 'abort', 'publish', 'routes'];
  if (needsVertical.includes(command) && !verticals.includes(vertical)) {
    fail(`unknown vertical "${vertical ?? ''}" (one of ${verticals.join(', ')})`);
  }
  switch (command) {
    case 'set':
      if (!target) fail('usage: pnpm composition set <vertical> <version|url> [--force]');
      await set(vertical, target, force);
      break;
    case 'rollback':
      await rollback(vertical);
      break;
    case 'canary': {
      if (!target) fail('usage: pnpm composition canary <vertical> <version|url> --traffic N [--force]');
      if (options.traffic === undefined) fail('say how many players get the candidate: --traffic N (0–100)');
      await canary(vertical, target, parseTraffic(options.traffic), force);
      break;
    }
    case 'traffic': {
      const traffic = parseTraffic(target);
      const line = await store.change((c) => setTraffic(c, vertical, traffic));
      console.info(
        line
          ? `${vertical}: candidate traffic ${line.from} → ${line.to}`
          : `${vertical} already at ${traffic}%`,
      );
      break;
    }
    case 'promote': {
      const line = await store.change((c) => promote(c, vertical));
      console.info(`${vertical}: promoted ${line.to} (was ${line.from}, now its fallback)`);
      break;
    }
    case 'abort': {
      const line = await store.change((c) => abort(c, vertical, options.reason ?? 'aborted by hand'));
      console.info(`${vertical}: canary ${line.from} aborted; everyone on ${line.to}`);
      break;
    }
    case 'publish': {
      if (!target || !VERSION.test(target) || !folder)
        fail('usage: pnpm composition publish <vertical> <version> <folder>');
      if (!existsSync(folder)) fail(`${folder} does not exist`);
      const integrity = publishRelease(siteDir, vertical, target, resolve(folder));
      store.record({
        action: 'publish',
        vertical,
        from: null,
        to: target,
        files: Object.keys(integrity).length,
      });
      console.info(`${vertical} ${target}: ${Object.keys(integrity).length} scripts recorded`);
      break;
    }
    case 'routes':
      if (args.includes('--none')) await setRoutes(vertical, []);
      else if (target === undefined) console.info(routesOf(store.read(), vertical).join('\n') || '(none)');
      else await setRoutes(vertical, words.slice(2));
      break;
    case 'history':
      for (const h of store.history().filter((h) => !vertical || h.vertical === vertical)) {
        const why = h.reason ? `  (${h.reason})` : '';
        console.info(
          `${h.at}  ${String(h.action).padEnd(8)} ${String(h.vertical).padEnd(13)} ${h.from ?? '(none)'} → ${h.to}  [${h.user}]${why}`,
        );
      }
      break;
    case 'show':
      show();
      break;
    default:
      fail(usage);
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  console.error(`composition: ${error.message}`);
  process.exitCode = 1;
}
