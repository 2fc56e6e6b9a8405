import { readdirSync, statSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { verticalNames } from '@playhub/shared/contracts';
import { openStore, type CompositionFile, type Store } from '../../../../scripts/composition/store.mjs';
import { abort, resolveForBucket } from '../../../../scripts/composition/rollout.mjs';
import { createActions, isVersion, type Actions } from '../../../../scripts/composition/actions.mjs';

export type { CompositionFile };

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
 * The deployed composition.json as the API reads and changes it (issue 21). Reading is cached by
 * the file's modification time and size, and a file that does not parse (half of a hand edit)
 * keeps the last good one in service. Changes go through the same lock, atomic write and history as
 * the operator CLI (scripts/composition/store.mjs), and the operator console's changes are the
 * CLI's own (`actions`, scripts/composition/actions.mjs).
 */
export class CompositionSource {
  private readonly store: Store;
  private cached: { mtimeMs: number; size: number; value: CompositionFile } | null = null;
  /** set, rollback, canary, traffic, promote, abort: previewed and applied as the CLI does. */
  readonly actions: Actions;

  /** `hostManifest`: the deployed host's mf-manifest.json (COMPOSITION_HOST_MANIFEST). */
  constructor(
    readonly file: string,
    options: { hostManifest?: string } = {},
  ) {
    this.store = openStore(file);
    this.actions = createActions(this.store, {
      verticals: verticalNames,
      hostManifest: options.hostManifest,
    });
  }

  /** The current file (null when there is none and never was a good one). */
  read(): CompositionFile | null {
    let stat;
    try {
      stat = statSync(this.file);
    } catch {
      return this.cached?.value ?? null;
    }
    if (this.cached?.mtimeMs === stat.mtimeMs && this.cached.size === stat.size) return this.cached.value;
    try {
      const value = JSON.parse(readFileSync(this.file, 'utf8')) as unknown;
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw new Error('not an object');
      this.cached = { mtimeMs: stat.mtimeMs, size: stat.size, value: value as CompositionFile };
    } catch {
      // Keep serving the last good file; the next change of the file is read again.
    }
    return this.cached?.value ?? null;
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

  /** The change log (composition.history.jsonl). */
  history() {
    return this.store.history();
  }
}
