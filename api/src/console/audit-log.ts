import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { z } from 'zod';
import { isoUtc, type Queryable } from '../db/index.js';
import { pageOf } from '../repo/paging.js';
import { AuditPage, type AuditRow } from './audit-page.js';
import type { ConsoleKit } from './requests.js';

/** Rows of one page of the audit log. */
export const AUDIT_PAGE = 25;

const text = z.string().trim().max(60).optional().catch(undefined);
/** The page's query: three filters (each a part of the field, any case) and the page number. */
export const auditQuery = z.object({
  actor: text,
  action: text,
  target: text,
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type AuditQuery = z.output<typeof auditQuery>;

/** `%`, `_` and `\` of a filter match themselves, not any text. */
const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the audit log, newest first, matching every filter given. */
export async function readAudit(q: Queryable, query: AuditQuery) {
  const where: string[] = [];
  const params: unknown[] = [];
  for (const field of ['actor', 'action', 'target'] as const) {
    const v = query[field];
    if (!v) continue;
    params.push(like(v));
    where.push(`${field} ILIKE $${params.length}`);
  }
  const { rows, total } = await pageOf<AuditRow>(q, {
    select: `actor, action, target, detail, ip, ${isoUtc('created_at')} AS at`,
    from: `operator_audit${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
    order: 'id DESC', // the log's own order: a later row has a larger id
    params,
    skip: (query.page - 1) * AUDIT_PAGE,
    take: AUDIT_PAGE,
  });
  return { rows, total };
}

/** /operator/audit: the audit log, read only, filtered and paged (issue 33, item 11). */
export function registerAuditPage(scope: FastifyInstance, kit: ConsoleKit): void {
  scope.get('/operator/audit', async (req, reply) => {
    const signed = await kit.signedIn(req);
    if (!signed) return kit.seeOther(reply, '/operator/login');
    const query = auditQuery.parse(req.query ?? {});
    const { rows, total } = await readAudit(kit.deps.db, query);
    const ctx = kit.ctxOf(req, reply, { operator: signed.operator.username, csrf: signed.csrf });
    return kit.send(reply, 200, createElement(AuditPage, { ctx, query, rows, total, pageSize: AUDIT_PAGE }));
  });
}
