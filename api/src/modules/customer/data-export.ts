import type { FastifyInstance } from 'fastify';
import { dataExportQuery } from '@playhub/shared/contracts';
import type { Deps } from '../../http/deps.js';
import { badRequest } from '../../errors.js';
import { claimExport, collectPlayerData, playerDataZip } from '../../services/data-rights.js';

/**
 * GET /api/customer/dataexport?format=json|csv — the caller's data (docs/privacy.md) as a file: one
 * JSON document, or a zip of one CSV per section. Needs the player's bearer token (also a
 * withdrawal-only session: access to one's data is a right during an exclusion too), and counts
 * against MARKET_DATA_EXPORTS_PER_DAY. Not an envelope: the body is the file.
 */
export function registerDataExport(app: FastifyInstance, deps: Deps): void {
  app.get(
    '/api/customer/dataexport',
    { schema: { tags: ['customer'], summary: "Download the player's data (JSON or a zip of CSVs)" } },
    async (req, reply) => {
      const user = await deps.auth.require(req);
      const parsed = dataExportQuery.safeParse(req.query ?? {});
      if (!parsed.success) throw badRequest('dataRights.badFormat');
      const format = parsed.data.format;
      await claimExport(deps.db, user.userId, format, deps.config.dataRights.exportsPerDay);
      const data = await collectPlayerData(deps.db, user.userId);
      const day = data.exportedAt.slice(0, 10);
      reply.header('cache-control', 'no-store');
      if (format === 'json') {
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="playhub-data-${day}.json"`)
          .send(JSON.stringify(data, null, 2));
      }
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="playhub-data-${day}.zip"`)
        .send(Buffer.from(playerDataZip(data)));
    },
  );
}
