import { createRouteTable, type RemoteModule, type VerticalName } from '@playhub/shared/contracts';
import { bus } from '@playhub/shared/bus';
import { readJson, storageKeys, writeJson } from '@playhub/shared/storage';
import * as z from 'zod/mini';
import type { Composition, CompositionEntry } from './composition';
import { reportRemote, versionOfEntry, type RemoteReport } from './beacon';
import { compatibility, type HostProvides } from '@playhub/composition/browser';
import { IntegrityError, type Integrity } from './integrity';
import { remoteOfManifest, type RemoteRegistration } from './manifests';

/** The part of the Module Federation runtime the registry uses (injected so tests can fake it). */
export interface FederationRuntime {
  registerRemotes(remotes: RemoteRegistration[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null | undefined>;
}

/** Why a vertical could not be loaded, after every candidate entry was tried. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
  constructor(
    readonly vertical: VerticalName,
    readonly attempts: Array<{ entry: string; error: string }>,
  ) {
    super(
      `${vertical} is unavailable (${attempts.map((a) => `${a.entry}: ${a.error}`).join('; ') || 'not composed'})`,
    );
  }
}

/** A remote this host cannot run (the one compatibility rule refuses it): never retried, never loaded. */
export class IncompatibleRemoteError extends Error {
  override readonly name = 'IncompatibleRemoteError';
}

/** A failure that trying the same entry again cannot fix (the next candidate may still work). */
class PermanentLoadError extends Error {}

/** How the registry loads: the shared-version check and the retries of one entry. */
export interface RegistryOptions {
  /**
   * Reads a remote's mf-manifest.json before it loads: the checks below read it, and the remote
   * entry it names is what the runtime registers. Without it (build:mono, whose "entries" are
   * static modules) the entry itself is registered and nothing is checked.
   */
  readManifest?: (entry: string) => Promise<unknown>;
  /**
   * What this host provides (its `@playhub/shared`, federation runtime and its parts, singletons):
   * a remote the compatibility rule refuses on any axis is skipped. Absent: no check.
   */
  host?: HostProvides;
  /** Retries of the same entry after a failure, before the next candidate (default 2). */
  retries?: number;
  /** The wait before the first retry, doubling for each further one (default 200 ms). */
  backoffMs?: number;
  /** Subresource integrity of remote scripts (the runtime plugin's side); without it, no checks. */
  integrity?: Integrity;
}

const lastGoodSchema = z.record(z.string(), z.string());

function isRemoteModule(value: unknown, name: VerticalName): value is RemoteModule {
  return typeof value === 'object' && value !== null && (value as RemoteModule).name === name;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads verticals by name: the composed entry, then `fallbackEntry`, then the last entry that loaded
 * on this device. Each entry is tried up to `1 + retries` times with a short backoff, all within its
 * `timeoutMs`, so one transient error does not downgrade the page to an older version; an entry
 * whose manifest needs a newer `@playhub/shared` than the host provides is skipped at once.
 * Successful loads are cached; failures are not, so a retry really tries again.
 */
export function createRegistry(
  runtime: FederationRuntime,
  composition: Composition,
  report: (r: RemoteReport) => void = reportRemote,
  options: RegistryOptions = {},
) {
  const { readManifest, host, integrity, retries = 2, backoffMs = 200 } = options;
  const loadedEntry = new Map<VerticalName, string>();
  const loaded = new Map<VerticalName, Promise<RemoteModule>>();
  const registeredEntry = new Map<VerticalName, string>();
  const everRegistered = new Set<VerticalName>();
  const routes = createRouteTable(composition);
  if (routes.problems.length) console.warn('[host] route problems:', routes.problems);

  function candidates(name: VerticalName, entry: CompositionEntry | undefined): string[] {
    const lastGood = readJson(storageKeys.lastGoodRemotes, lastGoodSchema)?.[name];
    return [...new Set([entry?.entry, entry?.fallbackEntry, lastGood].filter((e): e is string => !!e))];
  }

  /**
   * Reads an entry's manifest and refuses, before any of its code runs, an entry this host cannot
   * run (the one compatibility rule: its shared range, the federation runtime's minor and parts, the
   * singletons), or one whose scripts composition.json gives no SHA-384 for (when integrity is
   * enforced). Returns what the runtime registers: the remote entry the manifest names.
   */
  async function checkManifest(
    name: VerticalName,
    entry: string,
    timeoutMs: number,
  ): Promise<RemoteRegistration> {
    if (!readManifest) return { name, entry };
    const manifest = await withTimeout(readManifest(entry), timeoutMs);
    const problem = host ? compatibility(host, manifest).problem : null;
    if (problem) throw new IncompatibleRemoteError(problem);
    let remote: RemoteRegistration;
    try {
      remote = remoteOfManifest(name, manifest, entry);
    } catch (error) {
      throw new PermanentLoadError(error instanceof Error ? error.message : String(error));
    }
    const missing = integrity?.missing(entry, manifest) ?? [];
    if (missing.length) throw new IntegrityError(`no SHA-384 in composition.json for ${missing.join(', ')}`);
    await withTimeout(integrity?.verifyChunks(entry, manifest) ?? Promise.resolve(), timeoutMs);
    return remote;
  }

  /** The hashes composition.json gives for one of a vertical's candidate entries. */
  function integrityOf(name: VerticalName, entry: string) {
    const composed = composition[name];
    if (entry === composed?.entry) return composed.integrity;
    if (entry === composed?.fallbackEntry) return composed.fallbackIntegrity;
    return undefined;
  }

  async function tryEntry(name: VerticalName, entry: string, deadline: number): Promise<RemoteModule> {
    integrity?.trust(entry, integrityOf(name, entry));
    const remote = await checkManifest(name, entry, Math.max(1, deadline - Date.now()));
    if (registeredEntry.get(name) !== entry) {
      // `force` replaces a known remote and clears its module cache (a fallback or a retry).
      runtime.registerRemotes([remote], { force: everRegistered.has(name) });
      registeredEntry.set(name, entry);
      everRegistered.add(name);
    }
    const module = await withTimeout(
      runtime.loadRemote<{ default?: unknown }>(`${name}/remote`),
      Math.max(1, deadline - Date.now()),
    ).catch(async (error: unknown) => {
      // A script refused for its bytes is not retried: the same bytes would be refused again.
      const refused = await integrity?.problem(entry);
      throw refused ? new IntegrityError(refused) : error;
    });
    const exported = module?.default;
    if (!isRemoteModule(exported, name))
      throw new PermanentLoadError('./remote does not export a RemoteModule');
    return exported;
  }

  /** One entry, retried with backoff while its time budget lasts. */
  async function tryWithRetries(name: VerticalName, entry: string, timeoutMs: number): Promise<RemoteModule> {
    const deadline = Date.now() + timeoutMs;
    for (let attempt = 0; ; attempt++) {
      try {
        return await tryEntry(name, entry, deadline);
      } catch (error) {
        // A failed container must not poison the next attempt, candidate or a later retry.
        registeredEntry.delete(name);
        const wait = backoffMs * 2 ** attempt;
        const again =
          attempt < retries &&
          !(
            error instanceof IncompatibleRemoteError ||
            error instanceof PermanentLoadError ||
            error instanceof IntegrityError
          ) &&
          // Room left for the wait and an attempt after it.
          deadline - Date.now() > wait + backoffMs;
        if (!again) {
          if (attempt === 0 || !(error instanceof Error)) throw error;
          error.message = `${error.message} (after ${attempt + 1} attempts)`;
          throw error;
        }
        await sleep(wait);
      }
    }
  }

  async function load(name: VerticalName): Promise<RemoteModule> {
    const entry = composition[name];
    const attempts: Array<{ entry: string; error: string }> = [];
    const list = candidates(name, entry);
    for (const candidate of list) {
      try {
        const remote = await tryWithRetries(name, candidate, entry?.timeoutMs ?? 8000);
        loadedEntry.set(name, candidate);
        if (entry?.canary && candidate === entry.entry) {
          // Either side of a canary: its loads are what the automatic abort weighs failures against.
          report({
            vertical: name,
            version: entry.version ?? versionOfEntry(candidate),
            entry: candidate,
            phase: 'loaded',
            error: '',
          });
        }
        if (candidate !== list[0]) {
          report({
            vertical: name,
            version: versionOfEntry(candidate),
            entry: candidate,
            phase: 'fallback',
            error: attempts.map((a) => a.error).join('; '),
          });
        }
        const lastGood = readJson(storageKeys.lastGoodRemotes, lastGoodSchema) ?? {};
        writeJson(storageKeys.lastGoodRemotes, { ...lastGood, [name]: candidate });
        bus.emit('remote:status', { name, status: 'loaded', entry: candidate });
        return remote;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        attempts.push({ entry: candidate, error: message });
        report({
          vertical: name,
          version: versionOfEntry(candidate) ?? (candidate === entry?.entry ? entry.version : null) ?? null,
          entry: candidate,
          phase:
            error instanceof IncompatibleRemoteError
              ? 'incompatible'
              : error instanceof IntegrityError
                ? 'integrity'
                : 'load',
          error: message,
        });
      }
    }
    const failure = new RemoteUnavailableError(name, attempts);
    bus.emit('remote:status', { name, status: 'failed', error: failure.message });
    throw failure;
  }

  const ready = new Map<VerticalName, RemoteModule>();

  return {
    composition,
    /** The vertical that owns a path (composition.json's routes), or null when the host does. */
    ownerOfPath: (pathname: string): VerticalName | null => routes.table.ownerOf(pathname),
    /** Whether a vertical's `./remote` has loaded (its module-level listeners are live). */
    isLoaded: (name: VerticalName) => ready.has(name),
    /** The loaded module, synchronously, so a mount of an already loaded vertical renders at once. */
    peek: (name: VerticalName): RemoteModule | null => ready.get(name) ?? null,
    /** Loads (once) the `./remote` module of a vertical. */
    load(name: VerticalName): Promise<RemoteModule> {
      let promise = loaded.get(name);
      if (!promise) {
        promise = load(name);
        loaded.set(name, promise);
        promise.then(
          (module) => ready.set(name, module),
          () => undefined,
        );
        promise.catch(() => loaded.delete(name));
      }
      return promise;
    },
    /** The version actually loaded (after any fallback), for the `data-remote-version` marker. */
    loadedVersion(name: VerticalName): string | null {
      const used = loadedEntry.get(name);
      if (!used) return null;
      return used === composition[name]?.entry
        ? (composition[name]?.version ?? versionOfEntry(used))
        : versionOfEntry(used);
    },
    /** Reports a render failure of a mounted vertical. */
    reportRenderError(name: VerticalName, error: Error): void {
      report({
        vertical: name,
        version: this.loadedVersion(name),
        entry: loadedEntry.get(name) ?? null,
        phase: 'render',
        error: error.message,
      });
    },
    /** Whether a vertical may be hidden instead of showing a fallback when it fails. */
    isOptional: (name: VerticalName) => composition[name]?.criticality === 'optional',
    /** Whether a vertical the site cannot do without: its fallback keeps retrying in the background. */
    isCritical: (name: VerticalName) => composition[name]?.criticality === 'critical',
  };
}

/** A vertical registry. */
export type Registry = ReturnType<typeof createRegistry>;
