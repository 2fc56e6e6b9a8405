import type { CompositionFile, CompositionStore, StoredLine } from './store.mjs';
/** What the store needs of a database: the API's `Db` or the CLI's {@link openDatabase}. */
export interface StoreDb {
  query<T extends Record<string, unknown> = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<T[]>;
  tx<T>(fn: (q: { query: StoreDb['query'] }) => Promise<T>): Promise<T>;
}
/** The default market (issue 30, item 4). */
export const DEFAULT_MARKET: string;
export interface DatabaseStore extends CompositionStore {
  readonly kind: 'database';
  readonly market: string;
  /**
   * Moves a file store's composition and history in; idempotent; refuses (`newerState`) to replace
   * a state changed since the last import unless `force`.
   */
  importFrom(
    composition: CompositionFile,
    lines: StoredLine[],
    options?: { user?: string; force?: boolean; source?: string },
  ): Promise<{ done: 'imported' | 'unchanged'; version: number }>;
}
/** The composition of `market` on `db` (PostgreSQL). */
export function openDatabaseStore(
  db: StoreDb,
  options?: { dir?: string; market?: string; onChange?: (version: number) => void | Promise<void> },
): DatabaseStore;
/** The CLI's connection to DATABASE_URL, transactions retried as the API's. */
export function openDatabase(url: string): Promise<StoreDb & { kind: 'postgres'; close(): Promise<void> }>;
/** Announces a change on Redis as the API replicas do (best effort; they refresh within 2 s anyway). */
export function announceChange(redisUrl: string, version: number): Promise<void>;
