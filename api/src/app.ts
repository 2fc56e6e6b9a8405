import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { openDb, type Db } from './db/index.js';
import { mayBeSeeded } from './db/seed-guard.js';
import { endGameSessions, registerDemo, registerLobbyExit } from './demo/index.js';
import type { Deps } from './http/deps.js';
import { installErrorHandling } from './http/errors.js';
import { registerRoutes } from './http/route.js';
import { registerSecurity } from './http/security.js';
import { fastifyOptions, type LogOptions } from './http/server-options.js';
import { isReservedPath, registerSite } from './http/site.js';
import { createShell } from './http/shell/index.js';
import { registerComposition } from './http/composition.js';
import { registerConsole } from './console/index.js';
import { startAutoAbort } from './services/rollout/auto-abort.js';
import { startTelemetryRetention } from './modules/telemetry/retention.js';
import { CompositionSource, MarketCompositions } from './services/rollout/composition.js';
import { seedComposition, seedMarketComposition } from './services/rollout/seed.js';
import { localeOf, t } from './i18n/index.js';
import { registerLive, type Live } from './live/index.js';
import { buildIntegrations } from './integrations/index.js';
import type { MessageProvider } from './integrations/messaging/index.js';
import { injectWalletClient, injectCallbackDelivery } from './integrations/loopback.js';
import {
  allRoutes,
  devRoutes,
  registerDataExport,
  registerGameWallet,
  registerMedia,
  registerKycDocuments,
  registerPaymentCallback,
} from './modules/index.js';
import { isLoopbackHost } from './http/loopback.js';
import { createProvidersApp } from './http/providers-app.js';
import { registerSignedRoutes } from './http/signed.js';
import { healthRoutes } from './modules/dev/health-routes.js';
import { seedIfEmpty } from './seed/index.js';
import { AuthService } from './services/auth.js';
import { HotCache } from './services/cache.js';
import { RedisLink } from './services/redis-link.js';
import { startCounterPruning } from './services/throttle/db-store.js';
import { Wallet } from './services/money.js';
import { Markets } from './services/markets.js';
import { Notifier } from './services/notifications.js';
import { Operators } from './services/operators.js';
import { Throttle } from './services/throttle/throttle.js';
import { TwoFactor } from './services/two-factor.js';
import { startAutoApprover, startMoneyHousekeeping } from './services/withdrawals.js';

/** Largest accepted request body (bad input beyond it gets a 400 envelope). */
export const BODY_LIMIT = 64 * 1024;

/** The built app plus what tests and main need to reach. */
export interface BuiltApp {
  app: FastifyInstance;
  db: Db;
  deps: Deps;
  live: Live;
  /** The provider pages' own server (PROVIDERS_PORT), to listen on that port; null without one. */
  providers: FastifyInstance | null;
  /** The default market's composition (null: none served, no COMPOSITION_FILE). */
  composition: CompositionSource | null;
  /** Every market's composition (issue 30, item 4; null: none served). */
  compositions: MarketCompositions | null;
}

