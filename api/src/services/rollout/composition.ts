import { readdirSync, statSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { verticalNames } from '@playhub/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_MARKET,
  openStore,
  type CompositionFile,
  type CompositionStore,
  type Store,
} from '@playhub/composition/store';
import { openDatabaseStore, type DatabaseStore } from '@playhub/composition/db-store';
import { abort, resolveForBucket } from '@playhub/composition/rollout';
import { createActions, isVersion, type Actions } from '@playhub/composition/actions';
import { createEvidence, type Evidence } from '@playhub/composition/evidence';
import type { Db } from '../../db/index.js';
import type { RedisLink } from '../redis-link.js';

export type { CompositionFile };

/** The Redis channel a change of the composition is announced on (every replica refreshes). */
export const COMPOSITION_CHANNEL = 'composition';

/** The sources (one per market) that refresh on a link's announcements (issue 30, item 4). */
const listeners = new WeakMap<RedisLink, Set<CompositionSource>>();

/** A version of a vertical with an integrity record (releases/<vertical>/<version>.json). */
export interface PublishedVersion {
  version: string;
  /** When it was published (the record's `publishedAt`), or null in an older record. */
  publishedAt: string | null;
}

/** Newest version first: numeric parts compared as numbers (0.10.0 after 0.9.0), then as text. */
export function byVersionDesc(a: string, b: string): number {
  const pa = a.split(/[.+-]/);
  const pb = b.split(/[.+-]/);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const [x = '', y = ''] = [pa[i], pb[i]];
    const [nx, ny] = [Number(x), Number(y)];
    const diff =
      x !== '' && y !== '' && !Number.isNaN(nx) && !Number.isNaN(ny) ? ny - nx : y.localeCompare(x);
    if (diff) return diff;
  }
  return 0;
}

/**
 * The composition as the API paints pages with it and changes it (issues 21 and 30). Two stores
 * (@playhub/composition/store): the file (`npm start`, PGlite), read again when its
 * modification time or size changes, a file that does not parse (half of a hand edit) keeping the
 * last good one in service; and the database (PostgreSQL, several replicas and the CLI), cached
 * here and refreshed when any replica announces a change on Redis, and at the latest after `ttlMs`
 * (≤ 2 s) whatever Redis does. Changes go through the store's lock and history, and the operator
 * console's changes are the CLI's own (`actions`, @playhub/composition/actions).
 */
export class CompositionSource {
  readonly store: CompositionStore;
  private fileCache: { mtimeMs: number; size: number; value: CompositionFile } | null = null;
  private dbCache: { version: number; value: CompositionFile } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  /** set, rollback, canary, traffic, promote, abort: previewed and applied as the CLI does. */
  readonly actions: Actions;
  /** The release evidence of this market (issue 30, item 5), when the API has a database. */
  readonly evidence: Evidence | null;
  /** Whether changes are refused without passing evidence (`RELEASE_GATE`). */
  readonly gateEnforced: boolean;

  /** `hostManifest`: the deployed host's mf-manifest.json (COMPOSITION_HOST_MANIFEST). */
  constructor(
    readonly file: string,
    private readonly options: {
      hostManifest?: string;
      /** Where the host's version folders are (a folder or URL: issue 31, item 5). */
      hostRoot?: string;
      /** The market whose composition this is (issue 30, item 4); the default market's without. */
      market?: string;
      /** The database store's: PostgreSQL, with the Redis link to announce and hear changes on. */
      database?: { db: Db; link: RedisLink | null; ttlMs: number; log?: FastifyBaseLogger };
      /** The release evidence (@playhub/composition/evidence) in the API's database; `enforce`: the gate. */
      evidence?: { db: Db; enforce: boolean };
    } = {},
  ) {
    const database = options.database;
    this.store = database
      ? openDatabaseStore(database.db, {
          dir: path.dirname(file),
          market: options.market,
          // Every replica (this one too) refreshes on the announcement.
          onChange: async (version) => {
            await database.link?.publish(COMPOSITION_CHANNEL, String(version));
            await this.refresh();
          },
        })
      : openStore(file, options.market);
    this.evidence = options.evidence
      ? createEvidence(options.evidence.db, {
          dir: path.dirname(file),
          market: options.market ?? DEFAULT_MARKET,
        })
      : null;
    this.gateEnforced = Boolean(this.evidence && options.evidence?.enforce);
    const evidence = this.gateEnforced ? this.evidence : null;
    this.actions = createActions(this.store, {
      verticals: verticalNames,
      hostManifest: options.hostManifest,
      hostRoot: options.hostRoot,
      gate: evidence ? (request) => evidence.gate(request) : undefined,
    });
  }

