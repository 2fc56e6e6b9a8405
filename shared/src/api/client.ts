import '../platform/csp-safe-zod';
import * as z from 'zod/mini';
import { ApiError } from './errors';

/** What the client needs from its surroundings. */
export interface ApiClientOptions {
  baseUrl: () => string;
  getToken: () => string | null;
  getLocale: () => string;
  getFingerprint: () => string;
  /**
   * Called on HTTP 401 (Requirements §8: the user is marked logged out) with the answer's `data`
   * (`{ reason: 'expired' }` when the session ended by time).
   */
  onUnauthorized: (data: unknown) => void;
  /**
   * Whether the player did something since the last background call asked (`background` calls
   * are marked as the page's own otherwise, and do not keep the session alive).
   */
  tookActivity?: () => boolean;
  /**
   * The player-facing words of a failure the server did not word itself (no connection, a time-out,
   * an error page instead of the envelope, an answer that breaks the contract); `offline` when the
   * browser knows it has no connection. Default: plain English.
   */
  describeFailure?: (failure: FailureKind) => string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A failure the server did not word: what `describeFailure` is asked to put in words. */
export type FailureKind = 'offline' | 'network' | 'timeout' | 'server' | 'contract';

const englishFailures: Record<FailureKind, string> = {
  offline: 'You are offline. Check your connection and try again.',
  network: 'Network error. Check your connection and try again.',
  timeout: 'The request timed out. Check your connection and try again.',
  server: 'The server could not complete this. Please try again in a moment.',
  contract: 'Something went wrong. Please try again in a moment.',
};

const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

type Query = Record<string, string | number | boolean | null | undefined>;

/** Options of one call. */
export interface CallOptions<T> {
  schema?: z.core.$ZodType<T>;
  query?: Query;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * A call the page makes on its own (a poll): unless the player was active since the last one,
   * it is marked `x-playhub-background` and does not renew the session's idle time.
   */
  background?: boolean;
  /**
   * Sent as `Idempotency-Key` on calls that move money: a repeat with the same key gets the first
   * answer and moves nothing (make one per submit with `newIdempotencyKey`).
   */
  idempotencyKey?: string;
}

/** A downloaded file: its bytes and the name the server suggested. */
export interface DownloadedFile {
  blob: Blob;
  name: string;
}

/** The parsed envelope of a successful call. */
export interface ApiResult<T> {
  data: T;
  message: string;
}

const envelopeShape = z.object({
  success: z.boolean(),
  message: z.nullish(z.string()),
  data: z.optional(z.unknown()),
});

/** Creates an API client (the app uses the configured `api` instance). */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const words = (failure: FailureKind): string =>
    options.describeFailure?.(failure) || englishFailures[failure];

  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    opts: CallOptions<T>,
  ): Promise<Response> {
    const url = new URL(path.replace(/^\//, ''), options.baseUrl());
    if (method === 'GET' && opts.query) {
      for (const [k, v] of Object.entries(opts.query)) if (v != null) url.searchParams.set(k, String(v));
    }
    const file = typeof Blob !== 'undefined' && body instanceof Blob;
    const headers: Record<string, string> = {
      // A file goes as its bytes: the server reads its type from its content, never from here.
      'Content-Type': file ? 'application/octet-stream' : 'application/json',
      'x-locale': options.getLocale(),
      'x-fingerprint': options.getFingerprint(),
    };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
    if (opts.background && !(options.tookActivity?.() ?? false)) headers['x-playhub-background'] = '1';

    const controller = new AbortController();
    const timeoutMs = opts.timeoutMs ?? options.timeoutMs ?? 15000;
    const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
    const onAbort = () => controller.abort(opts.signal?.reason);
    opts.signal?.addEventListener('abort', onAbort);

    let response: Response;
    try {
      response = await doFetch(url.toString(), {
        method,
        headers,
        body: method === 'POST' ? (file ? (body as Blob) : JSON.stringify(body ?? {})) : undefined,
        signal: controller.signal,
      });
    } catch (error) {
      if (opts.signal?.aborted) throw error;
      const timedOut =
        controller.signal.reason instanceof DOMException && controller.signal.reason.name === 'TimeoutError';
      if (timedOut) throw new ApiError(words('timeout'), 'timeout');
      throw new ApiError(words(isOffline() ? 'offline' : 'network'), 'network');
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    }
    return response;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body: unknown, opts: CallOptions<T>) {
    return parse(await send(method, path, body, opts), opts.schema);
  }

  /** A file answer: its bytes and the file name the server gave; a refusal throws as `call` does. */
  async function download(path: string, opts: CallOptions<never>): Promise<DownloadedFile> {
    const response = await send('GET', path, undefined, opts);
    if (!response.ok) await parse(response);
    const disposition = response.headers.get('content-disposition') ?? '';
    const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
    return { blob: await response.blob(), name };
  }

  async function parse<T>(response: Response, schema?: z.core.$ZodType<T>): Promise<ApiResult<T>> {
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      /* empty or non-JSON body */
    }
    const envelope = envelopeShape.safeParse(json);
    if (response.status === 401) options.onUnauthorized(envelope.success ? envelope.data.data : null);
    if (!response.ok || !envelope.success || !envelope.data.success) {
      // The server's own (localized) words when it sent the envelope; else the player's language,
      // never a status text or a URL.
      const kind = envelope.success || !response.ok ? 'server' : 'contract';
      const message = envelope.success && envelope.data.message ? envelope.data.message : words(kind);
      throw new ApiError(message, kind, response.status, envelope.success ? envelope.data.data : null);
    }
    const raw = envelope.data.data ?? null;
    if (!schema) return { data: raw as T, message: envelope.data.message ?? '' };
    const data = z.safeParse(schema, raw);
    if (!data.success) {
      throw new ApiError(words('contract'), 'contract', response.status, data.error.issues);
    }
    return { data: data.data, message: envelope.data.message ?? '' };
  }

  return {
    /** GET with optional query parameters. */
    get: <T = unknown>(path: string, opts: CallOptions<T> = {}) => call<T>('GET', path, undefined, opts),
    /** POST with a JSON body (defaults to `{}`). */
    post: <T = unknown>(path: string, body: unknown = {}, opts: CallOptions<T> = {}) =>
      call<T>('POST', path, body, opts),
    /** GET of a file (not the envelope), e.g. the player's data export. */
    download: (path: string, opts: CallOptions<never> = {}) => download(path, opts),
    /** POST with a file as the body (its bytes, `application/octet-stream`). */
    upload: <T = unknown>(path: string, file: Blob, opts: CallOptions<T> = {}) =>
      call<T>('POST', path, file, opts),
  };
}

/** An API client instance. */
export type ApiClient = ReturnType<typeof createApiClient>;
