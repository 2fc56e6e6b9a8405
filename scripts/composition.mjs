// Operator commands over the deployed composition.json (issue 10):
//   pnpm composition set <vertical> <version|url> [--force]   point a vertical at a version or any manifest URL
//   pnpm composition rollback <vertical>                      undo the last `set` of that vertical
//   pnpm composition history [vertical]                       the append-only change log
//   pnpm composition routes <vertical> [<route>...]            print, or set, the paths a vertical owns
//   pnpm composition show                                     the current file
// The file is rewritten atomically (write a temp file, fsync, rename) under a lock file, and every
// change is appended to composition.history.jsonl beside it. Nothing is rebuilt: the next page load
// uses the new entry. COMPOSITION_FILE picks the file (default dist/site/composition.json).
//
// A version (`2.0.0`) keeps the vertical's current origin and folder layout and swaps the version
// segment: `http://casino.example/mf/casino/1.0.0/mf-manifest.json` → `.../mf/casino/2.0.0/...`.
// Before switching, the new manifest must be reachable (a local file for site-relative entries, an
// HTTP GET for absolute ones) and name the vertical, and the deployed host's @playhub/shared must
// satisfy the version the remote was built against (the host would refuse it and fall back);
// `--force` skips these checks. The host's version is read from its mf-manifest.json:
// COMPOSITION_HOST_MANIFEST (a path or URL), else mf-manifest.json beside composition.json; without
// one that check is skipped.
import {
  appendFileSync,
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ROUTE, readVerticals } from './verticals.mjs';

const declared = readVerticals();
const verticals = declared.map((v) => v.name);
const root = new URL('..', import.meta.url).pathname;
const file = resolve(process.env.COMPOSITION_FILE ?? join(root, 'dist/site/composition.json'));
const historyFile = join(dirname(file), 'composition.history.jsonl');
const lockFile = `${file}.lock`;
const siteDir = dirname(file);
const VERSION = /^[0-9][\w.+-]*$/;
const LAYOUT = /^(.*\/)([^/]+)\/mf-manifest\.json$/;

/** A refusal with a message for the operator (thrown, so the lock is always released). */
class Refusal extends Error {}

function fail(message) {
  throw new Refusal(message);
}

function read() {
  if (!existsSync(file)) fail(`${file} does not exist (run npm start or node scripts/build-site.mjs first)`);
  let value;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`${file} is not valid JSON: ${error.message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    fail(`${file} is not a JSON object`);
  return value;
}

function writeAtomically(composition) {
  const temp = `${file}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w', 0o644);
  try {
    writeSync(fd, JSON.stringify(composition, null, 2) + '\n');
    // On disk before the rename, so a crash never leaves a truncated composition.json behind.
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
}

/** One writer at a time: two operators changing verticals together must not lose a change. */
async function withLock(fn) {
  for (let attempt = 0; ; attempt++) {
    try {
      closeSync(openSync(lockFile, 'wx'));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock older than a minute is left over from a crashed run.
      const stale = Date.now() - statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs > 60_000;
      if (stale) rmSync(lockFile, { force: true });
      else if (attempt > 100) fail(`${lockFile} is held by another change; try again`);
      else await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lockFile, { force: true });
  }
}

function history() {
  if (!existsSync(historyFile)) return [];
  return readFileSync(historyFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return []; // a torn last line must not hide the rest of the log
      }
    });
}

function record(change) {
  appendFileSync(
    historyFile,
    JSON.stringify({ at: new Date().toISOString(), user: process.env.USER ?? 'operator', ...change }) + '\n',
  );
}

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

