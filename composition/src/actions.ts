// The operator's changes of composition.json (issues 10 and 21), one implementation for the CLI
// (scripts/composition.mjs) and the API's operator console (api/src/console): set, rollback, canary,
// traffic, promote, abort and routes, each with the checks that keep a player's page working (the
// manifest is reachable and the vertical's, the deployed host can serve its @playhub/shared, the
// version has a published integrity record; the one compatibility rule, compatibility.ts). Every
// change can be previewed (what it would write,
// nothing written) and applied (lock, atomic write, history line with the operator's name); an
// apply may carry the fingerprint of the vertical its preview saw and is refused when anything of
// that vertical changed since (a replayed or stale confirmation).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compatibility, hostOfManifest } from './compatibility';
import { HOST, hostEntryOf, hostVersionOf } from './host';
import { readRelease } from './integrity';
import { abort, entryOf, parseTraffic, promote, setTraffic, startCanary } from './rollout';
import {
  changedMeanwhile,
  fail,
  type CompositionFile,
  type CompositionStore,
  type HistoryLine,
  type StoredLine,
} from './store';

/** A change's name. */
export type Action = 'set' | 'rollback' | 'canary' | 'traffic' | 'promote' | 'abort' | 'routes';
/** A change's parameters (each change reads its own). */
export interface ActionParams {
  target?: string;
  traffic?: unknown;
  force?: boolean;
  reason?: string;
  patterns?: string[];
  /** Who asks (the evidence gate's override must be another approver's). */
  user?: string;
}
/** What the evidence gate is asked (issue 30, item 5: evidence.ts). */
export interface GateRequest {
  action: 'set' | 'canary' | 'traffic' | 'promote';
  vertical: string;
  version: string | undefined;
  user: string | undefined;
}
/** What a change would do, nothing written. */
export interface Preview {
  /** The history line it would write; null when there is nothing to change. */
  line: HistoryLine | null;
  before: CompositionFile[string] | null;
  after: CompositionFile[string] | null;
  /** The vertical's fingerprint to confirm against. */
  fingerprint: string;
  /** The composition's version the preview saw (to apply with `expectVersion`). */
  version: number;
}
/** The options of {@link createActions}. */
export interface ActionsOptions {
  /** The names a change may name. */
  verticals: readonly string[];
  /** The deployed host's mf-manifest.json (a path or URL; else the one beside composition.json, if any). */
  hostManifest?: string;
  /**
   * Where the host's version folders (`/host/<version>/`, issue 31 item 5) are: a folder or an
   * origin (the gateway's internal template server); else the folder of composition.json.
   */
  hostRoot?: string;
  /** What a route pattern is (for `routes`). */
  route?: RegExp;
  /** Each vertical's default routes (for `routes`). */
  defaultRoutes?: Record<string, readonly string[]>;
  /**
   * Refuses (throws a Refusal) a version without passing evidence; resolves with what let it
   * through, recorded in the history line as `evidence` (issue 30, item 5: evidence.ts).
   */
  gate?: (request: GateRequest) => Promise<string | undefined>;
}

type Entry = CompositionFile[string];
type History = () => Promise<StoredLine[]>;
type Change = (
  composition: CompositionFile,
  vertical: string,
  params: ActionParams,
  history: History,
) => Promise<HistoryLine | null> | HistoryLine | null;

const VERSION = /^[0-9][\w.+-]*$/;
const LAYOUT = /^(.*\/)([^/]+)\/mf-manifest\.json$/;

/** The version folder an entry points into (`…/<version>/mf-manifest.json`), if it follows the layout. */
export function versionOf(entry: string | null | undefined): string | undefined {
  const version = entry && LAYOUT.exec(new URL(entry, 'http://site.invalid/').pathname)?.[2];
  return version && VERSION.test(version) ? version : undefined;
}

/** A version as operators type it (`2.0.0`, `1.4.0-rc.1`), or undefined. */
export function isVersion(text: unknown): text is string {
  return typeof text === 'string' && text.length <= 64 && VERSION.test(text);
}

/** The entry of `version`, in the same place as the current entry (its origin and folder layout). */
function entryForVersion(vertical: string, version: string, current: string | undefined): string {
  // The host's versions are folders of the site itself (the API paints pages from their templates).
  if (vertical === HOST) return hostEntryOf(version);
  const match = current && LAYOUT.exec(current);
  if (match && versionOf(current)) return `${match[1]}${version}/mf-manifest.json`;
  return `/mf/${vertical}/${version}/mf-manifest.json`;
}

