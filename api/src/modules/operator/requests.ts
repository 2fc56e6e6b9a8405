import { z } from 'zod';
import { TransactionStatus } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { toMajor, toMinor } from '../../services/money-format.js';
import {
  approveBonusRequest,
  decideCallRequest,
  listBonusRequests,
  listCallRequests,
  rejectBonusRequest,
} from '../../services/requests.js';

const statusQuery = z.strictObject({
  status: z.coerce.number().int().min(0).max(6).default(TransactionStatus.Pending),
});
const callRequest = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  name: z.string(),
  message: z.string(),
  contacts: z.array(z.object({ type: z.number().int(), contact: z.string() })),
  status: z.number().int(),
  outcome: z.string(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
});
const bonusRequest = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  title: z.string(),
  amount: z.number(),
  note: z.string(),
  status: z.number().int(),
  reason: z.string(),
  decidedBy: z.string().nullable(),
  excluded: z.boolean(),
  createdAt: z.string(),
});
const note = z
  .string()
  .trim()
  .min(3)
  .max(200)
  .regex(/^[^\r\n\t]*$/);

/** GET /api/operator/call-requests?status=2 — call requests (Pending by default), oldest first. */
export const listCalls = defineRoute({
  method: 'GET',
  url: '/api/operator/call-requests',
  tags: ['operator'],
  summary: 'Call requests by status (default Pending), oldest first',
  operator: true,
  query: statusQuery,
  data: z.array(callRequest),
  async handler({ query, deps }) {
    return { data: await listCallRequests(deps, query.status) };
  },
});

/** POST /api/operator/call-requests/decide — `{ id, decision: done|dismissed, outcome }` (audited). */
export const decideCall = defineRoute({
  method: 'POST',
  url: '/api/operator/call-requests/decide',
  tags: ['operator'],
  summary: 'Close a Pending call request: called (done) or dismissed, with a note (audited)',
  operator: true,
  body: z.strictObject({
    id: z.number().int().positive(),
    decision: z.enum(['done', 'dismissed']),
    outcome: note,
  }),
  data: z.null(),
  async handler({ req, body, operator, deps }) {
    await decideCallRequest(deps, body.id, body.decision, body.outcome, { operator }, req.ip);
    return { data: null, message: 'operator.callDone' };
  },
});

/** GET /api/operator/bonus-requests?status=2 — bonus requests (Pending by default), oldest first. */
export const listBonuses = defineRoute({
  method: 'GET',
  url: '/api/operator/bonus-requests',
  tags: ['operator'],
  summary: 'Bonus requests by status (default Pending), oldest first',
  operator: true,
  query: statusQuery,
  data: z.array(bonusRequest),
  async handler({ query, deps }) {
    const rows = await listBonusRequests(deps, query.status);
    return { data: rows.map((r) => ({ ...r, amount: toMajor(r.amount) })) };
  },
});

/**
 * POST /api/operator/bonus-requests/approve — `{ id, amount? }`: grants the bonus (its amount, or
 * `amount` in TRY for a bonus without one) as bonus money with wagering (audited; the player is told).
 */
export const approveBonus = defineRoute({
  method: 'POST',
  url: '/api/operator/bonus-requests/approve',
  tags: ['operator'],
  summary: 'Approve a Pending bonus request: bonus money with wagering (audited)',
  operator: true,
  body: z.strictObject({
    id: z.number().int().positive(),
    amount: z.number().positive().max(100_000).optional(),
  }),
  data: z.object({ amount: z.number() }),
  async handler({ req, body, operator, deps }) {
    const chosen = body.amount === undefined ? null : toMinor(body.amount);
    const { amount } = await approveBonusRequest(deps, body.id, chosen, { operator }, req.ip);
    return { data: { amount: toMajor(amount) }, message: 'operator.bonusApproved' };
  },
});

/** POST /api/operator/bonus-requests/reject — `{ id, reason }` (audited; the player is told why). */
export const rejectBonus = defineRoute({
  method: 'POST',
  url: '/api/operator/bonus-requests/reject',
  tags: ['operator'],
  summary: 'Reject a Pending bonus request with a reason (audited)',
  operator: true,
  body: z.strictObject({ id: z.number().int().positive(), reason: note }),
  data: z.null(),
  async handler({ req, body, operator, deps }) {
    await rejectBonusRequest(deps, body.id, body.reason, { operator }, req.ip);
    return { data: null, message: 'operator.bonusRejected' };
  },
});
