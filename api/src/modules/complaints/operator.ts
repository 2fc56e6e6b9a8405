import { z } from 'zod';
import { defineRoute } from '../../http/route.js';
import { answerComplaint, openComplaints } from '../../services/complaints.js';
import { decideDocument, kycQueue } from '../../services/kyc.js';

const oneLine = z
  .string()
  .trim()
  .max(500)
  .regex(/^[^\r\n\t]*$/);

/** GET /api/operator/kyc — documents waiting for review, oldest first. */
const listKyc = defineRoute({
  method: 'GET',
  url: '/api/operator/kyc',
  tags: ['operator'],
  summary: 'KYC documents waiting for review, oldest first',
  operator: true,
  data: z.array(
    z.object({
      id: z.number(),
      userId: z.number(),
      username: z.string(),
      kind: z.string(),
      mime: z.string(),
      size: z.number(),
      createdAt: z.string(),
    }),
  ),
  async handler({ deps }) {
    return { data: await kycQueue(deps) };
  },
});

/** POST /api/operator/kyc/decide — `{ id, decision, reason }` (a reason to reject): audited, told to the player. */
const decideKyc = defineRoute({
  method: 'POST',
  url: '/api/operator/kyc/decide',
  tags: ['operator'],
  summary: 'Approve or reject a pending KYC document (audited; the player is notified)',
  operator: true,
  body: z
    .strictObject({
      id: z.number().int().positive().max(2_147_483_647),
      decision: z.enum(['approve', 'reject']),
      reason: oneLine.default(''),
    })
    .refine((b) => b.decision === 'approve' || b.reason.length >= 3, { path: ['reason'] }),
  data: z.null(),
  async handler({ req, body, operator, deps }) {
    await decideDocument(deps, body.id, body.decision, body.reason, { operator }, req.ip);
    return { data: null, message: body.decision === 'approve' ? 'kyc.approvedOk' : 'kyc.rejectedOk' };
  },
});

/** GET /api/operator/complaints — complaints not closed, oldest first. */
const listComplaints = defineRoute({
  method: 'GET',
  url: '/api/operator/complaints',
  tags: ['operator'],
  summary: 'Complaints not closed yet, oldest first',
  operator: true,
  data: z.array(
    z.object({ id: z.number(), reference: z.string(), username: z.string(), status: z.string() }),
  ),
  async handler({ deps }) {
    const rows = await openComplaints(deps);
    return {
      data: rows.map((r) => ({ id: r.id, reference: r.reference, username: r.username, status: r.status })),
    };
  },
});

/** POST /api/operator/complaints/answer — `{ id, status, answer }`: audited; the player is told of an answer. */
const answer = defineRoute({
  method: 'POST',
  url: '/api/operator/complaints/answer',
  tags: ['operator'],
  summary: 'Set a complaint’s status and answer (audited)',
  operator: true,
  body: z.strictObject({
    id: z.number().int().positive().max(2_147_483_647),
    status: z.enum(['in_review', 'answered', 'closed']),
    answer: z.string().trim().max(2000).default(''),
  }),
  data: z.null(),
  async handler({ req, body, operator, deps }) {
    await answerComplaint(deps, body.id, body.status, body.answer, { operator }, req.ip);
    return { data: null, message: 'complaints.answeredOk' };
  },
});

export { listKyc, decideKyc, listComplaints, answer as answerComplaintRoute };
