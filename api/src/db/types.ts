/** A row as returned by the driver. */
export type Row = Record<string, unknown>;

/** Something SQL can run on: the database or an open transaction. Parameters only as $1..$n. */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** The database: PGlite (embedded) or PostgreSQL behind one interface and one SQL dialect. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in a transaction; commits when it resolves, rolls back when it throws. A transaction
   * that PostgreSQL aborts for a serialization failure or a deadlock runs again (a bounded number of
   * times), so `fn` must do nothing but SQL on `q`.
   */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations), without parameters. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** Where the database layer reports what it survived (the app's logger). */
export interface DbLog {
  warn(obj: object, msg: string): void;
  debug?(obj: object, msg: string): void;
}

/** Drivers differ on bigint parameters; both accept the decimal string. */
export function toParams(params: readonly unknown[] = []): unknown[] {
  return params.map((p) => (typeof p === 'bigint' ? p.toString() : p));
}
