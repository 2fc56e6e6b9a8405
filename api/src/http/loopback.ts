import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * True when the request comes from this machine: the TCP peer's address, not `req.ip` (which
 * follows X-Forwarded-For from trusted proxies), and no proxy header at all — a request relayed by
 * a local gateway is not a local client.
 */
export function isLoopback(req: FastifyRequest): boolean {
  const peer = req.raw.socket?.remoteAddress ?? '';
  return (
    LOOPBACK.has(peer) && req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined
  );
}

/** True for a listen address that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || LOOPBACK.has(host) || host.startsWith('127.');
}
