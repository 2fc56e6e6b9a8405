/**
 * A refusal with a message for the operator (the CLI's English); `code` and `params` let a page word
 * it in its own language (`console.refusal.<code>`).
 */
export class Refusal extends Error {
  constructor(message: string, code?: string, params?: Record<string, string | number>);
  readonly code: string | undefined;
  readonly params: Record<string, string | number>;
}
/** Throws a {@link Refusal}. */
export function fail(message: string, code?: string, params?: Record<string, string | number>): never;
/** One line of composition.history.jsonl (besides `at` and `user`). */
export interface HistoryLine {
  action: string;
  vertical: string;
  from: string | null;
  to: string;
  reason?: string;
  [key: string]: unknown;
}
/** A composition.json object: vertical name → entry. */
export type CompositionFile = Record<string, Record<string, unknown> & { candidate?: Candidate }>;
/** A canary's candidate in a composition entry. */
export interface Candidate {
  entry: string;
  version?: string;
  traffic: number;
  integrity?: Record<string, string>;
  since: string;
}
/** A history line as read back: who and when, and the composition version it made (if any). */
export type StoredLine = HistoryLine & { at: string; user: string; version?: number };
/** What a change's edit is given besides the composition: the history as of this change. */
export interface ChangeContext {
  history(): Promise<StoredLine[]>;
  /** The composition's version the change starts from. */
  version: number;
}
/**
 * Where the composition lives (issue 30, item 2): a file with a lock (`openStore`, one instance) or
 * the database (`openDatabaseStore`, replicas and the CLI). Every change increments `version`; a
 * change made against another version (`expectVersion`) is refused with code `changedMeanwhile`.
 */
export interface CompositionStore {
  readonly kind: 'file' | 'database';
  /** The folder of the deployed site's manifests and release records (beside composition.json). */
  readonly dir: string;
  read(): Promise<CompositionFile>;
  history(): Promise<StoredLine[]>;
  version(): Promise<number>;
  /** Records a line that changes nothing in the composition (`publish`). */
  record(change: HistoryLine, user?: string): Promise<void>;
  /**
   * Runs `fn` on the current composition under the store's lock; writes it and its history line
   * when `fn` returns one (null: nothing to change, nothing written). Resolves with the line and
   * the new version.
   */
  change(
    fn: (
      composition: CompositionFile,
      context: ChangeContext,
    ) => Promise<HistoryLine | null | undefined> | HistoryLine | null | undefined,
    user?: string,
    options?: { expectVersion?: number },
  ): Promise<(HistoryLine & { version: number }) | null>;
  /** Writes the first composition when there is none; false when there already was one. */
  init(composition: CompositionFile, line: HistoryLine, user?: string): Promise<boolean>;
  close(): Promise<void>;
}
/** The file store's extras. */
export interface Store extends CompositionStore {
  readonly kind: 'file';
  readonly market: string;
  readonly file: string;
  readonly historyFile: string;
}
export const MAX_LINE_BYTES: number;
export const MAX_COMPOSITION_BYTES: number;
/** A history line without control characters; refused (`tooLarge`) when huge. */
export function cleanLine(line: HistoryLine, user?: string): { out: HistoryLine; user: string };
/** Refuses a composition that is not an object of entries, or that is huge. */
export function checkComposition(composition: unknown): void;
/** Throws the `changedMeanwhile` refusal. */
export function changedMeanwhile(expected: number, version: number): never;
/** The default market: its composition is the file itself (issue 30, item 4). */
export const DEFAULT_MARKET: string;
/** A market's code. */
export const MARKET_CODE: RegExp;
/** The composition file at a path (another market: composition.<market>.json beside it). */
export function openStore(path: string, market?: string): Store;
