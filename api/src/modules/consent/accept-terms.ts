import { acceptTermsPayload, sessionBlockers as blockersData } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { conflict } from '../../errors.js';
import { sessionMeta } from '../../services/auth.js';
import { recordConsents } from '../../services/consents.js';
import { sessionBlockers } from '../../services/session-blockers.js';

/**
 * POST /api/customer/terms/accept — the player accepts the terms in force (the version they were
 * shown: 409 when another came in meanwhile, so they read that one). Recorded with time and
 * source; data is what is left to do first.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/customer/terms/accept',
  tags: ['customer'],
  summary: 'Accept the terms in force',
  auth: true,
  body: acceptTermsPayload,
  data: blockersData,
  async handler({ req, body, user, deps }) {
    const { market } = deps.config;
    if (body.version !== market.termsVersion) throw conflict('terms.versionChanged');
    await deps.db.tx(async (q) => {
      const changed = await q.query(
        `UPDATE users SET terms_version = $2, terms_accepted_at = now()
          WHERE id = $1 AND terms_version IS DISTINCT FROM $2 RETURNING 1`,
        [user.userId, market.termsVersion],
      );
      // Accepting twice (two tabs) records one acceptance.
      if (changed.length > 0)
        await recordConsents(
          q,
          user.userId,
          [{ kind: 'terms', granted: true, version: market.termsVersion }],
          'terms-prompt',
          sessionMeta(req),
        );
    });
    return {
      data: {
        blockers: await sessionBlockers(deps.db, user.userId, market),
        termsVersion: market.termsVersion,
      },
      message: 'terms.accepted',
    };
  },
});