/** The deployed host's manifest (for its @playhub/shared version), or null when there is none. */
async function hostManifest() {
  const where = process.env.COMPOSITION_HOST_MANIFEST;
  if (where) return readManifest(where, /^https?:\/\//.test(where) ? undefined : resolve(where));
  const beside = join(siteDir, 'mf-manifest.json');
  return existsSync(beside) ? readManifest('/mf-manifest.json', beside) : null;
}

/**
 * The manifest must exist and be this vertical's before anyone's page is pointed at it, and the
 * deployed host must be able to serve the @playhub/shared it was built against.
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
}

async function set(vertical, target, force) {
  const composition = read();
  const current = composition[vertical];
  const { entry, version } = resolveTarget(vertical, target, current?.entry);
  if (current?.entry === entry) return console.info(`${vertical} already at ${entry}`);
  if (!force) await checkManifest(vertical, entry);
  composition[vertical] = {
    ...current,
    entry,
    version,
    // The entry being replaced becomes the fallback: a broken new version degrades to the old one.
    fallbackEntry: current?.entry,
  };
  writeAtomically(composition);
  record({ action: 'set', vertical, from: current?.entry ?? null, to: entry });
  console.info(`${vertical}: ${current?.entry ?? '(none)'} → ${entry}`);
}

/**
 * The entries a vertical can roll back to, most recent last: replaying the log, each `set` pushes
 * the entry it replaced and each `rollback` pops one (so two rollbacks go two versions back, never
 * forward again to the version just rolled back from).
 */
function rollbackStack(vertical) {
  const stack = [];
  for (const h of history().filter((x) => x.vertical === vertical)) {
    if (h.action === 'set' && h.from) stack.push(h.from);
    else if (h.action === 'rollback') stack.pop();
  }
  return stack;
}

function rollback(vertical) {
  const composition = read();
  const current = composition[vertical];
  if (!current?.entry) fail(`${vertical} is not in ${file}`);
  const stack = rollbackStack(vertical);
  // An entry equal to today's (hand edits) is no rollback target.
  while (stack.length && stack.at(-1) === current.entry) stack.pop();
  const target = stack.pop();
  if (!target) fail(`no earlier entry of ${vertical} in ${historyFile}`);
  const fallbackEntry = stack.filter((e) => e !== target).at(-1);
  composition[vertical] = { ...current, entry: target, version: versionOf(target), fallbackEntry };
  writeAtomically(composition);
  record({ action: 'rollback', vertical, from: current.entry, to: target });
  console.info(`${vertical}: rolled back ${current.entry} → ${target}`);
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
function setRoutes(vertical, patterns) {
  const bad = patterns.filter((p) => !ROUTE.test(p));
  if (bad.length)
    fail(`not a route: ${bad.join(', ')} (an exact path like /promotions or a prefix like /casino/*)`);
  if (new Set(patterns).size !== patterns.length) fail('a route is named twice');
  const composition = read();
  if (!composition[vertical]?.entry) fail(`${vertical} is not in ${file}`);
  for (const other of verticals.filter((v) => v !== vertical)) {
    const taken = routesOf(composition, other).filter((p) => patterns.includes(p));
    if (taken.length) fail(`${taken.join(', ')} already belong to ${other}`);
  }
  const before = routesOf(composition, vertical);
  composition[vertical] = { ...composition[vertical], routes: patterns };
  writeAtomically(composition);
  record({ action: 'routes', vertical, from: before.join(' '), to: patterns.join(' ') || '(none)' });
  console.info(`${vertical} routes: ${before.join(' ') || '(none)'} → ${patterns.join(' ') || '(none)'}`);
}

async function main(args) {
  const force = args.includes('--force');
  const [command, vertical, target, ...rest] = args.filter((a) => a !== '--force');
  if (['set', 'rollback', 'routes'].includes(command) && !verticals.includes(vertical)) {
    fail(`unknown vertical "${vertical ?? ''}" (one of ${verticals.join(', ')})`);
  }
  switch (command) {
    case 'set':
      if (!target) fail('usage: pnpm composition set <vertical> <version|url> [--force]');
      await withLock(() => set(vertical, target, force));
      break;
    case 'rollback':
      await withLock(() => rollback(vertical));
      break;
    case 'routes':
      if (target === undefined) console.info(routesOf(read(), vertical).join('\n') || '(none)');
      else await withLock(() => setRoutes(vertical, target === '--none' ? [] : [target, ...rest]));
      break;
    case 'history':
      for (const h of history().filter((h) => !vertical || h.vertical === vertical)) {
        console.info(
          `${h.at}  ${String(h.action).padEnd(8)} ${String(h.vertical).padEnd(13)} ${h.from ?? '(none)'} → ${h.to}  [${h.user}]`,
        );
      }
      break;
    case 'show':
      console.info(JSON.stringify(read(), null, 2));
      break;
    default:
      fail('usage: pnpm composition <set|rollback|routes|history|show> ...');
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  console.error(`composition: ${error.message}`);
  process.exitCode = 1;
}
