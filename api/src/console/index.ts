import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import { createElement } from 'react';
import { z } from 'zod';
import { verticalNames, type Locale } from '@playhub/shared/contracts';
import { HOST } from '@playhub/composition/host';
import { isVersion } from '@playhub/composition/actions';
import { parseWindow } from '@playhub/composition/health';
import { Refusal } from '@playhub/composition/store';
import { AppError } from '../errors.js';
import type { Deps } from '../http/deps.js';
import { isMessageKey, t as translate, type MessageParams } from '../i18n/index.js';
import { requireRole, type OperatorNeed } from '../services/operator-roles.js';
import { audit, operatorSignIn, type OperatorUser } from '../services/operators.js';
import type { MarketCompositions } from '../services/rollout/composition.js';
import { DEFAULT_MARKET } from '../services/markets.js';
import { MarketsPage } from './markets-page.js';
import { fieldHealth } from '../services/rollout/health.js';
import {
  ConfirmPage,
  DashboardPage,
  ErrorPage,
  HistoryPage,
  LoginPage,
  VerticalPage,
  renderPage,
  type ActionValues,
  type ConsoleAction,
  type PageContext,
} from './pages.js';
import {
  clearSessionCookie,
  consoleLocale,
  csrfToken,
  issueLoginToken,
  LOGIN_COOKIE,
  sameOrigin,
  sameToken,
  seal,
  sessionToken,
  setChallengeCookie,
  setSessionCookie,
} from './session.js';
import { cookieValue } from '../http/cookies.js';
import { FORM_LIMIT, registerRequestPages } from './requests.js';
import { registerAuditPage } from './audit-log.js';
import { registerCompliancePages } from './compliance.js';
import { registerOperatorsPage } from './operators.js';
import { registerSecondFactorPages } from './two-factor.js';
import { registerWithdrawalPages } from './withdrawals.js';
import { registerPlayerPages } from './players.js';
import { registerReleasePages } from './releases.js';

const HISTORY_PAGE = 25;
const ACTIONS = ['set', 'canary', 'traffic', 'promote', 'abort', 'rollback'] as const;

/** A change's form: each field bounded; what a change does not read is ignored. */
const actionForm = z.object({
  action: z.enum(ACTIONS),
  version: z
    .string()
    .trim()
    .max(64)
    .refine((v) => v === '' || isVersion(v), 'not a version (2.0.0)')
    .optional(),
  traffic: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'a whole percentage 0–100')
    .optional(),
  reason: z
    .string()
    .trim()
    .max(200)
    .regex(/^[^\r\n\t]*$/, 'one line')
    .optional(),
  expect: z
    .string()
    // The vertical's fingerprint, then the composition's version the confirm page saw.
    .regex(/^[A-Za-z0-9_-]{43}(?:\.\d{1,15})?$/)
    .optional(),
  seal: z.string().max(100).optional(),
});
const NEEDS_VERSION: ReadonlySet<ConsoleAction> = new Set(['set', 'canary']);
const NEEDS_TRAFFIC: ReadonlySet<ConsoleAction> = new Set(['canary', 'traffic']);

interface Signed {
  operator: OperatorUser;
  csrf: string;
  /** The session's token (never sent back to the page): the key of the confirm pages' seal. */
  token: string;
}

/**
 * The operator console (issue 21, item 3) under /operator/: server-rendered pages, plain forms, no
 * script. Operators log in with their own accounts (the same throttling as POST /api/operator/login);
 * the session is an HttpOnly, SameSite=Strict cookie scoped to /operator. Every post is checked for
 * this site's Origin and a CSRF token; every change is reviewed on a confirm page showing exactly
 * what will change, then applied with the CLI's own code (@playhub/composition/actions: lock,
 * atomic write, history line with the operator's name) against the state reviewed, and written to
 * the audit log.
 */
