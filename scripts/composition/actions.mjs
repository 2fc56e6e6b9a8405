// The operator's changes of composition.json (issues 10 and 21), one implementation for the CLI
// (scripts/composition.mjs) and the API's operator console (api/src/console): set, rollback, canary,
// traffic, promote, abort and routes, each with the checks that keep a player's page working (the
// manifest is reachable and the vertical's, the deployed host can serve its @playhub/shared, the
// version has a published integrity record). Every change can be previewed (what it would write,
// nothing written) and applied (lock, atomic write, history line with the operator's name); an
// apply may carry the fingerprint of the vertical its preview saw and is refused when anything of
// that vertical changed since (a replayed or stale confirmation).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readRelease } from './integrity.mjs';
import { abort, entryOf, parseTraffic, promote, setTraffic, startCanary } from './rollout.mjs';
import { changedMeanwhile, fail } from './store.mjs';

const VERSION = /^[0-9][\w.+-]*$/;
const LAYOUT = /^(.*\/)([^/]+)\/mf-manifest\.json$/;

/** The version folder an entry points into (`…/<version>/mf-manifest.json`), if it follows the layout. */
export function versionOf(entry) {
  const version = entry && LAYOUT.exec(new URL(entry, 'http://site.invalid/').pathname)?.[2];
  return version && VERSION.test(version) ? version : undefined;
}

/** A version as operators type it (`2.0.0`, `1.4.0-rc.1`), or undefined. */
export function isVersion(text) {
  return typeof text === 'string' && text.length <= 64 && VERSION.test(text);
}

/** The entry of `version`, in the same place as the current entry (its origin and folder layout). */
function entryForVersion(vertical, version, current) {
  const match = current && LAYOUT.exec(current);
  if (match && versionOf(current)) return `${match[1]}${version}/mf-manifest.json`;
  return `/mf/${vertical}/${version}/mf-manifest.json`;
}

