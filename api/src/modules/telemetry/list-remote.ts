import { z } from 'zod';
import { HOST } from '@playhub/composition/host';
import { verticalNames } from '@playhub/shared/contracts';
import { isoUtc } from '../../db/index.js';
import { defineRoute } from '../../http/route.js';
import { requireOperator } from './operator-key.js';
import { remoteReportRow, type RemotePhase } from './schema.js';

/**
 * GET /api/telemetry/remote?vertical=&limit= — recent beacon reports, newest first. Header
 * `x-operator-key` (env OPERATOR_KEY; `dev-operator-key` outside production).
 */
export default defineRoute({
  method: 'GET',
  url: '/api/telemetry/remote',
  tags: ['telemetry'],
  summary: 'Recent vertical load reports (operators)',
  query: z.strictObject({
    vertical: z.enum([HOST, ...verticalNames]).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  data: z.array(remoteReportRow),
  async handler({ req, query, deps }) {
    requireOperator(req, deps.config);
    const rows = await deps.db.query<{
      id: number | string;
      vertical: string;
      version: string | null;
      entry: string;
      phase: RemotePhase;
      error: string | null;
      ts: string;
    }>(
      `SELECT id, vertical, version, entry, phase, error, ${isoUtc('created_at')} AS ts FROM remote_reports
       WHERE ($1::text IS NULL OR vertical = $1::text) ORDER BY id DESC LIMIT $2`,
      [query.vertical ?? null, query.limit],
    );
    return { data: rows.map(({ ts, id, ...r }) => ({ ...r, id: Number(id), createdAt: ts })) };
  },
});
