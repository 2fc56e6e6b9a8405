// Operator commands over the deployed composition.json (issue 10). `<vertical>` may be `host` (issue
// 31, item 5): the host's version folders (/host/<version>/) are set, canaried, promoted, aborted and
// rolled back like a vertical's, and published with `publish host <version> <folder>`.
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
//   pnpm composition health [--since 24h] [vertical]          p75 web vitals and failure rates per version
//                                                             (from the API: PLAYHUB_API, OPERATOR_KEY)
//   pnpm composition import [--file path] [--force]           move composition.json and its history into
//                                                             the database (DATABASE_URL; idempotent)
//   pnpm composition conformance <vertical> <version> [--market m]
//                                                             run the conformance suite against the candidate
//                                                             and record the result as evidence (issue 30, item 5)
//   pnpm composition evidence <vertical> <version> [--market m]
//                                                             the version's evidence, as the regulator's export
// With the database store, canary/traffic above 0 %, set and promote need passing evidence for the
// market (evidence.ts, docs/operations.md); the file store (npm start) has no evidence to read, and
// says so.
// Where the composition lives (issue 30, item 2), by the API's rules: with DATABASE_URL, in
// PostgreSQL (db-store.ts: a versioned row per market and a history table,
// every change in one transaction under an advisory lock; the API replicas see it within 2 s);
// without, in COMPOSITION_FILE (default dist/site/composition.json), rewritten atomically (temp
// file, fsync, rename) under a lock file, every change appended to composition.history.jsonl
// beside it. COMPOSITION_STORE=file|database overrides the choice. Nothing is rebuilt: the next page
// load uses the new entry. The manifests and release records are read beside COMPOSITION_FILE.
// Markets (issue 30, item 4): `--market <code>` acts on that market's composition (its row in the
// database; composition.<code>.json beside the file); without it, the default market's (tr).
//
// A version (`2.0.0`) keeps the vertical's current origin and folder layout and swaps the version
// segment: `http://casino.example/mf/casino/1.0.0/mf-manifest.json` → `.../mf/casino/2.0.0/...`.
// Before switching, the new manifest must be reachable (a local file for site-relative entries, an
// HTTP GET for absolute ones) and name the vertical, and the deployed host's @playhub/shared must
// satisfy the version the remote was built against (the host would refuse it and fall back);
// `--force` skips these checks. `set` and `canary` also copy the version's published integrity
// (releases/<vertical>/<version>.json beside composition.json, written by `publish` and by
// scripts/build-site.mjs) into the entry; a production host refuses scripts without it. The host's version is read from its mf-manifest.json:
// COMPOSITION_HOST_MANIFEST (a path or URL), else the stable version composition.json's `host` names
// (its folder under COMPOSITION_HOST_ROOT, a path or URL, else beside composition.json), else
// mf-manifest.json beside composition.json; without
// one that check is skipped.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultVerticalRoutes, verticalNames, verticalRoutePattern } from '@playhub/shared/contracts';
import { DEFAULT_MARKET, MARKET_CODE, Refusal, fail, openStore, type CompositionStore } from './store';
import { announceChange, openDatabase, openDatabaseStore, type DatabaseStore } from './db-store';
import { createActions, isVersion, type Action, type ActionParams, type Actions } from './actions';
import { publishRelease } from './integrity';
import { HOST } from './host';
import { printHealth } from './health';
import { createEvidence, type Evidence, type EvidenceDb } from './evidence';
import { runConformance } from './conformance';

const verticals: readonly string[] = verticalNames;
const root = fileURLToPath(new URL('../..', import.meta.url));
const file = resolve(process.env.COMPOSITION_FILE ?? join(root, 'dist/site/composition.json'));
const siteDir = openStore(file).dir;
let store: CompositionStore;
let actions: Actions;
let evidence: Evidence | null = null;

type Options = Record<string, string | boolean | undefined>;

/**
 * The store the API uses with this environment: DATABASE_URL → PostgreSQL, else the file
 * (COMPOSITION_STORE=file|database chooses). A database store without DATABASE_URL is refused.
 */
async function openConfiguredStore(
  market: string = DEFAULT_MARKET,
): Promise<CompositionStore | (DatabaseStore & { db: EvidenceDb })> {
  const chosen = process.env.COMPOSITION_STORE?.trim() || (process.env.DATABASE_URL ? 'database' : 'file');
  if (chosen === 'file') return openStore(file, market);
  if (chosen !== 'database') fail(`COMPOSITION_STORE is "${chosen}": file or database`);
  if (!process.env.DATABASE_URL) fail('COMPOSITION_STORE=database needs DATABASE_URL (PostgreSQL)');
  const db = await openDatabase(process.env.DATABASE_URL);
  const redisUrl = process.env.REDIS_URL;
  if (!MARKET_CODE.test(market)) fail(`"${market}" is not a market`);
  const known = await db.query('SELECT 1 FROM markets WHERE code = $1', [market]).catch(() => [{}]);
  if (known.length === 0) {
    await db.close();
    fail(`there is no market "${market}" (see the operator console's markets page)`);
  }
  const opened = openDatabaseStore(db, {
    dir: siteDir,
    market,
    onChange: redisUrl ? (version) => announceChange(redisUrl, version) : undefined,
  });
  // Its database too: the market's release evidence (issue 30, item 5) is read and recorded there.
  return { ...opened, db, close: () => db.close() } satisfies DatabaseStore & { db: EvidenceDb };
}

