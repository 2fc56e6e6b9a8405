import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import { createElement } from 'react';
import { z } from 'zod';
import { AppError } from '../errors.js';
import type { Deps } from '../http/deps.js';
import type { OperatorNeed } from '../services/operator-roles.js';
import type { OperatorUser } from '../services/operators.js';
import { toMinor } from '../services/money-format.js';
import {
  approveBonusRequest,
  decideCallRequest,
  listBonusRequests,
  listCallRequests,
  rejectBonusRequest,
} from '../services/requests.js';
import type { PageContext } from './pages.js';
import { RequestsPage } from './requests-page.js';

/** What the console's request pages need from the console (its helpers, bound to its scope). */
export interface ConsoleKit {
  deps: Deps;
  ctxOf(req: FastifyRequest, reply: FastifyReply, extra?: Partial<PageContext>): PageContext;
  send(reply: FastifyReply, status: number, page: ReactNode): FastifyReply;
  seeOther(reply: FastifyReply, location: string): FastifyReply;
  signedIn(req: FastifyRequest): Promise<{ operator: OperatorUser; csrf: string } | null>;
  /** A checked post whose operator's role allows `need` (`decide` unless said). */
  checkPost(req: FastifyRequest, need?: OperatorNeed): Promise<{ operator: OperatorUser; csrf: string }>;
}

/** Largest form the console accepts (its biggest, a change with a reason, is well under 1 KB). */
export const FORM_LIMIT = 8 * 1024;
const DONE = ['called', 'dismissed', 'approved', 'rejected'] as const;
export const oneLine = z
  .string()
  .trim()
  .min(3)
  .max(200)
  .regex(/^[^\r\n\t]*$/);
export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The form's fields, checked; a 400 page naming the field otherwise. */
export function parse<T extends z.ZodTypeAny>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError(400, 'console.badInput', {
    detail: `${issue?.path.join('.') || 'form'}: ${issue?.message ?? ''}`.slice(0, 120),
  });
}

/**
 * /operator/requests: pending call requests and bonus requests, decided with plain forms (issue
 * 28, item 8), through the same functions as the API's operator endpoints, audited alike.
 */
export function registerRequestPages(scope: FastifyInstance, kit: ConsoleKit): void {
  const { deps } = kit;

  scope.get('/operator/requests', async (req, reply) => {
    const signed = await kit.signedIn(req);
    if (!signed) return kit.seeOther(reply, '/operator/login');
    const ctx = kit.ctxOf(req, reply, { operator: signed.operator.username, csrf: signed.csrf });
    const asked = (req.query as Record<string, unknown>).done;
    const done = DONE.find((d) => d === asked);
    const [calls, bonuses] = [await listCallRequests(deps), await listBonusRequests(deps)];
    return kit.send(
      reply,
      200,
      createElement(RequestsPage, {
        ctx,
        calls,
        bonuses,
        done: done && ctx.t(`console.requests.done.${done}`),
      }),
    );
  });

  scope.post('/operator/requests/calls/:id', { bodyLimit: FORM_LIMIT }, async (req, reply) => {
    const signed = await kit.checkPost(req);
    const { id } = parse(idParam, req.params);
    const form = parse(z.object({ decision: z.enum(['done', 'dismissed']), outcome: oneLine }), req.body);
    await decideCallRequest(deps, id, form.decision, form.outcome, { operator: signed.operator }, req.ip);
    return kit.seeOther(
      reply,
      `/operator/requests?done=${form.decision === 'done' ? 'called' : 'dismissed'}`,
    );
  });

  scope.post('/operator/requests/bonuses/:id/approve', { bodyLimit: FORM_LIMIT }, async (req, reply) => {
    const signed = await kit.checkPost(req);
    const { id } = parse(idParam, req.params);
    const form = parse(z.object({ amount: z.string().trim().max(12).optional() }), req.body);
    const chosen = form.amount ? toMinor(form.amount) : null;
    if (form.amount && (chosen === null || chosen <= 0n || chosen > 10_000_000n))
      throw new AppError(400, 'console.badInput', { detail: 'amount' });
    await approveBonusRequest(deps, id, chosen, { operator: signed.operator }, req.ip);
    return kit.seeOther(reply, '/operator/requests?done=approved');
  });

  scope.post('/operator/requests/bonuses/:id/reject', { bodyLimit: FORM_LIMIT }, async (req, reply) => {
    const signed = await kit.checkPost(req);
    const { id } = parse(idParam, req.params);
    const form = parse(z.object({ reason: oneLine }), req.body);
    await rejectBonusRequest(deps, id, form.reason, { operator: signed.operator }, req.ip);
    return kit.seeOther(reply, '/operator/requests?done=rejected');
  });
}
