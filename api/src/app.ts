import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { openDb, type Db } from './db/index.js';
import { registerDemo } from './demo/index.js';
import type { Deps } from './http/deps.js';
import { installErrorHandling } from './http/errors.js';
import { registerRoutes } from './http/route.js';
import { isReservedPath, registerSite } from './http/site.js';
import { localeOf, t } from './i18n/index.js';
import { registerLive, type Live } from './live/index.js';
import { allRoutes, registerDemoPay, registerMedia } from './modules/index.js';
import { seedIfEmpty } from './seed/index.js';
import { AuthService } from './services/auth.js';
import { HotCache } from './services/cache.js';
import { Wallet } from './services/money.js';
import { Notifier } from './services/notifications.js';
import { devOutbox, type MessageProvider } from './services/outbox.js';
import { RateLimiter } from './services/rate-limit.js';

/** Largest accepted request body (bad input beyond it gets a 400 envelope). */
export const BODY_LIMIT = 64 * 1024;

/** The built app plus what tests and main need to reach. */
export interface BuiltApp {
  app: FastifyInstance;
  db: Db;
  deps: Deps;
  live: Live;
}

/** Builds the API (database opened, migrated and seeded) without listening. */
export async function buildApp(
  config: AppConfig,
  opts: { outbox?: MessageProvider; logger?: boolean } = {},
): Promise<BuiltApp> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: process.env.TRUST_PROXY === '1',
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  // "POST sends a JSON body defaulting to an empty object": an empty JSON body counts as {}.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_req, body, done) => {
      const text = String(body).trim();
      try {
        done(null, text === '' ? {} : JSON.parse(text));
      } catch (err) {
        (err as { statusCode?: number }).statusCode = 400;
        done(err as Error, undefined);
      }
    },
  );
  // HTML forms of the demo payment page carry nothing we read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );

  const db = await openDb(config);
  await seedIfEmpty(db, app.log);
  const cache = await HotCache.create(config.redisUrl);
  const notifier = new Notifier(db);
  const deps: Deps = {
    config,
    db,
    cache,
    notifier,
    auth: new AuthService(db, cache),
    wallet: new Wallet(db, cache),
    outbox: opts.outbox ?? devOutbox(db, app.log),
    loginByIp: new RateLimiter(config.loginLimit.perIp, 60_000),
    loginByUser: new RateLimiter(config.loginLimit.perUser, 60_000),
  };

  // JSON answers, generated media and any site file the build did not precompress; small answers
  // (most API calls) stay as they are. Brotli at quality 4 costs about as much CPU as gzip.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'playhub API',
        version: '1.0.0',
        description:
          'Reference API of SPEC §7 plus the implied calls. Every answer is { success, message, data }.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.register(async (scope) => {
    registerRoutes(scope, deps, allRoutes);
    registerDemoPay(scope, deps);
    registerMedia(scope, deps);
  });

  const live = await registerLive(app, {
    authenticate: (token) => deps.auth.userIdForToken(token),
    redisUrl: config.redisUrl,
  });
  notifier.live = live;
  await registerDemo(app, { db, money: deps.wallet, publicOrigin: config.publicOrigin });

  if (config.siteDir) await registerSite(app, config.siteDir);
  app.setNotFoundHandler((req, reply) => {
    if (config.siteDir && (req.method === 'GET' || req.method === 'HEAD') && !isReservedPath(req.url)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ success: false, message: t(localeOf(req), 'errors.notFound'), data: null });
  });

  app.addHook('onClose', async () => {
    await cache.close();
    await db.close();
  });
  return { app, db, deps, live };
}
