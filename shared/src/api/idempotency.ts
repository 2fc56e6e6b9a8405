import { ApiError } from './errors';

function randomHex(bytes: number): string {
  const out = new Uint8Array(bytes);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(out);
  else for (let i = 0; i < bytes; i++) out[i] = Math.floor(Math.random() * 256);
  return Array.from(out, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A fresh `Idempotency-Key` (the API takes 8–100 of [A-Za-z0-9_:.-]): a UUID where the browser has
 * `crypto.randomUUID` (secure contexts only, so not on a plain-http LAN address), else random hex.
 */
export function newIdempotencyKey(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  return `k-${Date.now().toString(36)}-${randomHex(16)}`;
}

/**
 * True when a failed money call has no known result (network error, timeout, 5xx, or the server
 * still busy with the first request of the key): a retry must reuse the key, because the first
 * request may have moved money. Any other answer is a result, and the next submit gets a new key.
 */
export function keepsKey(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.status !== null && error.status >= 500;
}

/** What one guarded submit did. */
export type SubmitOutcome<T> =
  | { status: 'done'; value: T }
  | { status: 'failed'; error: unknown }
  /** A request of this guard was already in flight: nothing was sent. */
  | { status: 'ignored' };

/** A submit guard: see {@link createSubmitGuard}. */
export interface SubmitGuard {
  /** True from the moment a request starts until its answer (synchronously, unlike React state). */
  readonly inFlight: boolean;
  /**
   * Sends `send(key)` unless a request is in flight. `signature` identifies what is sent (e.g. the
   * JSON of the body): a retry of the same thing after an unknown result reuses the key.
   */
  run<T>(signature: string, send: (key: string) => Promise<T>): Promise<SubmitOutcome<T>>;
}

/**
 * Guards a money submit: at most one request in flight (a double click in the same tick sends one
 * request), and one idempotency key per attempt, kept for a retry only while the result is unknown.
 */
export function createSubmitGuard(makeKey: () => string = newIdempotencyKey): SubmitGuard {
  let inFlight = false;
  let kept: { key: string; signature: string } | null = null;
  return {
    get inFlight() {
      return inFlight;
    },
    async run<T>(signature: string, send: (key: string) => Promise<T>): Promise<SubmitOutcome<T>> {
      if (inFlight) return { status: 'ignored' };
      inFlight = true;
      const key = kept?.signature === signature ? kept.key : makeKey();
      kept = { key, signature };
      try {
        const value = await send(key);
        kept = null;
        return { status: 'done', value };
      } catch (error) {
        if (!keepsKey(error)) kept = null;
        return { status: 'failed', error };
      } finally {
        inFlight = false;
      }
    },
  };
}
