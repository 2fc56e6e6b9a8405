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
/** The composition file at a path with its lock and history. */
export interface Store {
  file: string;
  dir: string;
  historyFile: string;
  read(): CompositionFile;
  write(composition: CompositionFile): void;
  withLock<T>(fn: () => Promise<T> | T): Promise<T>;
  history(): Array<HistoryLine & { at: string; user: string }>;
  record(change: HistoryLine, user?: string): void;
  change(
    fn: (
      composition: CompositionFile,
    ) => Promise<HistoryLine | null | undefined> | HistoryLine | null | undefined,
    user?: string,
  ): Promise<HistoryLine | null>;
}
export function openStore(path: string): Store;