/** A version or a manifest URL, as the entry it means for `vertical`. */
function resolveTarget(
  vertical: string,
  target: unknown,
  current: string | undefined,
): { entry: string; version: string | undefined } {
  if (typeof target !== 'string' || target.length === 0 || target.length > 500)
    fail('name a version (2.0.0) or a manifest URL', 'noTarget');
  if (VERSION.test(target)) return { entry: entryForVersion(vertical, target, current), version: target };
  let url: URL;
  try {
    url = new URL(target, 'http://site.invalid/');
  } catch {
    fail(`${target} is neither a version nor a URL`, 'badTarget', { target });
  }
  if (!/^https?:$/.test(url.protocol))
    fail(`${target}: only http(s) or site-relative entries`, 'badTarget', { target });
  if (!url.pathname.endsWith('.json'))
    fail(`${target}: an entry must point at an mf-manifest.json`, 'badTarget', { target });
  if (vertical === HOST && !hostVersionOf(target))
    fail(`${target}: a host entry is /host/<version>/mf-manifest.json on the site`, 'badTarget', { target });
  return { entry: target, version: versionOf(target) };
}

function refuseDuringCanary(current: Entry | undefined, vertical: string): void {
  if (current?.candidate)
    fail(
      `${vertical} has a canary of ${current.candidate.version ?? current.candidate.entry} at ${current.candidate.traffic}%: promote or abort it first`,
      'duringCanary',
      {
        vertical,
        version: current.candidate.version ?? current.candidate.entry,
        traffic: current.candidate.traffic,
      },
    );
}

