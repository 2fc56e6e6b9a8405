import { z } from 'zod';
import { defineRoute } from '../../http/route.js';
import { AppError } from '../../errors.js';
import { actorName, audit } from '../../services/operators.js';
import { liftIndefiniteExclusion } from '../../services/protection.js';

/**
 * POST /api/operator/exclusions/lift — `{ userId, reference }`: lifts an indefinite self-exclusion at
 * the player's written request (`reference` names it), once it has lasted six months; play opens
 * after a 7-day cooling-off. Fixed terms cannot be ended early. Audited.
 */
export const liftExclusion = defineRoute({
  method: 'POST',
  url: '/api/operator/exclusions/lift',
  tags: ['operator'],
  summary: 'Lift an indefinite self-exclusion after six months, on the player’s written request (audited)',
  operator: true,
  body: z.strictObject({
    userId: z.number().int().positive(),
    reference: z.string().trim().min(3).max(200),
  }),
  data: z.object({ playFrom: z.string() }),
  async handler({ req, body, operator, deps }) {
    const result = await deps.db.tx(async (q) => {
      const r = await liftIndefiniteExclusion(q, body.userId, actorName({ operator }));
      if ('playFrom' in r)
        await audit(
          q,
          { operator },
          'exclusion.lift',
          `user:${body.userId}`,
          { reference: body.reference },
          req.ip,
        );
      return r;
    });
    if ('refused' in result)
      throw new AppError(result.refused === 'none' ? 404 : 409, `operator.exclusion.${result.refused}`);
    return { data: result, message: 'operator.exclusionLifted' };
  },
});
