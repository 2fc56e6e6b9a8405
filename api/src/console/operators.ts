import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { z } from 'zod';
import { AppError } from '../errors.js';
import {
  changeRole,
  listOperators,
  OPERATOR_ROLES,
  requireRole,
  resetSecondFactor,
} from '../services/operator-roles.js';
import { OperatorsPage } from './operators-page.js';
import { FORM_LIMIT, idParam, type ConsoleKit } from './requests.js';

const roleForm = z.object({ role: z.enum(OPERATOR_ROLES) });

/**
 * /operator/operators (issue 30, item 6): the operator accounts with their roles, each changed by
 * an approver with a plain form (audited; the last approver stays one). Approvers only.
 */
export function registerOperatorsPage(scope: FastifyInstance, kit: ConsoleKit): void {
  const { deps } = kit;

  scope.get('/operator/operators', async (req, reply) => {
    const signed = await kit.signedIn(req);
    if (!signed) return kit.seeOther(reply, '/operator/login');
    await requireRole(deps.db, signed.operator, 'roles', 'GET /operator/operators', req.ip);
    const ctx = kit.ctxOf(req, reply, { operator: signed.operator.username, csrf: signed.csrf });
    const done =
      (req.query as Record<string, unknown>).done === '1' ? ctx.t('operatorRoles.changed') : undefined;
    return kit.send(
      reply,
      200,
      createElement(OperatorsPage, {
        ctx,
        operators: await listOperators(deps.db),
        self: signed.operator.operatorId,
        done,
      }),
    );
  });

  scope.post('/operator/operators/:id/role', { bodyLimit: FORM_LIMIT }, async (req, reply) => {
    const signed = await kit.checkPost(req, 'roles');
    const params = idParam.safeParse(req.params);
    const form = roleForm.safeParse(req.body);
    if (!params.success || !form.success)
      throw new AppError(400, 'console.badInput', { detail: params.success ? 'role' : 'id' });
    await changeRole(deps.db, signed.operator, params.data.id, form.data.role, req.ip);
    return kit.seeOther(reply, '/operator/operators?done=1');
  });

  scope.post('/operator/operators/:id/two-factor/reset', { bodyLimit: FORM_LIMIT }, async (req, reply) => {
    const signed = await kit.checkPost(req, 'roles');
    const params = idParam.safeParse(req.params);
    if (!params.success) throw new AppError(400, 'console.badInput', { detail: 'id' });
    await resetSecondFactor(deps.db, deps.twoFactor, signed.operator, params.data.id, req.ip);
    return kit.seeOther(reply, '/operator/operators?done=reset');
  });
}
