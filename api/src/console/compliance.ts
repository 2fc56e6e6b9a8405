import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { sendDocument } from '../modules/kyc/upload.js';
import { answerComplaint, openComplaints } from '../services/complaints.js';
import { decideDocument, documentFile, kycDocumentOf, kycQueue } from '../services/kyc.js';
import { ComplaintsPage, KycDocumentPage, KycQueuePage } from './compliance-pages.js';
import { FORM_LIMIT, idParam, oneLine, parse, type ConsoleKit } from './requests.js';

const reasonForm = z.object({ reason: oneLine });
const answerForm = z.object({
  status: z.enum(['in_review', 'answered', 'closed']),
  // Multi-line; other control characters are refused by the input checks (http/input.ts).
  answer: z.string().max(2000).default(''),
});

/**
 * /operator/kyc (the queue, one document's review, its file) and /operator/complaints (issue 32,
 * items 3 and 7): plain forms checked like the console's others (origin, CSRF), decided through
 * the same functions as the API's operator endpoints, audited alike.
 */
export function registerCompliancePages(scope: FastifyInstance, kit: ConsoleKit): void {
  const { deps } = kit;
  const page = async (
    req: Parameters<ConsoleKit['signedIn']>[0],
    reply: Parameters<ConsoleKit['send']>[0],
  ) => {
    const signed = await kit.signedIn(req);
    return signed ? kit.ctxOf(req, reply, { operator: signed.operator.username, csrf: signed.csrf }) : null;
  };

  scope.get('/operator/kyc', async (req, reply) => {
    const ctx = await page(req, reply);
    if (!ctx) return kit.seeOther(reply, '/operator/login');
    const done = (req.query as Record<string, unknown>).done;
    const message =
      done === 'approved' || done === 'rejected' ? ctx.t(`console.kyc.done.${done}`) : undefined;
    return kit.send(
      reply,
      200,
      createElement(KycQueuePage, { ctx, items: await kycQueue(deps), done: message }),
    );
  });

  scope.get('/operator/kyc/:id', async (req, reply) => {
    const ctx = await page(req, reply);
    if (!ctx) return kit.seeOther(reply, '/operator/login');
    const { id } = parse(idParam, req.params);
    return kit.send(reply, 200, createElement(KycDocumentPage, { ctx, doc: await kycDocumentOf(deps, id) }));
  });

  scope.get('/operator/kyc/:id/file', async (req, reply) => {
    if (!(await kit.signedIn(req))) throw new AppError(401, 'errors.unauthorized');
    const { id } = parse(idParam, req.params);
    return sendDocument(reply, await documentFile(deps, id, null), id, true);
  });

  scope.post('/operator/kyc/:id/approve', { bodyLimit: FORM_LIMIT }, async (req, reply) => {
    const signed = await kit.checkPost(req);
    const { id } = parse(idParam, req.params);
    await decideDocument(deps, id, 'approve', '', { operator: signed.operator }, req.ip);
    return kit.seeOther(reply, '/operator/kyc?done=approved');
  });

  scope.post('/operator/kyc/:id/reject', { bodyLimit: FORM_LIMIT }, async (req, reply) => {
    const signed = await kit.checkPost(req);
    const { id } = parse(idParam, req.params);
    const { reason } = parse(reasonForm, req.body);
    await decideDocument(deps, id, 'reject', reason, { operator: signed.operator }, req.ip);
    return kit.seeOther(reply, '/operator/kyc?done=rejected');
  });

  scope.get('/operator/complaints', async (req, reply) => {
    const ctx = await page(req, reply);
    if (!ctx) return kit.seeOther(reply, '/operator/login');
    const done =
      (req.query as Record<string, unknown>).done === '1' ? ctx.t('console.complaints.done') : undefined;
    return kit.send(
      reply,
      200,
      createElement(ComplaintsPage, { ctx, items: await openComplaints(deps), done }),
    );
  });

  scope.post('/operator/complaints/:id', { bodyLimit: FORM_LIMIT }, async (req, reply) => {
    const signed = await kit.checkPost(req);
    const { id } = parse(idParam, req.params);
    const form = parse(answerForm, req.body);
    await answerComplaint(deps, id, form.status, form.answer, { operator: signed.operator }, req.ip);
    return kit.seeOther(reply, '/operator/complaints?done=1');
  });
}
