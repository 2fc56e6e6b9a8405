/**
 * What a database failure means for the caller: retry the transaction (a serialization failure or
 * a deadlock, which PostgreSQL resolves by aborting one side), or answer 503 because the database is
 * away (restart, failover, connection cut, full disk). Anything else is a bug, a 500.
 */

/** SQLSTATEs after which the whole transaction may simply run again (PostgreSQL docs, 13.2.3). */
const RETRYABLE = new Set(['40001' /* serialization_failure */, '40P01' /* deadlock_detected */]);

/** Socket errors of a connection that cannot reach the server. */
const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** node-postgres' messages for a connection that ended or could not be made (they carry no code). */
const ENDED =
  /Connection terminated|Connection ended|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|connection is closed|Cannot use a pool after calling end/i;

const codeOf = (err: unknown): string | undefined => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** True when running the transaction again is the documented cure. */
export function isRetryable(err: unknown): boolean {
  const code = codeOf(err);
  return code !== undefined && RETRYABLE.has(code);
}

/**
 * True when the database cannot serve now but may later: connection exceptions (class 08),
 * an operator or crash shutdown and a server still starting (57P01–57P03), insufficient resources
 * (class 53: a full disk, out of memory, too many connections), or a socket that failed.
 */
export function isUnavailable(err: unknown): boolean {
  if (err instanceof DatabaseUnavailable) return true;
  const code = codeOf(err);
  if (code !== undefined) {
    if (NETWORK.has(code)) return true;
    if (code.startsWith('08') || code.startsWith('53')) return true;
    if (code === '57P01' || code === '57P02' || code === '57P03') return true;
  }
  return err instanceof Error && ENDED.test(err.message);
}

/** The database is away; the request may be repeated later (503 with Retry-After). */
export class DatabaseUnavailable extends Error {
  constructor(override readonly cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'DatabaseUnavailable';
  }
}

/** `err` as a {@link DatabaseUnavailable} when it is one, else unchanged. */
export function classify(err: unknown): unknown {
  return !(err instanceof DatabaseUnavailable) && isUnavailable(err) ? new DatabaseUnavailable(err) : err;
}

/** How often and how long a transaction that met a serialization failure or deadlock is run again. */
export const RETRY = { attempts: 6, baseMs: 4, capMs: 80 };

/** The wait before attempt `n` (1-based retry count): exponential with full jitter. */
export function retryDelay(n: number): number {
  return Math.random() * Math.min(RETRY.capMs, RETRY.baseMs * 2 ** n);
}
