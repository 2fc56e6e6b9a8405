import { statSync, readFileSync } from 'node:fs';
import { verticalNames } from '@playhub/shared/contracts';
import { openStore, type CompositionFile, type Store } from '../../../../scripts/composition/store.mjs';
import { abort, resolveForBucket } from '../../../../scripts/composition/rollout.mjs';
import { createActions, type Actions } from '../../../../scripts/composition/actions.mjs';

export type { CompositionFile };

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

  /** The change log (composition.history.jsonl). */
  history() {
    return this.store.history();
  }
}
