import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';

/** Absolute origin for links the browser opens (PUBLIC_ORIGIN when set, else the request's own). */
export function originOf(req: FastifyRequest, config: AppConfig): string {
  return config.publicOrigin ?? `${req.protocol}://${req.host}`;
}

/**
 * Origin of the provider pages: PROVIDERS_ORIGIN when set; with PROVIDERS_PORT, the request's host
 * on that port (`npm start`: the site on :8080, providers on :8081, whichever host name the player
 * used); else the API's own public origin (a gateway routes a providers host name to it).
 */
export function providersOriginOf(req: FastifyRequest, config: AppConfig): string {
  if (config.providersOrigin) return config.providersOrigin;
  if (config.providersPort !== undefined) return `${req.protocol}://${req.hostname}:${config.providersPort}`;
  return originOf(req, config);
}
