import { z } from 'zod';
import { AppError } from '../../errors.js';
import { defineRoute } from '../../http/route.js';
import { redactUrl } from '../../http/redact.js';
import { t } from '../../i18n/index.js';
import { SIGNATURE_HEADER, verify } from '../../integrations/signing.js';
import { BRANDS, sportsbookPlayer } from '../../integrations/sportsbook/tokens.js';
import { playRefusal, sessionPlayRefusal } from '../../services/protection.js';

const player = z.object({
  usercode: z.string(),
  username: z.string(),
  currency: z.literal('TRY'),
  /** False while the player may not bet: an exclusion, an unanswered reality check, the session-time limit. */
  canBet: z.boolean(),
  /** Why not, in the request's language (null when they may). */
  refusal: z.string().nullable(),
});

/**
 * GET /api/sportsbook/player?brand=betsy|betco&token=… — an external sportsbook resolves a frame
 * token to the player behind it, signed like every server-to-server call (`x-playhub-signature`
 * over the request's path and query, SPORTSBOOK_TOKEN_SECRET). `player` is null (a guest) for a bad
 * or expired token and for a login session that has ended (logout, password change, exclusion,
 * idle or absolute end): the sportsbook learns it at once instead of trusting a token for 12 hours.
 * `canBet` carries the player protection the API enforces on stakes.
 */
export default defineRoute({
  method: 'GET',
  url: '/api/sportsbook/player',
  tags: ['sportsbook'],
  summary: 'Sportsbook: the player behind a frame token (signed; guest for an ended session)',
  query: z.strictObject({ brand: z.enum(BRANDS as ['betsy', 'betco']), token: z.string().max(300) }),
  data: z.object({ player: player.nullable() }),
  async handler({ req, query, deps, locale }) {
    const secret = deps.config.secrets.sportsbookToken;
    const problem = verify(secret, req.headers[SIGNATURE_HEADER], req.url);
    if (problem) {
      req.log.warn(
        { problem, ip: req.ip, url: redactUrl(req.url) },
        `sportsbook player refused: signature ${problem}`,
      );
      throw new AppError(401, 'callback.badSignature', {}, { reason: problem });
    }
    const found = await sportsbookPlayer(deps.db, secret, query.brand, query.token);
    if (!found) return { data: { player: null } };
    const refused =
      (await playRefusal(deps.db, found.userId, locale)) ??
      (await sessionPlayRefusal(deps.db, found.userId, found.sessionId, locale));
    return {
      data: {
        player: {
          usercode: found.usercode,
          username: found.username,
          currency: 'TRY' as const,
          canBet: refused === null,
          refusal: refused ? t(locale, refused.key, refused.params) : null,
        },
      },
    };
  },
});