async function show() {
  const composition = await store.read();
  for (const [name, value] of Object.entries(composition)) {
    const c = value?.candidate;
    const shown = (value?.version ?? value?.entry) as string | undefined;
    const canaryText = c ? `  canary ${c.version ?? c.entry} at ${c.traffic}% since ${c.since}` : '';
    console.info(`${name.padEnd(13)} ${shown}${canaryText}`);
  }
  console.info(JSON.stringify(composition, null, 2));
}

const usage = `usage: pnpm composition <command>
  set <vertical> <version|url> [--force]       rollback <vertical>
  canary <vertical> <version|url> --traffic N [--force]
  traffic <vertical> N      promote <vertical>      abort <vertical>
  publish <vertical> <version> <folder>        history [vertical]      show
  routes <vertical> [<route>...|--none]
  health [--since 24h] [vertical]              (PLAYHUB_API, OPERATOR_KEY)
  import [--file path] [--force]               (into DATABASE_URL)
  conformance <vertical> <version>             evidence <vertical> <version>
  every command but health: [--market code]    (default: ${DEFAULT_MARKET})`;

/** `--name value` / `--name=value` options and positional words. */
function parseArgs(args: string[]): { words: string[]; options: Options } {
  const words: string[] = [];
  const options: Options = {};
  for (let i = 0; i < args.length; i++) {
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(args[i]!);
    if (!match) words.push(args[i]!);
    else if (match[1] === 'force') options.force = true;
    else options[match[1]!] = match[2] ?? args[++i];
  }
  return { words, options };
}

/**
 * `import`: composition.json and composition.history.jsonl (of --file, else COMPOSITION_FILE) into
 * the database. Running it again changes nothing; a database changed since is not overwritten
 * without --force.
 */
async function importFile(options: Options) {
  if (store.kind !== 'database') fail('import moves a file into the database: set DATABASE_URL');
  const source = openStore(resolve(typeof options.file === 'string' ? options.file : file));
  const composition = await source.read();
  const outcome = await (store as DatabaseStore).importFrom(composition, await source.history(), {
    user: process.env.USER,
    force: options.force === true,
    source: source.file,
  });
  console.info(
    outcome.done === 'imported'
      ? `imported ${source.file} as version ${outcome.version}`
      : `${source.file} is already the database's composition (version ${outcome.version}); nothing changed`,
  );
}

async function main(args: string[]) {
  const { words, options } = parseArgs(args);
  // `health` asks the API (PLAYHUB_API, OPERATOR_KEY) and reads no store: it works from any machine
  // that reaches the API, with or without the database.
  if (words[0] === 'health') {
    await printHealth({
      since: typeof options.since === 'string' ? options.since : '24h',
      vertical: words[1],
      api: process.env.PLAYHUB_API,
      key: process.env.OPERATOR_KEY,
    });
    return;
  }
  const opened = await openConfiguredStore(typeof options.market === 'string' ? options.market : undefined);
  store = opened;
  // Issue 30, item 5: the evidence of the store's market, and the gate every change goes through.
  const who = `cli:${process.env.USER ?? 'operator'}`;
  if ('db' in opened) evidence = createEvidence(opened.db, { dir: siteDir, market: opened.market });
  // The changes themselves (checks, lock, history) are shared with the API's operator console:
  // actions.ts.
  actions = createActions(store, {
    verticals,
    hostManifest: process.env.COMPOSITION_HOST_MANIFEST,
    // Where the host's version folders are (a folder or URL; else beside composition.json).
    hostRoot: process.env.COMPOSITION_HOST_ROOT,
    route: verticalRoutePattern,
    defaultRoutes: defaultVerticalRoutes,
    gate: evidence ? (request) => evidence!.gate({ ...request, user: request.user ?? who }) : undefined,
  });
  try {
    await run(words, options, args);
  } finally {
    await store.close();
  }
}

