import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, type Locale } from '@playhub/shared/contracts';
import { AppError } from '../errors.js';
import { localeOf, t, type MessageParams } from '../i18n/index.js';
import type { AuthUser } from '../services/auth.js';
import type { OperatorUser } from '../services/operators.js';
import { requireRole, type OperatorNeed } from '../services/operator-roles.js';
import { idempotencyKeyOf, requestHash, runIdempotent } from '../services/idempotency.js';
import type { Deps } from './deps.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `auth: true` routes before validation. */
    authUser: AuthUser | null;
    /** Set by `operator: true` routes before validation. */
    operatorUser: OperatorUser | null;
  }
}

type Out<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

/** What a handler gets. `user` is set on routes with `auth: true`. */
export interface Ctx<B, Q> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  user: AuthUser;
  /** Set on routes with `operator: true`. */
  operator: OperatorUser;
  locale: Locale;
  deps: Deps;
  /**
   * The request's Idempotency-Key on `idempotent` routes (undefined without one): a handler that
   * moves money records it with the money, so a run that takes over an abandoned claim finds what
   * the first run did.
   */
  idempotencyKey?: string;
  /** Translates a message key into the request's locale. */
  t(key: string, params?: MessageParams): string;
}

/** What a handler returns: the envelope data and a message key (translated by x-locale). */
export interface HandlerResult<D> {
  data: D;
  message?: string;
  params?: MessageParams;
  /**
   * A validator of this answer for this caller (derived from the data itself): sent as a weak ETag
   * with `private, no-cache`, and a request whose If-None-Match carries it gets a 304 without a body.
   */
  etag?: string;
}

/** One endpoint: path, schemas from the contracts, and the handler. */
export interface RouteDef<
  D extends z.core.$ZodType,
  B extends z.core.$ZodType | undefined,
  Q extends z.core.$ZodType | undefined,
> {
  method: 'GET' | 'POST';
  url: string;
  tags: string[];
  summary: string;
  auth?: boolean;
  /**
   * Open to a withdrawal-only session (a player on a time-out or self-exclusion who gave the second
   * factor): seeing and withdrawing the balance. Every other `auth` route answers such a session 403.
   */
  duringExclusion?: boolean;
  /**
   * Needs an operator session (`POST /api/operator/login`), not a player's, whose role allows the
   * route (issue 30, item 6): `true` is `read` for a GET and `decide` for a POST; a refusal is a
   * 403 with an audit row.
   */
  operator?: boolean | OperatorNeed;
  /**
   * Moves money: an `Idempotency-Key` header makes a repeat of the request (double click, network
   * retry) answer the first answer without running again (needs `auth`).
   */
  idempotent?: boolean;
  body?: B;
  query?: Q;
  data: D;
  handler(ctx: Ctx<Out<B>, Out<Q>>): Promise<HandlerResult<z.output<D>>>;
}

/** Declares an endpoint (keeps inference of body, query and data types in one place). */
export function defineRoute<
  D extends z.core.$ZodType,
  B extends z.core.$ZodType | undefined = undefined,
  Q extends z.core.$ZodType | undefined = undefined,
>(def: RouteDef<D, B, Q>): RouteDef<D, B, Q> {
  return def;
}

/** Any endpoint definition. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteDef<any, any, any>;

/** Registers endpoints; every answer is the `{ success, message, data }` envelope. */
export function registerRoutes(app: FastifyInstance, deps: Deps, routes: AnyRoute[]): void {
  if (!app.hasRequestDecorator('authUser')) app.decorateRequest('authUser', null);
  if (!app.hasRequestDecorator('operatorUser')) app.decorateRequest('operatorUser', null);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const def of routes) {
    typed.route({
      method: def.method,
      url: def.url,
      schema: {
        tags: def.tags,
        summary: def.summary,
        ...(def.auth || def.operator ? { security: [{ bearer: [] }] } : {}),
        ...(def.body ? { body: def.body } : {}),
        ...(def.query ? { querystring: def.query } : {}),
        response: { 200: envelope(def.data) },
      },
      // Authenticate before body validation: a visitor gets 401, not a validation message.
      ...(def.auth
        ? {
            onRequest: async (req: FastifyRequest) => {
              const user = await deps.auth.require(req);
              if (user.scope === 'withdraw' && !def.duringExclusion)
                throw new AppError(403, 'auth.withdrawOnly');
              req.authUser = user;
            },
          }
        : def.operator
          ? {
              onRequest: async (req: FastifyRequest) => {
                const operator = await deps.operators.require(req);
                const need =
                  def.operator === true ? (def.method === 'GET' ? 'read' : 'decide') : def.operator;
                if (need) await requireRole(deps.db, operator, need, `${def.method} ${def.url}`, req.ip);
                req.operatorUser = operator;
              },
            }
          : {}),
      handler: async (req, reply) => {
        const locale = localeOf(req);
        const user = req.authUser as AuthUser;
        const tr = (key: string, params?: MessageParams) => t(locale, key, params);
        const key = def.idempotent && user ? idempotencyKeyOf(req.headers['idempotency-key']) : undefined;
        const run = async () => {
          const out = await def.handler({
            idempotencyKey: key,
            req,
            reply,
            body: req.body,
            query: req.query,
            user,
            operator: req.operatorUser as OperatorUser,
            locale,
            deps,
            t: tr,
          });
          if (out.etag) {
            const tag = `W/"${out.etag}"`;
            reply.header('etag', tag).header('cache-control', 'private, no-cache');
            if (req.headers['if-none-match'] === tag) {
              void (reply as FastifyReply).code(304).send();
              return;
            }
          }
          return {
            success: true,
            message: out.message ? tr(out.message, out.params) : '',
            data: out.data ?? null,
          };
        };
        if (!key) return run();
        const route = `${def.method} ${def.url}`;
        const { replayed, answer } = await runIdempotent(
          deps.db,
          { userId: user.userId, key, route, hash: requestHash(route, { body: req.body, query: req.query }) },
          async () => {
            try {
              return { status: 200, body: await run() };
            } catch (err) {
              // A business refusal is an answer too: the repeat gets the same refusal.
              if (err instanceof AppError && err.status < 500) {
                return {
                  status: err.status,
                  body: { success: false, message: tr(err.key, err.params), data: null },
                };
              }
              throw err;
            }
          },
        );
        if (replayed) reply.header('idempotent-replayed', 'true');
        // A stored answer may be a refusal: sent as stored, not through the 200 schema.
        return (reply as FastifyReply).code(answer.status).send(answer.body);
      },
    });
  }
}
