import type { MessageParams } from './i18n/index.js';

/** A failure with an HTTP status and a message key; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: MessageParams = {},
    /** The envelope's `data` (null when absent): what a client acts on besides the message. */
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(key);
  }
}

/** 400 with a message key. */
export const badRequest = (key: string, params?: MessageParams) => new AppError(400, key, params);
/** 401: not logged in or bad token. */
export const unauthorized = () => new AppError(401, 'errors.unauthorized');
/** 404 with a message key. */
export const notFound = (key = 'errors.notFound') => new AppError(404, key);
/** 409: duplicate. */
export const conflict = (key: string) => new AppError(409, key);
/** 422: business rule (insufficient balance, wrong code). */
export const unprocessable = (key: string, params?: MessageParams) => new AppError(422, key, params);
/** 429: rate limited. */
export const tooMany = (key = 'errors.rateLimited', params?: MessageParams) => new AppError(429, key, params);