/** The changes over one composition store. */
export function createActions(store: CompositionStore, options: ActionsOptions) {
  const siteDir = store.dir;
  const { verticals } = options;
  // Issue 30, item 5 (evidence.ts): what lets a version serve players, when the owner gives a gate.
  const gate = async (
    action: GateRequest['action'],
    vertical: string,
    version: string | undefined,
    user: string | undefined,
  ): Promise<string | undefined> =>
    options.gate ? options.gate({ action, vertical, version, user }) : undefined;
  const withEvidence = (line: HistoryLine | null, evidence: string | undefined): HistoryLine | null =>
    line && evidence ? { ...line, evidence } : line;

  /** Reads a manifest from a URL or a local path (site-relative entries are under the site). */
  async function readManifest(entry: string, local?: string): Promise<unknown> {
    if (/^https?:\/\//.test(entry)) {
      let response: Response;
      try {
        response = await fetch(entry, {
          signal: AbortSignal.timeout(10_000),
          headers: { 'cache-control': 'no-cache' },
        });
      } catch (caught) {
        const error = caught as Error & { cause?: { code?: string; message?: string } };
        const detail = error.cause?.code ?? error.cause?.message ?? error.message;
        fail(`${entry} is unreachable (${detail}); --force to set it anyway`, 'manifestUnreadable', {
          entry,
          detail,
        });
      }
      if (!response.ok)
        fail(`${entry} answered HTTP ${response.status}; --force to set it anyway`, 'manifestUnreadable', {
          entry,
          detail: `HTTP ${response.status}`,
        });
      return (response.json() as Promise<unknown>).catch(() =>
        fail(`${entry} is not JSON; --force to set it anyway`, 'manifestUnreadable', {
          entry,
          detail: 'JSON',
        }),
      );
    }
    const path = local ?? join(siteDir, new URL(entry, 'http://site.invalid/').pathname);
    if (!existsSync(path))
      fail(`no deployed ${entry} (${path} missing); --force to set it anyway`, 'manifestMissing', { entry });
    try {
      return JSON.parse(readFileSync(path, 'utf8')) as unknown;
    } catch {
      fail(`${path} is not JSON; --force to set it anyway`, 'manifestUnreadable', { entry, detail: 'JSON' });
    }
  }

  /**
   * The deployed host's manifest (for its @playhub/shared version), or null when there is none: the
   * configured one, else the stable version composition.json's `host` names, else the one beside it.
   */
  async function hostManifest(composition?: CompositionFile): Promise<unknown> {
    const where = options.hostManifest;
    if (where) return readManifest(where, /^https?:\/\//.test(where) ? undefined : resolve(where));
    const host = composition?.[HOST]?.entry;
    // A host version that cannot be read here is judged as before composition.json named the host.
    if (typeof host === 'string' && hostVersionOf(host)) {
      const manifest = await readHostManifest(host).catch(() => null);
      if (manifest) return manifest;
    }
    const beside = join(siteDir, 'mf-manifest.json');
    return existsSync(beside) ? readManifest('/mf-manifest.json', beside) : null;
  }

  /** A host version's manifest, from its folder under `hostRoot`. */
  function readHostManifest(entry: string): Promise<unknown> {
    const root = options.hostRoot;
    if (root && /^https?:\/\//.test(root)) return readManifest(new URL(entry, root).toString());
    return readManifest(entry, root ? join(resolve(root), entry) : undefined);
  }

  /**
   * The manifest must exist and be this vertical's before anyone's page is pointed at it, and the
   * deployed host must be able to run it: the one rule pages apply (compatibility.ts), so what the
   * CLI accepts a page accepts too.
   */
  async function checkManifest(vertical: string, entry: string, composition: CompositionFile): Promise<void> {
    const manifest = (await (vertical === HOST ? readHostManifest(entry) : readManifest(entry))) as {
      name?: unknown;
    } | null;
    if (manifest?.name !== vertical)
      fail(`${entry} is the manifest of "${String(manifest?.name)}", not of ${vertical}`, 'wrongManifest', {
        entry,
        name: String(manifest?.name),
        vertical,
      });
    if (vertical === HOST) return checkHost(entry, manifest, composition);
    const host = await hostManifest(composition);
    if (!host) return;
    const refusal = compatibility(hostOfManifest(host), manifest).refusals[0];
    if (!refusal) return;
    const { params } = refusal;
    switch (refusal.axis) {
      case 'shared':
        return fail(
          `${entry} was built against @playhub/shared ${params.built} (needs ${params.needs}) but the deployed host provides ${params.provided}: pages would refuse it and fall back. Deploy a host built with that shared first; --force to set it anyway`,
          'sharedIncompatible',
          { entry, built: params.built!, provided: params.provided! },
        );
      case 'runtimeParts':
        return fail(
          `${entry} runs on the host's ${params.parts!.split(', ').join(' and ')}, which the deployed host does not provide: pages would refuse it and fall back. Deploy a host built with this version of the platform first; --force to set it anyway`,
          'runtimePartMissing',
          { entry, parts: params.parts! },
        );
      case 'federationRuntime':
        return fail(
          `${entry} was built with the federation runtime ${params.built} but the deployed host runs ${params.host}: a vertical runs on the host's runtime, so pages would refuse it and fall back. Rebuild it with @module-federation/enhanced ${params.host}; --force to set it anyway`,
          'runtimeIncompatible',
          { entry, built: params.built!, host: params.host! },
        );
      case 'singletons':
        return fail(
          `${entry} ${refusal.reason}: pages would refuse it and fall back. Rebuild it against the host's libraries or deploy a host that has them first; --force to set it anyway`,
          'singletonIncompatible',
          { entry, needs: params.needs!, has: params.has! },
        );
    }
  }

  /**
   * A new host must run every vertical players are served now (the same rule, from the other side):
   * the first vertical it would refuse refuses the change. A vertical whose manifest cannot be read
   * now is not judged here (its own loads report it).
   */
  async function checkHost(entry: string, manifest: unknown, composition: CompositionFile): Promise<void> {
    const host = hostOfManifest(manifest);
    for (const vertical of verticals) {
      const served = composition[vertical]?.entry;
      if (typeof served !== 'string') continue;
      const remote = await readManifest(served).catch(() => null);
      const refusal = remote ? compatibility(host, remote).refusals[0] : undefined;
      if (refusal)
        fail(
          `host ${entry} would refuse ${vertical} ${String(composition[vertical]?.version ?? served)} (${refusal.reason}): every page of it would fall back. Release a ${vertical} it can run first; --force to set it anyway`,
          'hostIncompatible',
          { entry, vertical, reason: refusal.reason ?? refusal.axis },
        );
    }
  }

  /**
   * The published integrity of the version an entry points at; without a record, a refusal (a
   * production host would refuse its scripts and fall back) unless `force`.
   */
  function integrityFor(
    vertical: string,
    entry: string,
    version: string | undefined,
    force: boolean | undefined,
  ): Record<string, string> | undefined {
    const recorded = version ? readRelease(siteDir, vertical, version) : null;
    if (recorded || force) return recorded ?? undefined;
    fail(
      `${vertical} ${version ?? entry} has no published integrity record (releases/${vertical}/${version ?? '<version>'}.json beside composition.json): production hosts refuse its scripts. Publish it with \`pnpm composition publish ${vertical} ${version ?? '<version>'} <folder>\`; --force to set it anyway`,
      'noIntegrity',
      { vertical, version: version ?? entry },
    );
  }

  /**
   * The entries a vertical can roll back to, most recent last: replaying the log, each `set` (and
   * `promote`) pushes the entry it replaced and each `rollback` pops one (so two rollbacks go two
   * versions back, never forward again to the version just rolled back from).
   */
  function rollbackStack(vertical: string, history: StoredLine[]): string[] {
    const stack: string[] = [];
    for (const h of history.filter((x) => x.vertical === vertical)) {
      if ((h.action === 'set' || h.action === 'promote') && h.from) stack.push(String(h.from));
      else if (h.action === 'rollback') stack.pop();
    }
    return stack;
  }

  /** The routes a vertical owns: its entry's, else its defaults. */
  function routesOf(composition: CompositionFile, vertical: string): readonly string[] {
    const routes = composition[vertical]?.routes;
    return Array.isArray(routes) ? (routes as string[]) : (options.defaultRoutes?.[vertical] ?? []);
  }

  /** Each change: its parameters → an edit of the composition returning the history line (or null). */
  const changes: Record<Action, Change> = {
    async set(composition, vertical, params) {
      const { target, force } = params;
      const current = composition[vertical];
      refuseDuringCanary(current, vertical);
      const { entry, version } = resolveTarget(vertical, target, current?.entry as string | undefined);
      if (current?.entry === entry) return null;
      if (!force) await checkManifest(vertical, entry, composition);
      const integrity = integrityFor(vertical, entry, version, force);
      // `--force` (the CLI only, with the database's credentials) is the break-glass path: recorded.
      const evidence = force && options.gate ? 'forced' : await gate('set', vertical, version, params.user);
      composition[vertical] = {
        ...current,
        entry,
        version,
        integrity,
        // The entry being replaced becomes the fallback: a broken new version degrades to the old one.
        fallbackEntry: current?.entry,
        fallbackIntegrity: current?.integrity,
      };
      return withEvidence(
        { action: 'set', vertical, from: (current?.entry as string | undefined) ?? null, to: entry },
        evidence,
      );
    },

    async rollback(composition, vertical, _params, history) {
      const current = entryOf(composition, vertical);
      refuseDuringCanary(current, vertical);
      const stack = rollbackStack(vertical, await history());
      // An entry equal to today's (hand edits) is no rollback target.
      while (stack.length && stack.at(-1) === current.entry) stack.pop();
      const target = stack.pop();
      if (!target) fail(`no earlier entry of ${vertical} in the history`, 'noEarlier', { vertical });
      const fallbackEntry = stack.filter((e) => e !== target).at(-1);
      const integrityOf = (entry: string) => {
        const version = versionOf(entry);
        return version ? readRelease(siteDir, vertical, version) : null;
      };
      composition[vertical] = {
        ...current,
        entry: target,
        version: versionOf(target),
        integrity: integrityOf(target) ?? undefined,
        fallbackEntry,
        fallbackIntegrity: (fallbackEntry && integrityOf(fallbackEntry)) ?? undefined,
      };
      return { action: 'rollback', vertical, from: current.entry as string, to: target };
    },

    async canary(composition, vertical, { target, traffic, force, user }) {
      const current = entryOf(composition, vertical);
      const share = parseTraffic(traffic);
      const { entry, version } = resolveTarget(vertical, target, current.entry as string);
      if (entry === current.entry)
        fail(`${vertical} ${version ?? entry} is already the stable version`, 'alreadyStable', {
          vertical,
          version: version ?? entry,
        });
      if (!force) await checkManifest(vertical, entry, composition);
      const integrity = integrityFor(vertical, entry, version, force);
      const evidence = share > 0 ? await gate('canary', vertical, version, user) : undefined;
      return withEvidence(
        startCanary(composition, vertical, { entry, version, traffic: share, integrity }),
        evidence,
      );
    },

    async traffic(composition, vertical, { traffic, user }) {
      const share = parseTraffic(traffic);
      const candidate = composition[vertical]?.candidate;
      const line = setTraffic(composition, vertical, share);
      return line && share > 0
        ? withEvidence(line, await gate('traffic', vertical, candidate?.version, user))
        : line;
    },
    async promote(composition, vertical, { user }) {
      const candidate = composition[vertical]?.candidate;
      const line = promote(composition, vertical);
      return withEvidence(line, await gate('promote', vertical, candidate?.version, user));
    },
    abort: (composition, vertical, { reason }) => abort(composition, vertical, reason || 'aborted by hand'),

    /**
     * Gives a vertical these top-level paths (the host reads them from composition.json on the next
     * page load; no build). A pattern another vertical owns is refused: the host would keep it with
     * the first.
     */
    routes(composition, vertical, { patterns = [] }) {
      if (vertical === HOST)
        fail('the host owns no routes of composition.json (its pages are its own)', 'hostNoRoutes');
      const bad = patterns.filter((p) => !options.route?.test(p));
      if (bad.length)
        fail(`not a route: ${bad.join(', ')} (an exact path like /promotions or a prefix like /casino/*)`);
      if (new Set(patterns).size !== patterns.length) fail('a route is named twice');
      entryOf(composition, vertical);
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
    },
  };

  function changeOf(action: string, vertical: string): Change {
    if (!Object.hasOwn(changes, action)) fail(`unknown change "${action}"`);
    // The host is released like a vertical (issue 31, item 5): every change but `routes` applies.
    if (vertical !== HOST && !verticals.includes(vertical))
      fail(
        `unknown vertical "${vertical ?? ''}" (one of ${[HOST, ...verticals].join(', ')})`,
        'unknownVertical',
        {
          vertical: String(vertical ?? ''),
        },
      );
    return changes[action as Action];
  }

  /**
   * What the operator confirms against: the vertical's entry as it is now and how many history lines
   * it has, hashed. Any change of the vertical since (another operator, the automatic abort, this
   * same confirmation sent twice) changes it.
   */
  function fingerprint(composition: CompositionFile, vertical: string, history: StoredLine[]): string {
    const lines = history.filter((h) => h.vertical === vertical).length;
    return createHash('sha256')
      .update(JSON.stringify(composition[vertical] ?? null))
      .update(`\n${lines}`)
      .digest('base64url');
  }

  return {
    routesOf,
    rollbackStack: async (vertical: string) => rollbackStack(vertical, await store.history()),
    /** The fingerprint of a vertical as it is now (see {@link fingerprint}). */
    fingerprint: async (vertical: string) => fingerprint(await store.read(), vertical, await store.history()),
    /**
     * What a change would do, nothing written: the history line (null: nothing to change), the
     * vertical's entry before and after, and the fingerprint to confirm against.
     */
    async preview(
      action: Action,
      vertical: string,
      params: ActionParams = {},
      { user }: { user?: string } = {},
    ): Promise<Preview> {
      const change = changeOf(action, vertical);
      const [composition, history, version] = await Promise.all([
        store.read(),
        store.history(),
        store.version(),
      ]);
      const seen = fingerprint(composition, vertical, history);
      const before = structuredClone(composition[vertical] ?? null);
      const line = await change(composition, vertical, { ...params, user }, async () => history);
      return { line, before, after: composition[vertical] ?? null, fingerprint: seen, version };
    },
    /**
     * Applies a change under the store's lock, recording `user` in the history; with `expect`, only
     * when the vertical's fingerprint is still that one; with `expectVersion`, only when the
     * composition's version is still that one ("changed meanwhile"). Resolves with the history
     * line, or null when there was nothing to change.
     */
    async apply(
      action: Action,
      vertical: string,
      params: ActionParams = {},
      { user, expect, expectVersion }: { user?: string; expect?: string; expectVersion?: number } = {},
    ): Promise<HistoryLine | null> {
      const change = changeOf(action, vertical);
      return store.change(async (composition, { history, version }) => {
        // The vertical's own change first (the more precise refusal), then any change at all.
        if (expect !== undefined && fingerprint(composition, vertical, await history()) !== expect)
          fail(`${vertical} changed since this change was reviewed: review it again`, 'changed', {
            vertical,
          });
        if (expectVersion !== undefined && expectVersion !== version)
          changedMeanwhile(expectVersion, version);
        return change(composition, vertical, { ...params, user }, history);
      }, user);
    },
  };
}

/** The changes over one composition store (see {@link createActions}). */
export type Actions = ReturnType<typeof createActions>;