export function registerConsole(
  app: FastifyInstance,
  deps: Deps,
  compositions: MarketCompositions | null,
): void {
  const { config } = deps;
  /** The market a rollout page is about: `?market=` (refused when it is no market), else the default. */
  const marketOf = (req: FastifyRequest): string => {
    const asked = (req.query as Record<string, unknown> | undefined)?.market;
    if (asked === undefined || asked === '') return DEFAULT_MARKET;
    if (typeof asked !== 'string' || !compositions?.has(asked))
      throw new AppError(404, 'markets.unknown', { market: String(asked).slice(0, 20) });
    return asked;
  };
  const sourceOf = (req: FastifyRequest) => compositions?.for(marketOf(req)) ?? null;
  void app.register(async (scope) => {
    // HTML forms: parsed here (the rest of the API reads JSON only).
    scope.removeContentTypeParser('application/x-www-form-urlencoded');
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const locales = new WeakMap<FastifyRequest, Locale>();
    // The request's session, looked up once (the walk-through hook, the route and its page).
    const sessions = new WeakMap<FastifyRequest, Signed | null>();
    const ctxOf = (
      req: FastifyRequest,
      reply: FastifyReply,
      extra: Partial<PageContext> = {},
    ): PageContext => {
      let locale = locales.get(req);
      if (!locale) locales.set(req, (locale = consoleLocale(req, reply, config)));
      const language = locale;
      const role = sessions.get(req)?.operator.role;
      // The rollout pages' market (issue 30, item 4): `?market=`, the default market's without.
      let market = DEFAULT_MARKET;
      try {
        market = marketOf(req);
      } catch {
        // An unknown market's refusal page is shown in the default market.
      }
      // The language links lead to this page (a posted form's page: the page it came from).
      const path =
        req.method === 'GET'
          ? req.url.replace(/([?&])lang=[^&]*&?/, '$1').replace(/[?&]$/, '')
          : (req.url.split('?')[0] ?? '').replace(/\/(confirm|apply)$/, '');
      return {
        t: (key, params) => translate(language, key, params),
        locale,
        path,
        role,
        market,
        markets: compositions?.all().map((s) => s.market),
        ...extra,
      };
    };
    const send = (reply: FastifyReply, status: number, page: ReactNode) =>
      reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderPage(page));
    const seeOther = (reply: FastifyReply, location: string) =>
      reply.code(303).header('location', location).header('cache-control', 'no-store').send();

    scope.setErrorHandler((err: FastifyError, req, reply) => {
      // A signed-in operator keeps the console's header (and the way out) on a refusal.
      const signed = sessions.get(req);
      const ctx = ctxOf(req, reply, signed ? { operator: signed.operator.username, csrf: signed.csrf } : {});
      if (err instanceof AppError)
        return send(
          reply,
          err.status,
          createElement(ErrorPage, {
            ctx,
            message: ctx.t(err.key, err.params),
            title: err.key.startsWith('operatorRoles.refused')
              ? ctx.t('operatorRoles.refusedTitle')
              : undefined,
          }),
        );
      if (err.statusCode && err.statusCode < 500)
        return send(
          reply,
          err.statusCode,
          createElement(ErrorPage, { ctx, message: ctx.t('console.badForm') }),
        );
      req.log.error({ err }, 'operator console failed');
      return send(reply, 500, createElement(ErrorPage, { ctx, message: ctx.t('console.error') }));
    });

    /** The operator of the session cookie, with the session's CSRF token; null without a live one. */
    async function signedIn(req: FastifyRequest): Promise<Signed | null> {
      if (sessions.has(req)) return sessions.get(req)!;
      const token = sessionToken(req);
      const operator = token ? await deps.operators.session(token) : null;
      const signed = operator && token ? { operator, csrf: csrfToken(token), token } : null;
      sessions.set(req, signed);
      return signed;
    }

    // OPERATOR_TWO_FACTOR_REQUIRED: a session without a second factor sets one up before
    // anything else (logging out aside).
    scope.addHook('onRequest', async (req, reply) => {
      const path = req.url.split('?')[0] ?? '';
      if (/^\/operator\/(login|logout|two-factor)(\/|$)/.test(path)) return;
      const signed = await signedIn(req);
      if (signed?.operator.setupOnly) return seeOther(reply, '/operator/two-factor');
    });

    /**
     * A post: a form, from this origin, of a signed-in operator, with the session's CSRF token,
     * whose role allows `need` (issue 30, item 6: refused with a page saying so and an audit row).
     */
    async function checkPost(req: FastifyRequest, need: OperatorNeed = 'decide'): Promise<Signed> {
      if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
        throw new AppError(415, 'console.badForm');
      if (!sameOrigin(req)) throw new AppError(403, 'console.badForm');
      const signed = await signedIn(req);
      if (!signed) throw new AppError(401, 'errors.unauthorized');
      if (!sameToken((req.body as Record<string, unknown> | undefined)?.csrf, signed.csrf))
        throw new AppError(403, 'console.badForm');
      const route = `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`;
      await requireRole(deps.db, signed.operator, need, route, req.ip);
      return signed;
    }

    const since24h = () => ({ since: new Date(Date.now() - 86_400_000), window: '24h' });
    function windowOf(req: FastifyRequest) {
      const asked = (req.query as Record<string, unknown>).since;
      if (typeof asked !== 'string') return since24h();
      try {
        return { since: new Date(Date.now() - parseWindow(asked) * 1000), window: asked };
      } catch {
        return since24h();
      }
    }
    const history = async (req: FastifyRequest) => {
      const source = sourceOf(req);
      return source ? (await source.history()).reverse() : [];
    };
    /** The field data of the window asked, the canaries' candidates measured as such. */
    const healthOf = (req: FastifyRequest, vertical?: string) => {
      const candidates = new Set<string>();
      for (const [name, entry] of Object.entries(sourceOf(req)?.read() ?? {}))
        if (entry?.candidate) candidates.add(`${name} ${String(entry.candidate.version ?? '')}`);
      return fieldHealth(deps.db, { ...windowOf(req), vertical, candidates });
    };
    const verticalOf = (req: FastifyRequest) => {
      const name = (req.params as { name: string }).name;
      // The host is released like a vertical (issue 31, item 5).
      if (name !== HOST && !(verticalNames as readonly string[]).includes(name))
        throw new AppError(404, 'console.unknownVertical', { name: name.slice(0, 40) });
      const source = sourceOf(req);
      if (!source) throw new AppError(404, 'console.noComposition');
      return { name, source };
    };
    /** The seal of a confirm page: this vertical, this change with these values, this state. */
    const sealed = (
      req: FastifyRequest,
      signed: Signed,
      name: string,
      action: string,
      values: ActionValues,
      expect: string,
    ) =>
      seal(signed.token, [
        // A change reviewed in one market is never applied to another's composition.
        marketOf(req),
        name,
        action,
        expect,
        values.version ?? '',
        values.traffic ?? '',
        values.reason ?? '',
      ]);
    // In the page's language when the refusal has a code (every one a console change can meet); the
    // CLI's English otherwise.
    const refusalText = (error: Refusal, ctx: { t: (key: string, params?: MessageParams) => string }) => {
      const key = `console.refusal.${error.code ?? ''}`;
      return error.code && isMessageKey(key)
        ? ctx.t(key, error.params)
        : error.message.replace(/;? ?--force to set it anyway/, '');
    };

    async function verticalPage(
      req: FastifyRequest,
      reply: FastifyReply,
      signed: Signed,
      status: number,
      extra: { refusal?: Refusal; done?: string; values?: ActionValues } = {},
    ) {
      const { name, source: composition } = verticalOf(req);
      const ctx = ctxOf(req, reply, { operator: signed.operator.username, csrf: signed.csrf });
      const health = await healthOf(req, name);
      return send(
        reply,
        status,
        createElement(VerticalPage, {
          ctx,
          vertical: name,
          entry: composition.read()?.[name] ?? null,
          health,
          history: (await history(req)).filter((h) => h.vertical === name).slice(0, 10),
          published: composition.published(name),
          ...extra,
          error: extra.refusal && ctx.t('console.refused', { reason: refusalText(extra.refusal, ctx) }),
        }),
      );
    }

    /** The change a form asks for, checked; a 400 page naming the field otherwise. */
    function parseAction(req: FastifyRequest) {
      const parsed = actionForm.safeParse(req.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError(400, 'console.badInput', {
          detail: `${issue?.path.join('.') || 'form'}: ${issue?.message ?? ''}`.slice(0, 120),
        });
      }
      const form = parsed.data;
      if (NEEDS_VERSION.has(form.action) && !form.version)
        throw new AppError(400, 'console.badInput', { detail: 'version' });
      if (NEEDS_TRAFFIC.has(form.action) && form.traffic === undefined)
        throw new AppError(400, 'console.badInput', { detail: 'traffic' });
      const values: ActionValues = {
        ...(NEEDS_VERSION.has(form.action) ? { version: form.version } : {}),
        ...(NEEDS_TRAFFIC.has(form.action) ? { traffic: form.traffic } : {}),
        ...(form.action === 'abort' ? { reason: form.reason ?? '' } : {}),
      };
      // Versions only, never a URL: the server fetches the manifest, and an operator's form must
      // not make it fetch any address (the CLI, run by hand, still takes URLs).
      const params = { target: values.version, traffic: values.traffic, reason: values.reason || undefined };
      return { action: form.action, values, params, expect: form.expect, seal: form.seal };
    }

    scope.get('/operator/login', async (req, reply) => {
      if (await signedIn(req)) return seeOther(reply, '/operator/');
      const csrf = issueLoginToken(req, reply, config);
      return send(reply, 200, createElement(LoginPage, { ctx: ctxOf(req, reply, { csrf }) }));
    });

    scope.post('/operator/login', { bodyLimit: FORM_LIMIT }, async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (!sameOrigin(req) || !sameToken(body.csrf, cookieValue(req.headers.cookie, LOGIN_COOKIE)))
        throw new AppError(403, 'console.badForm');
      const username = typeof body.username === 'string' ? body.username.trim() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      const csrf = issueLoginToken(req, reply, config);
      const again = (status: number, key: string, params?: MessageParams) => {
        const ctx = ctxOf(req, reply, { csrf });
        return send(
          reply,
          status,
          createElement(LoginPage, { ctx, error: ctx.t(key, params), username: username.slice(0, 50) }),
        );
      };
      if (!username || username.length > 50 || !password || password.length > 200)
        return again(400, 'console.badCredentials');
      try {
        const step = await operatorSignIn(deps, username, password, req.ip);
        if (step.kind === 'challenge') {
          setChallengeCookie(req, reply, config, step.challenge);
          return seeOther(reply, '/operator/login/code');
        }
        setSessionCookie(req, reply, config, step.token);
        return seeOther(reply, '/operator/');
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.status === 429) {
          reply.header('retry-after', String(error.params.seconds ?? 60));
          return again(429, 'console.wait', { seconds: error.params.seconds ?? 60 });
        }
        return again(401, 'console.badCredentials');
      }
    });

    scope.post('/operator/logout', { bodyLimit: FORM_LIMIT }, async (req, reply) => {
      const signed = await checkPost(req, 'read');
      await deps.operators.logout(signed.operator);
      clearSessionCookie(req, reply, config);
      return seeOther(reply, '/operator/login');
    });

    scope.get('/operator/', async (req, reply) => {
      const signed = await signedIn(req);
      if (!signed) return seeOther(reply, '/operator/login');
      const ctx = ctxOf(req, reply, { operator: signed.operator.username, csrf: signed.csrf });
      const health = await healthOf(req);
      return send(
        reply,
        200,
        createElement(DashboardPage, {
          ctx,
          composition: sourceOf(req)?.read() ?? null,
          health,
          history: (await history(req)).slice(0, 10),
        }),
      );
    });

    scope.get('/operator/history', async (req, reply) => {
      const signed = await signedIn(req);
      if (!signed) return seeOther(reply, '/operator/login');
      const asked = Number((req.query as Record<string, unknown>).page ?? 1);
      const page = Number.isInteger(asked) && asked >= 1 && asked <= 100_000 ? asked : 1;
      const all = await history(req);
      const rows = all.slice((page - 1) * HISTORY_PAGE, page * HISTORY_PAGE);
      const ctx = ctxOf(req, reply, { operator: signed.operator.username, csrf: signed.csrf });
      return send(
        reply,
        200,
        createElement(HistoryPage, { ctx, rows, page, more: all.length > page * HISTORY_PAGE }),
      );
    });

    scope.get('/operator/verticals/:name', async (req, reply) => {
      const signed = await signedIn(req);
      if (!signed) return seeOther(reply, '/operator/login');
      const done = (req.query as Record<string, unknown>).done;
      const ctx = ctxOf(req, reply);
      const action = ACTIONS.find((a) => a === done);
      return verticalPage(req, reply, signed, 200, {
        done: action && ctx.t('console.done', { action: ctx.t(`console.do.${action}`) }),
      });
    });

    scope.post('/operator/verticals/:name/confirm', { bodyLimit: FORM_LIMIT }, async (req, reply) => {
      const signed = await checkPost(req, 'rollout');
      const { name, source: composition } = verticalOf(req);
      const { action, values, params } = parseAction(req);
      let preview;
      try {
        preview = await composition.actions.preview(action, name, params, {
          user: signed.operator.username,
        });
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return verticalPage(req, reply, signed, 422, { refusal: error, values });
      }
      const ctx = ctxOf(req, reply, { operator: signed.operator.username, csrf: signed.csrf });
      if (!preview.line)
        return verticalPage(req, reply, signed, 200, { done: ctx.t('console.nothingToChange') });
      // Confirmed against this vertical as it is and the composition's version: any change since
      // (another operator on either replica, the CLI, the automatic abort) refuses the apply.
      const reviewed = `${preview.fingerprint}.${preview.version}`;
      return send(
        reply,
        200,
        createElement(ConfirmPage, {
          ctx,
          vertical: name,
          action,
          values,
          before: preview.before,
          after: preview.after,
          line: preview.line,
          fingerprint: reviewed,
          seal: sealed(req, signed, name, action, values, reviewed),
        }),
      );
    });

    scope.post('/operator/verticals/:name/apply', { bodyLimit: FORM_LIMIT }, async (req, reply) => {
      const signed = await checkPost(req, 'rollout');
      const { name, source: composition } = verticalOf(req);
      const { action, values, params, expect, seal: given } = parseAction(req);
      // Only what was reviewed: a post without the fingerprint of its confirm page is refused, and
      // so is one whose change or values differ from the ones that page showed (its seal).
      if (!expect) throw new AppError(400, 'console.badInput', { detail: 'expect' });
      if (!sameToken(given, sealed(req, signed, name, action, values, expect)))
        throw new AppError(403, 'console.badForm');
      let line;
      try {
        const [fingerprint, version] = expect.split('.');
        line = await composition.actions.apply(action, name, params, {
          user: signed.operator.username,
          expect: fingerprint,
          expectVersion: version === undefined ? undefined : Number(version),
        });
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return verticalPage(req, reply, signed, 409, { refusal: error, values });
      }
      if (!line) {
        const ctx = ctxOf(req, reply);
        return verticalPage(req, reply, signed, 200, { done: ctx.t('console.nothingToChange') });
      }
      const market = marketOf(req);
      await audit(
        deps.db,
        { operator: signed.operator },
        `composition.${action}`,
        name,
        // The default market's changes read as before markets; another market's name it.
        { from: line.from, to: line.to, ...values, ...(market === DEFAULT_MARKET ? {} : { market }) },
        req.ip,
      );
      return seeOther(
        reply,
        `/operator/verticals/${name}?done=${action}${market === DEFAULT_MARKET ? '' : `&market=${market}`}`,
      );
    });

    scope.get('/operator/markets', async (req, reply) => {
      const signed = await signedIn(req);
      if (!signed) return seeOther(reply, '/operator/login');
      const counts = await deps.db.query<{ market: string; players: string }>(
        'SELECT market, count(*)::text AS players FROM users GROUP BY market',
      );
      const players = new Map(counts.map((r) => [r.market, Number(r.players)]));
      const rows = await Promise.all(
        deps.markets.list().map(async (profile) => {
          const source = compositions?.has(profile.code) ? compositions.for(profile.code) : null;
          return {
            profile,
            players: players.get(profile.code) ?? 0,
            composition: source?.read() ?? null,
            version: source ? await source.store.version().catch(() => null) : null,
          };
        }),
      );
      const ctx = ctxOf(req, reply, { operator: signed.operator.username, csrf: signed.csrf });
      return send(reply, 200, createElement(MarketsPage, { ctx, markets: rows }));
    });

    const kit = { deps, ctxOf, send, seeOther, signedIn, checkPost };
    registerSecondFactorPages(scope, kit);
    registerOperatorsPage(scope, kit);
    registerRequestPages(scope, kit);
    registerAuditPage(scope, kit);
    registerCompliancePages(scope, kit);
    registerWithdrawalPages(scope, kit);
    registerPlayerPages(scope, kit);
    registerReleasePages(scope, kit, sourceOf);

    scope.get('/operator/*', (req, reply) => {
      const ctx = ctxOf(req, reply);
      return send(reply, 404, createElement(ErrorPage, { ctx, message: ctx.t('console.notFound') }));
    });
  });
}
