import { z } from 'zod';
import { isoUtc } from '../../db/index.js';
import { defineRoute } from '../../http/route.js';
import { AppError } from '../../errors.js';
import { checkLedger, ledgerSound } from '../../services/ledger.js';
import { audit } from '../../services/operators.js';
import { reconcile } from '../../services/reconciliation.js';

/** GET /api/operator/ledger/check — proves the double-entry ledger (each player, each chain, zero-sum). */
export const ledgerCheck = defineRoute({
  method: 'GET',
  url: '/api/operator/ledger/check',
  tags: ['operator'],
  summary:
    'Ledger check: every player account against its entries, every balance chain, every transfer and the whole system summing to zero',
  operator: true,
  data: z.object({
    players: z.number().int(),
    transfers: z.number().int(),
    entries: z.number().int(),
    mismatches: z.array(
      z.object({
        userId: z.number().int(),
        username: z.string(),
        account: z.string(),
        stored: z.string(),
        ledger: z.string(),
      }),
    ),
    unbalanced: z.array(z.object({ transferId: z.string(), sum: z.string() })),
    brokenChains: z.array(z.object({ userId: z.number().int(), account: z.string(), entryId: z.string() })),
    systemTotal: z.string(),
    systemAccounts: z.array(z.object({ account: z.string(), balance: z.string() })),
  }),
  async handler({ deps }) {
    const report = await checkLedger(deps.db);
    const problems = report.mismatches.length + report.unbalanced.length + report.brokenChains.length;
    return {
      data: report,
      message: ledgerSound(report) ? 'operator.ledgerOk' : 'operator.ledgerMismatch',
      params: { count: problems },
    };
  },
});

/** GET /api/operator/reconciliation — the payment provider's records against our ledger. */
export const reconciliation = defineRoute({
  method: 'GET',
  url: '/api/operator/reconciliation',
  tags: ['operator'],
  summary: "Reconciliation: the payment provider's captures and payouts against our credits and payouts",
  operator: true,
  query: z.strictObject({ days: z.coerce.number().int().min(1).max(90).default(7) }),
  data: z.object({
    provider: z.string(),
    since: z.string(),
    totals: z.object({ captured: z.string(), credited: z.string(), paidOut: z.string(), paid: z.string() }),
    problems: z.array(
      z.object({
        kind: z.enum(['payment', 'payout']),
        reference: z.string(),
        ours: z.string(),
        theirs: z.string(),
      }),
    ),
  }),
  async handler({ query, deps }) {
    const since = new Date(Date.now() - query.days * 86_400_000);
    return { data: await reconcile(deps.db, deps.integrations.payments, since) };
  },
});

/** GET /api/operator/alerts — alerts still open (money that needs a person), newest first. */
export const alerts = defineRoute({
  method: 'GET',
  url: '/api/operator/alerts',
  tags: ['operator'],
  summary: 'Open operator alerts (late captures, unconfirmed successes, lost payouts), newest first',
  operator: true,
  data: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      ref: z.string(),
      detail: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
  async handler({ deps }) {
    const rows = await deps.db.query<{
      id: string;
      kind: string;
      ref: string;
      detail: Record<string, unknown>;
      ts: string;
    }>(
      `SELECT id::text AS id, kind, ref, detail, ${isoUtc('created_at')} AS ts FROM operator_alerts
        WHERE resolved_at IS NULL ORDER BY operator_alerts.id DESC LIMIT 200`,
    );
    return {
      data: rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        ref: r.ref,
        detail: r.detail,
        createdAt: r.ts,
      })),
    };
  },
});

/** POST /api/operator/alerts/resolve — `{ id, note }`: an operator has dealt with it (audited). */
export const resolveAlert = defineRoute({
  method: 'POST',
  url: '/api/operator/alerts/resolve',
  tags: ['operator'],
  summary: 'Resolve an operator alert (audited)',
  operator: true,
  body: z.strictObject({ id: z.number().int().positive(), note: z.string().trim().min(3).max(300) }),
  data: z.null(),
  async handler({ req, body, operator, deps }) {
    await deps.db.tx(async (q) => {
      const rows = await q.query(
        'UPDATE operator_alerts SET resolved_at = now(), resolved_by = $2 WHERE id = $1 AND resolved_at IS NULL RETURNING id',
        [body.id, operator.username],
      );
      if (rows.length === 0) throw new AppError(409, 'operator.alertResolved');
      await audit(q, { operator }, 'alert.resolve', `alert:${body.id}`, { note: body.note }, req.ip);
    });
    return { data: null, message: 'operator.alertResolvedOk' };
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
         FROM operator_audit ORDER BY operator_audit.id DESC LIMIT $1`,
      [query.take],
    );
    return { data: rows.map((r) => ({ ...r, id: Number(r.id), createdAt: r.ts })) };
  },
});
