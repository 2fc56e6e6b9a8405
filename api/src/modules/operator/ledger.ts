import { z } from 'zod';
import { isoUtc } from '../../db/index.js';
import { defineRoute } from '../../http/route.js';
import { checkLedger } from '../../services/ledger.js';

/** GET /api/operator/ledger/check — proves every balance equals the sum of its ledger rows. */
export const ledgerCheck = defineRoute({
  method: 'GET',
  url: '/api/operator/ledger/check',
  tags: ['operator'],
  summary: 'Ledger check: cash, held and bonus of every player against their ledger rows',
  operator: true,
  data: z.object({
    players: z.number().int(),
    rows: z.number().int(),
    mismatches: z.array(
      z.object({
        userId: z.number().int(),
        username: z.string(),
        account: z.string(),
        stored: z.string(),
        ledger: z.string(),
      }),
    ),
  }),
  async handler({ deps }) {
    const report = await checkLedger(deps.db);
    return {
      data: report,
      message: report.mismatches.length === 0 ? 'operator.ledgerOk' : 'operator.ledgerMismatch',
      params: { count: report.mismatches.length },
    };
  },
});

/** GET /api/operator/audit — the newest audit log entries (who decided what, when, from where). */
export const auditLog = defineRoute({
  method: 'GET',
  url: '/api/operator/audit',
  tags: ['operator'],
  summary: 'Audit log, newest first',
  operator: true,
  query: z.strictObject({ take: z.coerce.number().int().min(1).max(500).default(100) }),
  data: z.array(
    z.object({
      id: z.number(),
      actor: z.string(),
      action: z.string(),
      target: z.string(),
      detail: z.record(z.string(), z.unknown()),
      ip: z.string(),
      createdAt: z.string(),
    }),
  ),
  async handler({ query, deps }) {
    const rows = await deps.db.query<{
      id: string;
      actor: string;
      action: string;
      target: string;
      detail: Record<string, unknown>;
      ip: string;
      ts: string;
    }>(
      `SELECT id::text AS id, actor, action, target, detail, ip, ${isoUtc('created_at')} AS ts
         FROM operator_audit ORDER BY id DESC LIMIT $1`,
      [query.take],
    );
    return { data: rows.map((r) => ({ ...r, id: Number(r.id), createdAt: r.ts })) };
  },
});