  /** The database store's cache: loaded, then kept fresh (Redis announcements, the TTL's poll). */
  async start(): Promise<void> {
    const database = this.options.database;
    if (!database) return;
    const link = database.link;
    if (link) {
      // One handler per channel on a link: the first market's subscribes for every market's.
      let sources = listeners.get(link);
      if (!sources) {
        listeners.set(link, (sources = new Set()));
        const all = sources;
        await link.subscribe(COMPOSITION_CHANNEL, () => {
          for (const source of all) void source.refresh();
        });
      }
      sources.add(this);
    }
    // Announcements missed while the subscriber was away.
    database.link?.onUp(() => void this.refresh());
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), database.ttlMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.options.database?.link) listeners.get(this.options.database.link)?.delete(this);
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /**
   * Reads the database's composition when its version is not the cached one (one row, or none).
   * One read at a time, and at most one waiting behind it: a burst of announcements is one read.
   */
  refresh(): Promise<void> {
    if (this.queued) return this.queued;
    const next: Promise<void> = (this.running ?? Promise.resolve())
      .then(() => {
        this.queued = null;
        this.running = next;
        return this.load();
      })
      .finally(() => {
        if (this.running === next) this.running = null;
      });
    this.queued = next;
    return next;
  }

  private async load(): Promise<void> {
    const database = this.options.database;
    if (!database) return;
    try {
      const rows = await database.db.query<{ version: string | number; composition: CompositionFile }>(
        'SELECT version, composition FROM composition_state WHERE market = $1 AND version <> $2',
        [(this.store as DatabaseStore).market, this.dbCache?.version ?? -1],
      );
      const row = rows[0];
      if (row) this.dbCache = { version: Number(row.version), value: row.composition };
    } catch (err) {
      // The database is away: the last composition keeps serving; the next poll tries again.
      database.log?.warn({ err }, 'composition refresh failed');
    }
  }

  /** The market whose composition this is. */
  get market(): string {
    return this.options.market ?? DEFAULT_MARKET;
  }

  /** The current composition (null when there is none and never was a good one). */
  read(): CompositionFile | null {
    if (this.options.database) return this.dbCache?.value ?? null;
    // Another market's file is composition.<market>.json beside the default market's.
    const file = (this.store as Store).file;
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return this.fileCache?.value ?? null;
    }
    if (this.fileCache?.mtimeMs === stat.mtimeMs && this.fileCache.size === stat.size)
      return this.fileCache.value;
    try {
      const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw new Error('not an object');
      this.fileCache = { mtimeMs: stat.mtimeMs, size: stat.size, value: value as CompositionFile };
    } catch {
      // Keep serving the last good file; the next change of the file is read again.
    }
    return this.fileCache?.value ?? null;
  }

  /** The database store's version this instance serves (null: the file store, or nothing yet). */
  servedVersion(): number | null {
    return this.dbCache?.version ?? null;
  }

  /** What a player in `bucket` (0–99) is served. */
  resolve(bucket: number): CompositionFile | null {
    const composition = this.read();
    return composition && resolveForBucket(composition, bucket);
  }

  /**
   * Aborts the canary of `vertical` if it is still the one seen (`expect`), recording `reason` in
   * the history as `user`; resolves true when this call aborted it.
   */
  async abortCanary(
    vertical: string,
    expect: { entry: string; since: string },
    reason: string,
    user: string,
  ): Promise<boolean> {
    const line = await this.store.change((composition) => abort(composition, vertical, reason, expect), user);
    return line !== null;
  }

  /**
   * The published versions of `vertical` (the records beside composition.json that production hosts
   * check scripts against), newest first: the versions a change can pick from.
   */
  published(vertical: string): PublishedVersion[] {
    const dir = path.join(path.dirname(this.file), 'releases', vertical);
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return [];
    }
    return names
      .filter((n) => n.endsWith('.json') && isVersion(n.slice(0, -'.json'.length)))
      .map((n) => {
        const version = n.slice(0, -'.json'.length);
        let publishedAt: string | null = null;
        try {
          const record = JSON.parse(readFileSync(path.join(dir, n), 'utf8')) as { publishedAt?: unknown };
          if (typeof record.publishedAt === 'string') publishedAt = record.publishedAt;
        } catch {
          // A record that does not parse is still a published file; the change checks it again.
        }
        return { version, publishedAt };
      })
      .sort((a, b) => byVersionDesc(a.version, b.version));
  }

  /** The change log. */
  history() {
    return this.store.history();
  }
}

/**
 * Every market's composition (issue 30, item 4): the painted page, `composition.json`, the console
 * and the automatic abort each take the one of the request's (or the operator's chosen) market.
 */
export class MarketCompositions {
  constructor(private readonly sources: ReadonlyMap<string, CompositionSource>) {
    if (!sources.has(DEFAULT_MARKET))
      throw new Error(`no composition of the default market ${DEFAULT_MARKET}`);
  }
  /** The default market's (what there was before markets). */
  get default(): CompositionSource {
    return this.sources.get(DEFAULT_MARKET)!;
  }
  /** The composition of `market`; the default market's for a code that is none. */
  for(market: string): CompositionSource {
    return this.sources.get(market) ?? this.default;
  }
  /** Whether `market` has a composition of its own. */
  has(market: string): boolean {
    return this.sources.has(market);
  }
  /** Every market's, the default first. */
  all(): CompositionSource[] {
    return [this.default, ...[...this.sources.values()].filter((s) => s !== this.default)];
  }
}