/** Builds the API (database opened, migrated and seeded) without listening. */
export async function buildApp(
  config: AppConfig,
  opts: LogOptions & { outbox?: MessageProvider } = {},
): Promise<BuiltApp> {
  // A link whose escapes do not decode (`/%`) never reaches a route: Fastify answers it itself,
  // unless told otherwise. Pages get the site's not-found page, the API its JSON (set below).
  let badUrl: (req: FastifyRequest, reply: FastifyReply) => unknown = (req, reply) =>
    reply.code(404).send({ success: false, message: t(localeOf(req), 'errors.notFound'), data: null });
  const app = Fastify({
    ...fastifyOptions(config, opts),
    bodyLimit: BODY_LIMIT,
    frameworkErrors: (err, req, reply) => {
      if (err.code === 'FST_ERR_BAD_URL') return void badUrl(req, reply as FastifyReply);
      return void (reply as FastifyReply)
        .code(400)
        .send({ success: false, message: t(localeOf(req), 'errors.badRequest'), data: null });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  registerSecurity(app);

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

  const db = await openDb(config, app.log);
  if (await mayBeSeeded(db, app.log)) await seedIfEmpty(db, app.log, { demo: !config.production });
  // One link to Redis for the whole instance (cache, hub, limits, readiness); an API that starts
  // while Redis is away serves without it and catches up when it comes.
  const link = config.redisUrl ? new RedisLink(config.redisUrl, { db, log: app.log }) : null;
  await link?.start();
  const cache = new HotCache(link);
  await cache.start();
  const notifier = new Notifier(db);
  const integrations = buildIntegrations(config, db, app.log);
  if (opts.outbox) integrations.messages = opts.outbox;
  const deps: Deps = {
    config,
    db,
    cache,
    notifier,
    integrations,
    auth: new AuthService(db, cache, config.sessions),
    wallet: new Wallet(db, cache),
    operators: new Operators(db, config.operators.twoFactorRequired),
    throttle: Throttle.create(config, app.log, link ? { link, db } : null),
    link,
    twoFactor: new TwoFactor(config.secrets.twoFactor),
    markets: new Markets(),
  };
  await deps.markets.load(db);
  app.addHook('onClose', () => deps.throttle.close());
  // Game sessions end with the login session they were launched from.
  deps.auth.onRevoke((_userId, sessionIds) => endGameSessions(db, sessionIds));
  if (config.production && integrations.demo.length > 0) {
    app.log.warn(
      { demoIntegrations: integrations.demo },
      'ALLOW_DEMO_INTEGRATIONS=true: demo integrations run in production; no real money can move through them',
    );
  }
  if (!config.production && !isLoopbackHost(config.host)) {
    // Development mode has a development inbox and demo money: it is for this machine only.
    app.log.warn(
      { host: config.host, demoIntegrations: integrations.demo },
      `DEVELOPMENT MODE LISTENING ON ${config.host}: demo money and the development inbox are reachable from other machines; use HOST=127.0.0.1 or NODE_ENV=production`,
    );
  }

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
          'Reference API of Requirements §7, plus implied calls. Every answer is { success, message, data }.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The API's map is for developers: not public in production.
  if (!config.production) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.register(async (scope) => {
    registerRoutes(scope, deps, allRoutes);
    registerRoutes(scope, deps, healthRoutes);
    // Development only: the development inbox (loopback clients only).
    if (!config.production) registerRoutes(scope, deps, devRoutes);
    registerMedia(scope, deps);
    registerDataExport(scope, deps);
  });
  registerKycDocuments(app, deps);
  registerSignedRoutes(app, (scope) => {
    registerPaymentCallback(scope, deps);
    registerGameWallet(scope, deps);
  });

  const live = await registerLive(app, {
    authenticate: async (token) => {
      const user = await deps.auth.resolve(token);
      return user ? { userId: user.userId, sessionId: user.sessionId } : null;
    },
    link,
    devRoutes: !config.production,
    timings: { maxSocketsPerSession: config.hubMaxSocketsPerSession },
  });
  notifier.live = live;
  // Sockets opened with a session's token close when the session ends, on every instance.
  deps.auth.onRevoke((userId, sessionIds) => live.endSessions(userId, sessionIds));
  // With PROVIDERS_PORT the demo provider pages get a server (and an origin) of their own.
  const providers = config.providersPort !== undefined ? createProvidersApp(config, opts) : null;
  await registerDemo(providers ?? app, {
    db,
    wallet: integrations.games.demo ? injectWalletClient(app, config.secrets.gameWallet) : undefined,
    psp: integrations.demoPsp ?? undefined,
    sportsbook: integrations.sportsbook.demo
      ? { secret: config.secrets.sportsbookToken, devRoutes: !config.production }
      : undefined,
  });
  // The site's exit page for redirect-only providers lives on the site's origin too.
  if (providers || !integrations.games.demo) registerLobbyExit(app);
  const stops: (() => void | Promise<void>)[] = [];
  app.addHook('onReady', async () => {
    if (integrations.demoPsp) {
      integrations.demoPsp.start(injectCallbackDelivery(app, integrations.demoPsp.name));
      stops.push(() => integrations.demoPsp?.stop());
    }
    const autoApprove = config.money.withdrawAutoApproveSeconds;
    if (autoApprove !== null) stops.push(startAutoApprover(deps, autoApprove, app.log));
    // Deposits past their time are cancelled; payouts whose answer was lost are asked about.
    stops.push(startMoneyHousekeeping(deps, config.money.payoutReconcileSeconds, app.log));
    const { compositionFile, seed } = config.rollout;
    if (compositions && compositionFile) {
      await seedComposition(compositions.default.store, compositionFile, seed, app.log);
      for (const source of compositions.all()) {
        if (source !== compositions.default)
          await seedMarketComposition(source.store, compositions.default.store, source.market, app.log);
        await source.start();
        stops.push(() => source.stop());
      }
    }
    if (compositions && config.rollout.checkSeconds > 0)
      for (const source of compositions.all())
        stops.push(startAutoAbort(db, source, config.rollout, app.log));
    if (link) stops.push(startCounterPruning(db, app.log));
    const keepDays = config.rollout.telemetryRetentionDays;
    // A row cap holds even when days are kept for ever (0).
    stops.push(
      startTelemetryRetention(
        db,
        keepDays > 0 ? keepDays : 36_500,
        app.log,
        3_600,
        config.rollout.telemetryMaxRows,
      ),
    );
  });

  // composition.json resolved per player (canaries) and market, before the site's static files.
  const compositionFile = config.rollout.compositionFile;
  const compositions = compositionFile
    ? new MarketCompositions(
        new Map(
          deps.markets.list().map((m) => [
            m.code,
            new CompositionSource(compositionFile, {
              hostManifest: config.rollout.hostManifest,
              // The host's version folders: where the page templates come from (issue 31, item 5).
              hostRoot: config.shellTemplate
                ? /^https?:\/\//.test(config.shellTemplate)
                  ? new URL('/', config.shellTemplate).toString()
                  : path.dirname(config.shellTemplate)
                : config.siteDir,
              market: m.code,
              database:
                config.rollout.store === 'database'
                  ? { db, link, ttlMs: config.rollout.cacheMs, log: app.log }
                  : undefined,
              evidence: { db, enforce: config.rollout.releaseGate === 'enforce' },
            }),
          ]),
        ),
      )
    : null;
  const composition = compositions?.default ?? null;
  if (compositions) registerComposition(app, config, compositions, deps.markets);
  // The operator console (/operator/): server-rendered forms over the same composition changes.
  registerConsole(app, deps, compositions);
  // Pages are served wherever the host's template is known: the built site, or SHELL_TEMPLATE.
  const pages = Boolean(config.siteDir || config.shellTemplate);
  const sendShell = createShell(app, config, compositions, deps.markets);
  if (pages) await registerSite(app, config, sendShell);
  if (pages) {
    const json = badUrl;
    badUrl = (req, reply) =>
      (req.method === 'GET' || req.method === 'HEAD') && !isReservedPath(req.url)
        ? sendShell(req, reply).catch(() => json(req, reply))
        : json(req, reply);
  }
  app.setNotFoundHandler((req, reply) => {
    if (pages && (req.method === 'GET' || req.method === 'HEAD') && !isReservedPath(req.url)) {
      return sendShell(req, reply);
    }
    return reply.code(404).send({ success: false, message: t(localeOf(req), 'errors.notFound'), data: null });
  });

  app.addHook('onClose', async () => {
    // Jobs end their run in progress before the database closes.
    await Promise.all(stops.map((stop) => stop()));
    await providers?.close();
    await link?.close();
    await db.close();
  });
  return { app, db, deps, live, providers, composition, compositions };
}
