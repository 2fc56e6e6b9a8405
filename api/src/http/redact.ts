import type { FastifyRequest } from 'fastify';

/** Query parameters that carry credentials: session and game tokens, codes, keys. */
const SECRET_PARAMS = /([?&](?:access_token|token|session|code|password|key|signature)=)[^&#]*/gi;

/** A URL with the values of credential parameters replaced, for logs. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * The request serializer of the logger: what Fastify logs by default, with credentials in the
 * query string (hub `access_token`, game `session`, sportsbook `token`) redacted. Headers are not
 * logged, so `Authorization` never is.
 */
export function requestSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
