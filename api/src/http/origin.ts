import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';

/** Absolute origin for links the browser opens (PUBLIC_ORIGIN when set, else the request's own). */
export function originOf(req: FastifyRequest, config: AppConfig): string {
  return config.publicOrigin ?? `${req.protocol}://${req.host}`;
}
