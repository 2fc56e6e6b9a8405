import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { approveWithdrawal, rejectWithdrawal } from '../services/withdrawals.js';
import { auditOf, QUEUE_FILTERS, queueItem, queuePage, type QueueRow } from '../services/withdrawal-queue.js';
import { FORM_LIMIT, idParam, parse, type ConsoleKit } from './requests.js';
import { WithdrawalPage, WithdrawalsPage } from './withdrawals-page.js';

/** One line a person typed: no control character of any kind (a newline, a NUL, an escape). */
export const typedLine = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .regex(/^[^\p{Cc}]*$/u);

// A bad filter or cursor falls back to the first page of the waiting queue, never to an error.
const queueQuery = z.object({
  state: z.enum(QUEUE_FILTERS).catch('waiting').default('waiting'),
  from: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
});
const DONE = ['paid', 'sending', 'rejected'] as const;

/**
 * /operator/withdrawals (issue 30, item 6): the queue by state, paged by id (an index range, never
 * the whole table), each payout's reconciliation state, and the decision (approve, reject with a
 * reason; operator and approver roles) through the services the API's operator endpoints use. Two
 * operators deciding at once: the first claims the withdrawal in the player's wallet lock, the
 * second reads "already decided" with the state it is in now.
 */
export function registerWithdrawalPages(scope: FastifyInstance, kit: ConsoleKit): void {
  const { deps } = kit;

  scope.get('/operator/withdrawals', async (req, reply) => {
    const signed = await kit.signedIn(req);
    if (!signed) return kit.seeOther(reply, '/operator/login');
    const { state, from } = queueQuery.parse(req.query ?? {});
    const page = await queuePage(deps.db, state, from ?? null);
    const ctx = kit.ctxOf(req, reply, { operator: signed.operator.username, csrf: signed.csrf });
    return kit.send(
      reply,
      200,
      createElement(WithdrawalsPage, { ctx, filter: state, ...page, paged: from !== undefined }),
    );
  });

  async function detail(
    req: FastifyRequest,
    reply: FastifyReply,
    status: number,
    extra: { done?: string; error?: string; row?: QueueRow } = {},
  ) {
    const signed = (await kit.signedIn(req))!;
    const { id } = parse(idParam, req.params);
    const row = extra.row ?? (await queueItem(deps.db, id));
    if (!row) throw new AppError(404, 'console.wd.unknown');
    const ctx = kit.ctxOf(req, reply, { operator: signed.operator.username, csrf: signed.csrf });
    const audit = await auditOf(deps.db, `tx:${row.id}`);
    return kit.send(reply, status, createElement(WithdrawalPage, { ctx, row, audit, ...extra }));
  }

  scope.get('/operator/withdrawals/:id', async (req, reply) => {
    if (!(await kit.signedIn(req))) return kit.seeOther(reply, '/operator/login');
    const asked = (req.query as Record<string, unknown>).done;
    const done = DONE.find((d) => d === asked);
    const ctx = kit.ctxOf(req, reply);
    return detail(req, reply, 200, { done: done && ctx.t(`console.wd.done.${done}`) });
  });

  /** A decision that lost the race (or came twice): 409, the page as it is now, saying so. */
  async function decided(req: FastifyRequest, reply: FastifyReply, error: unknown) {
    if (!(error instanceof AppError) || error.status !== 409) throw error;
    const { id } = parse(idParam, req.params);
    const row = await queueItem(deps.db, id);
    if (!row) throw new AppError(404, 'console.wd.unknown');
    const ctx = kit.ctxOf(req, reply);
    const state = ctx.t(`console.wd.view.${row.view}`);
    return detail(req, reply, 409, { row, error: ctx.t('console.wd.already', { state }) });
  }

  scope.post('/operator/withdrawals/:id/approve', { bodyLimit: FORM_LIMIT }, async (req, reply) => {
    const signed = await kit.checkPost(req);
    const { id } = parse(idParam, req.params);
    let outcome;
    try {
      outcome = await approveWithdrawal(deps, id, { operator: signed.operator }, req.ip);
    } catch (error) {
      if (error instanceof AppError && error.status === 502) {
        const ctx = kit.ctxOf(req, reply);
        return detail(req, reply, 502, { error: ctx.t(error.key, error.params) });
      }
      return decided(req, reply, error);
    }
    return kit.seeOther(reply, `/operator/withdrawals/${id}?done=${outcome}`);
  });

  scope.post('/operator/withdrawals/:id/reject', { bodyLimit: FORM_LIMIT }, async (req, reply) => {
    const signed = await kit.checkPost(req);
    const { id } = parse(idParam, req.params);
    const form = parse(z.object({ reason: typedLine(3, 200) }), req.body);
    try {
      await rejectWithdrawal(deps, id, { operator: signed.operator }, form.reason, req.ip);
    } catch (error) {
      return decided(req, reply, error);
    }
    return kit.seeOther(reply, `/operator/withdrawals/${id}?done=rejected`);
  });
}
