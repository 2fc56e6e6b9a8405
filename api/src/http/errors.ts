import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DatabaseUnavailable, isUnavailable } from '../db/index.js';
import { AppError } from '../errors.js';
import { HashPoolBusy } from '../services/hashing.js';
import { isMessageKey, localeOf, t } from '../i18n/index.js';

interface Issue {
  message?: string;
  path?: PropertyKey[];
  code?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

/** A readable, translated message for the first validation issue: "<field>: <text>". */
function issueMessage(locale: 'en' | 'tr', issue: Issue, instancePath?: string): string {
  const field = issue.path?.length
    ? issue.path.join('.')
    : (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const key =
    issue.code === 'unrecognized_keys' ? 'validation.unknownField' : (issue.message ?? 'validation.invalid');
  // zod's own English texts (wrong type, bad literal, number bounds) become the generic key.
  const raw = isMessageKey(key) ? key : 'validation.invalid';
  const text = t(locale, raw, {
    min: String(issue.minimum ?? ''),
    max: String(issue.maximum ?? ''),
    len: String(issue.minimum ?? issue.maximum ?? ''),
  });
  const keys = (issue as { keys?: string[] }).keys;
  const name = keys?.length ? keys.join(', ') : field;
  return name ? `${name}: ${text}` : text;
}

/** Seconds a client is asked to wait while the database is away (a restart takes a few). */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** Every failure becomes the `{ success: false, message, data: null }` envelope; never a 500 for bad input. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const locale = localeOf(req);
    const send = (status: number, message: string, data: unknown = null) =>
      reply.code(status).send({ success: false, message, data });
    if (err instanceof AppError) {
      // The throttle puts the real wait in `seconds`.
      if (err.status === 429) reply.header('Retry-After', String(err.params.seconds ?? 60));
      return send(err.status, t(locale, err.key, err.params), err.data);
    }
    if (err instanceof HashPoolBusy) {
      req.log.warn('answered 503: password hashing saturated (login flood)');
      reply.header('Retry-After', '2');
      return send(503, t(locale, 'errors.unavailable'));
    }
    if (err instanceof DatabaseUnavailable || isUnavailable(err)) {
      // Logged once in a while by the database layer; a warn here names the request.
      req.log.warn({ err: { message: err.message } }, 'answered 503: database unavailable');
      reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
      return send(503, t(locale, 'errors.unavailable'));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const issue = { ...(first?.params ?? {}), code: first?.keyword, message: first?.message } as Issue;
      return send(400, issueMessage(locale, issue, first?.instancePath));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return send(500, t(locale, 'errors.internal'));
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(400, t(locale, 'errors.badJson'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(400, t(locale, 'errors.tooLarge'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(400, t(locale, 'errors.badRequest'));
    }
    if (err instanceof SyntaxError) return send(400, t(locale, 'errors.badJson'));
    if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      return send(
        err.statusCode === 413 ? 400 : err.statusCode,
        t(locale, err.statusCode === 404 ? 'errors.notFound' : 'errors.badRequest'),
      );
    }
    req.log.error({ err }, 'unhandled error');
    return send(500, t(locale, 'errors.internal'));
  });
}
