import type { FastifyRequest } from 'fastify';
import type { ProviderName } from '@playhub/shared/contracts';
import type { Deps } from '../../http/deps.js';
import { providersOriginOf } from '../../http/origin.js';
import type { AuthUser } from '../../services/auth.js';
import { notFound } from '../../errors.js';
import { recordGameOpen } from '../../repo/games.js';
import { localeOf } from '../../i18n/index.js';
import { playRefusal, refuse } from '../../services/protection.js';
import { assertNoBlocker } from '../../services/session-blockers.js';
import { playerMarket } from '../../services/markets.js';

/** What a launch endpoint knows after reading its provider-specific body. */
export interface LaunchInput {
  provider: ProviderName;
  gameCode: string;
  isMobile: boolean;
  language: string;
  lobbyUrl?: string;
}

/**
 * Shared body of the seven launch endpoints: checks the game belongs to the provider, then asks the
 * configured game providers for a launch bound to the player's login session. Data is the URL, or
 * the SoftGamings HTML document.
 */
export async function launch(
  req: FastifyRequest,
  deps: Deps,
  user: AuthUser,
  input: LaunchInput,
): Promise<string> {
  const rows = await deps.db.query<{ name: string }>(
    'SELECT g.name FROM games g JOIN providers p ON p.id = g.provider_id WHERE g.code = $1 AND p.name = $2',
    [input.gameCode, input.provider],
  );
  const game = rows[0];
  if (!game) throw notFound('casino.gameNotFound');
  // No game opens during a time-out, self-exclusion or its cooling-off.
  const excluded = await playRefusal(deps.db, user.userId, localeOf(req));
  if (excluded) refuse(excluded);
  // Nor before the terms in force are accepted (or a mandatory second factor set up).
  await assertNoBlocker(deps.db, user.userId, deps.config.market);
  const out = await deps.integrations.games.launch({
    userId: user.userId,
    authSessionId: user.sessionId,
    provider: input.provider,
    gameCode: input.gameCode,
    gameName: game.name,
    isMobile: input.isMobile,
    language: input.language,
    lobbyUrl: input.lobbyUrl,
    origin: providersOriginOf(req, deps.config),
    autoplay: (await playerMarket(deps.db, user.userId)).autoplay,
  });
  // Recently played lists what actually opened: recorded once the launch succeeded.
  await recordGameOpen(deps.db, user.userId, input.gameCode);
  return 'url' in out ? out.url : out.html;
}