async function run(words: string[], options: Options, args: string[]) {
  const force = options.force === true;
  const [command, vertical, target, folder] = words;
  const needsVertical = [
    'set',
    'rollback',
    'canary',
    'traffic',
    'promote',
    'abort',
    'publish',
    'routes',
    'conformance',
    'evidence',
  ];
  // The host is released like a vertical (issue 31, item 5): `host` names it in every command but routes.
  if (needsVertical.includes(command!) && !verticals.includes(vertical!) && vertical !== HOST) {
    fail(`unknown vertical "${vertical ?? ''}" (one of ${[HOST, ...verticals].join(', ')})`);
  }
  const change = async (action: Action, params?: ActionParams) => {
    const line = await actions.apply(action, vertical!, params);
    return line as (NonNullable<typeof line> & { traffic?: number }) | null;
  };
  if (!evidence && ['set', 'canary', 'traffic', 'promote'].includes(command!))
    console.warn(
      'composition: the file store has no release evidence: the evidence gate is not checked here',
    );
  switch (command) {
    case 'set': {
      if (!target) fail('usage: pnpm composition set <vertical> <version|url> [--force]');
      const line = await change('set', { target, force });
      console.info(
        line ? `${vertical}: ${line.from ?? '(none)'} → ${line.to}` : `${vertical} already at ${target}`,
      );
      break;
    }
    case 'rollback': {
      const line = (await change('rollback'))!;
      console.info(`${vertical}: rolled back ${line.from} → ${line.to}`);
      break;
    }
    case 'canary': {
      if (!target) fail('usage: pnpm composition canary <vertical> <version|url> --traffic N [--force]');
      if (options.traffic === undefined) fail('say how many players get the candidate: --traffic N (0–100)');
      const line = (await change('canary', { target, traffic: options.traffic, force }))!;
      console.info(`${vertical}: canary ${line.to} for ${line.traffic}% of players (stable ${line.from})`);
      break;
    }
    case 'traffic': {
      const line = await change('traffic', { traffic: target });
      console.info(
        line
          ? `${vertical}: candidate traffic ${line.from} → ${line.to}`
          : `${vertical} already at ${target}%`,
      );
      break;
    }
    case 'promote': {
      const line = (await change('promote'))!;
      console.info(`${vertical}: promoted ${line.to} (was ${line.from}, now its fallback)`);
      break;
    }
    case 'abort': {
      const line = (await change('abort', {
        reason: typeof options.reason === 'string' ? options.reason : undefined,
      }))!;
      console.info(`${vertical}: canary ${line.from} aborted; everyone on ${line.to}`);
      break;
    }
    case 'publish': {
      if (!isVersion(target) || !folder)
        fail('usage: pnpm composition publish <vertical> <version> <folder>');
      if (!existsSync(folder)) fail(`${folder} does not exist`);
      const integrity = publishRelease(siteDir, vertical!, target, resolve(folder));
      await store.record({
        action: 'publish',
        vertical: vertical!,
        from: null,
        to: target,
        files: Object.keys(integrity).length,
      });
      console.info(`${vertical} ${target}: ${Object.keys(integrity).length} scripts recorded`);
      break;
    }
    case 'routes':
      if (target === undefined && !args.includes('--none')) {
        console.info(actions.routesOf(await store.read(), vertical!).join('\n') || '(none)');
      } else {
        const line = (await change('routes', {
          patterns: args.includes('--none') ? [] : words.slice(2),
        }))!;
        console.info(`${vertical} routes: ${line.from} → ${line.to}`);
      }
      break;
    case 'history':
      for (const h of (await store.history()).filter((h) => !vertical || h.vertical === vertical)) {
        const why = h.reason ? `  (${h.reason})` : '';
        console.info(
          `${h.at}  ${String(h.action).padEnd(8)} ${String(h.vertical).padEnd(13)} ${h.from ?? '(none)'} → ${h.to}  [${h.user}]${why}`,
        );
      }
      break;
    case 'show':
      await show();
      break;
    case 'import':
      await importFile(options);
      break;
    case 'conformance': {
      if (!isVersion(target)) fail('usage: pnpm composition conformance <vertical> <version> [--market m]');
      const market = (store as Partial<DatabaseStore>).market ?? DEFAULT_MARKET;
      const run = await runConformance({
        root,
        store,
        evidence,
        vertical: vertical!,
        version: target,
        market,
        port: Number(process.env.CONFORMANCE_PORT ?? 8190),
        actor: `cli:${process.env.USER ?? 'operator'}`,
      });
      const { passed, failed, skipped } = run.counts;
      console.info(
        `${vertical} ${target} in market ${market}: conformance ${run.result} (${passed} passed, ${failed} failed, ${skipped} skipped)` +
          (run.id
            ? `; recorded as evidence #${run.id}`
            : '; not recorded (the file store has no evidence: set DATABASE_URL)'),
      );
      if (run.result !== 'passed') process.exitCode = 1;
      break;
    }
    case 'evidence': {
      if (!isVersion(target)) fail('usage: pnpm composition evidence <vertical> <version> [--market m]');
      if (!evidence) fail('the evidence lives in the database: set DATABASE_URL');
      console.info(
        JSON.stringify(await evidence.exportDocument(vertical!, target, await store.history()), null, 2),
      );
      break;
    }
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