/** A version or a manifest URL, as the entry it means for `vertical`. */
function resolveTarget(vertical, target, current) {
  if (typeof target !== 'string' || target.length === 0 || target.length > 500)
    fail('name a version (2.0.0) or a manifest URL', 'noTarget');
  if (VERSION.test(target)) return { entry: entryForVersion(vertical, target, current), version: target };
  let url;
  try {
    url = new URL(target, 'http://site.invalid/');
  } catch {
    fail(`${target} is neither a version nor a URL`, 'badTarget', { target });
  }
  if (!/^https?:$/.test(url.protocol))
    fail(`${target}: only http(s) or site-relative entries`, 'badTarget', { target });
  if (!url.pathname.endsWith('.json'))
    fail(`${target}: an entry must point at an mf-manifest.json`, 'badTarget', { target });
  return { entry: target, version: versionOf(target) };
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

function refuseDuringCanary(current, vertical) {
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

/**
 * The changes over one composition store.
 * @param {import('./store.mjs').Store} store
 * @param {{ verticals: readonly string[], hostManifest?: string, route?: RegExp,
 *   defaultRoutes?: Record<string, readonly string[]> }} options
 *   `verticals`: the names a change may name; `hostManifest`: the deployed host's mf-manifest.json
 *   (a path or URL; else the one beside composition.json, if any); `route`/`defaultRoutes`: what a
 *   route pattern is and each vertical's default routes (for `routes`).
 */
export function createActions(store, options) {
  const siteDir = store.dir;
  const { verticals } = options;
  // Issue 30, item 5 (evidence.mjs): what lets a version serve players, when the owner gives a gate.
  const gate = async (action, vertical, version, user) =>
    options.gate ? options.gate({ action, vertical, version, user }) : undefined;
  const withEvidence = (line, evidence) => (line && evidence ? { ...line, evidence } : line);

  /** Reads a manifest from a URL or a local path (site-relative entries are under the site). */
  async function readManifest(entry, local) {
    if (/^https?:\/\//.test(entry)) {
      let response;
      try {
        response = await fetch(entry, {
          signal: AbortSignal.timeout(10_000),
          headers: { 'cache-control': 'no-cache' },
        });
      } catch (error) {
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
      return response.json().catch(() =>
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
      return JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      fail(`${path} is not JSON; --force to set it anyway`, 'manifestUnreadable', { entry, detail: 'JSON' });
    }
  }

  /** The deployed host's manifest (for its @playhub/shared version), or null when there is none. */
  async function hostManifest() {
    const where = options.hostManifest;
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
      fail(`${entry} is the manifest of "${manifest?.name}", not of ${vertical}`, 'wrongManifest', {
        entry,
        name: String(manifest?.name),
        vertical,
      });
    const host = await hostManifest();
    if (!host) return;
    const provided = sharedOf(host).version;
    const needed = sharedOf(manifest);
    const unmet = needed.required.filter((range) => !satisfiesCaret(provided, range));
    if (provided && unmet.length)
      fail(
        `${entry} was built against @playhub/shared ${needed.version} (needs ${unmet.join(', ')}) but the deployed host provides ${provided}: pages would refuse it and fall back. Deploy a host built with that shared first; --force to set it anyway`,
        'sharedIncompatible',
        { entry, built: needed.version, provided },
      );
    // The runtime parts a vertical takes from the host (preset.cjs); a host whose manifest records none
    // predates the record and provides the runtime core only.
    const recorded = host?.metaData?.hostRuntime?.provides;
    const hostParts = Array.isArray(recorded) ? recorded : ['runtime-core'];
    const takes = manifest?.metaData?.hostRuntime?.takes;
    const lacking = Array.isArray(takes) ? takes.filter((part) => !hostParts.includes(part)) : [];
    if (lacking.length)
      fail(
        `${entry} runs on the host's ${lacking.join(' and ')}, which the deployed host does not provide: pages would refuse it and fall back. Deploy a host built with this version of the platform first; --force to set it anyway`,
        'runtimePartMissing',
        { entry, parts: lacking.join(', ') },
      );
    const runtime = { built: manifest?.metaData?.pluginVersion, host: host?.metaData?.pluginVersion };
    if (!sameRuntimeMinor(runtime.built, runtime.host))
      fail(
        `${entry} was built with the federation runtime ${runtime.built} but the deployed host runs ${runtime.host}: a vertical runs on the host's runtime, so pages would refuse it and fall back. Rebuild it with @module-federation/enhanced ${runtime.host}; --force to set it anyway`,
        'runtimeIncompatible',
        { entry, built: String(runtime.built), host: String(runtime.host) },
      );
  }

  /**
   * The published integrity of the version an entry points at; without a record, a refusal (a
   * production host would refuse its scripts and fall back) unless `force`.
   */
  function integrityFor(vertical, entry, version, force) {
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
  function rollbackStack(vertical, history) {
    const stack = [];
    for (const h of history.filter((x) => x.vertical === vertical)) {
      if ((h.action === 'set' || h.action === 'promote') && h.from) stack.push(h.from);
      else if (h.action === 'rollback') stack.pop();
    }
    return stack;
  }

  /** The routes a vertical owns: its entry's, else its defaults. */
  function routesOf(composition, vertical) {
    const routes = composition[vertical]?.routes;
    return Array.isArray(routes) ? routes : (options.defaultRoutes?.[vertical] ?? []);
  }

  /** Each change: its parameters → an edit of the composition returning the history line (or null). */
  const changes = {
    async set(composition, vertical, params) {
      const { target, force } = params;
      const current = composition[vertical];
      refuseDuringCanary(current, vertical);
      const { entry, version } = resolveTarget(vertical, target, current?.entry);
      if (current?.entry === entry) return null;
      if (!force) await checkManifest(vertical, entry);
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
      return withEvidence({ action: 'set', vertical, from: current?.entry ?? null, to: entry }, evidence);
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
      const integrityOf = (entry) =>
        versionOf(entry) ? readRelease(siteDir, vertical, versionOf(entry)) : null;
      composition[vertical] = {
        ...current,
        entry: target,
        version: versionOf(target),
        integrity: integrityOf(target) ?? undefined,
        fallbackEntry,
        fallbackIntegrity: (fallbackEntry && integrityOf(fallbackEntry)) ?? undefined,
      };
      return { action: 'rollback', vertical, from: current.entry, to: target };
    },

    async canary(composition, vertical, { target, traffic, force, user }) {
      const current = entryOf(composition, vertical);
      const share = parseTraffic(traffic);
      const { entry, version } = resolveTarget(vertical, target, current.entry);
      if (entry === current.entry)
        fail(`${vertical} ${version ?? entry} is already the stable version`, 'alreadyStable', {
          vertical,
          version: version ?? entry,
        });
      if (!force) await checkManifest(vertical, entry);
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
    routes(composition, vertical, { patterns }) {
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

  function changeOf(action, vertical) {
    if (!Object.hasOwn(changes, action)) fail(`unknown change "${action}"`);
    if (!verticals.includes(vertical))
      fail(`unknown vertical "${vertical ?? ''}" (one of ${verticals.join(', ')})`, 'unknownVertical', {
        vertical: String(vertical ?? ''),
      });
    return changes[action];
  }

  /**
   * What the operator confirms against: the vertical's entry as it is now and how many history lines
   * it has, hashed. Any change of the vertical since (another operator, the automatic abort, this
   * same confirmation sent twice) changes it.
   */
  function fingerprint(composition, vertical, history) {
    const lines = history.filter((h) => h.vertical === vertical).length;
    return createHash('sha256')
      .update(JSON.stringify(composition[vertical] ?? null))
      .update(`\n${lines}`)
      .digest('base64url');
  }

  return {
    routesOf,
    rollbackStack: async (vertical) => rollbackStack(vertical, await store.history()),
    /** The fingerprint of a vertical as it is now (see {@link fingerprint}). */
    fingerprint: async (vertical) => fingerprint(await store.read(), vertical, await store.history()),
    /**
     * What a change would do, nothing written: the history line (null: nothing to change), the
     * vertical's entry before and after, and the fingerprint to confirm against.
     */
    async preview(action, vertical, params = {}, { user } = {}) {
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
    async apply(action, vertical, params = {}, { user, expect, expectVersion } = {}) {
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
