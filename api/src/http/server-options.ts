import type { ServerOptions } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.js';
import { requestSerializer } from './redact.js';

/**
 * Timeouts of the Node server, so slow clients (slowloris) cannot hold sockets: the request head
 * must arrive within `headersMs`, the whole request within `requestMs`, and an idle keep-alive
 * socket closes after `keepAliveMs`. Node checks head and request deadlines every
 * `connectionsCheckingInterval` (30 s by default, which let slow sockets live for 90 s), so it runs
 * at a fraction of the head deadline. Answers may take as long as they need (hub sockets, the demo
 * sportsbook's hanging page): no socket inactivity timeout.
 */
export function serverOptions(
  config: Pick<AppConfig, 'timeouts'>,
): Pick<FastifyServerOptions, 'requestTimeout' | 'keepAliveTimeout'> & { http: ServerOptions } {
  const { requestMs, keepAliveMs } = config.timeouts;
  // Node refuses a head deadline longer than the whole request's.
  const headersMs = Math.min(config.timeouts.headersMs, requestMs);
  return {
    requestTimeout: requestMs,
    keepAliveTimeout: keepAliveMs,
    http: {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersMs / 4))),
    },
  };
}

/** Where the log goes: `logger: false` for none (tests), `logStream` to read it (tests). */
export interface LogOptions {
  logger?: boolean;
  logStream?: { write(line: string): void };
}

/**
 * Fastify options every server of the API shares (the API and the provider pages' own): the log
 * with credentials redacted, the trusted proxies, and the timeouts above.
 */
export function fastifyOptions(
  config: Pick<AppConfig, 'timeouts' | 'logLevel' | 'trustProxy'>,
  opts: LogOptions,
): FastifyServerOptions & { http: ServerOptions } {
  return {
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestSerializer },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    ...serverOptions(config),
  };
}
