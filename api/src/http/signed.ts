import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeOf, t, type MessageParams } from '../i18n/index.js';
import { verify } from '../integrations/signing.js';
import { redactUrl } from './redact.js';

const BODY_LIMIT = 64 * 1024;

/**
 * Registers server-to-server routes whose JSON bodies are signed (payment callbacks, seamless
 * wallet): in their scope a JSON body stays the raw string, since the signature covers the bytes
 * as sent, not a re-serialisation.
 */
export function registerSignedRoutes(app: FastifyInstance, register: (scope: FastifyInstance) => void): void {
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_req, body, done) => done(null, String(body)),
    );
    register(scope);
  });
}

/** The raw body of a signed route. */
export const rawBodyOf = (req: FastifyRequest): string => (typeof req.body === 'string' ? req.body : '');

/** Sends the envelope with a translated message. */
export function answer(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: string,
  data: unknown = null,
  params?: MessageParams,
): FastifyReply {
  return reply.code(status).send({ success: status < 300, message: t(localeOf(req), key, params), data });
}

/**
 * Verifies a signed request (header, raw body); on failure answers 401 and logs the refusal with
 * its reason. Returns the raw body when valid, else null.
 */
export function verifySigned(
  req: FastifyRequest,
  reply: FastifyReply,
  secret: string,
  header: string,
  what: string,
): string | null {
  const raw = rawBodyOf(req);
  const problem = verify(secret, req.headers[header], raw);
  if (problem === null) return raw;
  req.log.warn({ problem, ip: req.ip, url: redactUrl(req.url) }, `${what} refused: signature ${problem}`);
  answer(req, reply, 401, 'callback.badSignature', { reason: problem });
  return null;
}

/** Parses a JSON object or answers 400. */
export function parseJsonObject(
  req: FastifyRequest,
  reply: FastifyReply,
  raw: string,
): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    /* answered below */
  }
  answer(req, reply, 400, 'errors.badJson');
  return null;
}
