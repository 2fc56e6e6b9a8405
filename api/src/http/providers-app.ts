import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import { localeOf, t } from '../i18n/index.js';
import { installErrorHandling } from './errors.js';
import { registerSecurity } from './security.js';
import { fastifyOptions, type LogOptions } from './server-options.js';

/**
 * A second HTTP server for the demo provider pages (games, sportsbook, payment page) when
 * PROVIDERS_PORT is set — how `npm start` serves them from another origin than the site, as real
 * providers are: a frame never runs with the site's origin. These pages reach the API only
 * through its HTTP interface (signed wallet calls and callbacks), like a real provider.
 */
export function createProvidersApp(config: AppConfig, opts: LogOptions): FastifyInstance {
  const app = Fastify({ ...fastifyOptions(config, opts), bodyLimit: 64 * 1024 });
  installErrorHandling(app);
  // The same headers (the pages under /api/demo/ stay frameable), input checks and timeouts.
  registerSecurity(app);
  // The payment page's forms carry nothing the server reads.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );
  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send({ success: false, message: t(localeOf(req), 'errors.notFound'), data: null }),
  );
  return app;
}
