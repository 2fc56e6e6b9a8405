import type { Integrations } from '../../config.js';
import type { Queryable } from '../../db/index.js';
import { createGameLaunch, type GameLaunch, type GameLaunchRequest } from '../../demo/index.js';
import { langOf } from '../../demo/html.js';
import { insertSession, newSessionToken } from '../../demo/sessions.js';

/** Launches games: the provider answers a URL for the play frame or (SoftGamings) an HTML document. */
export interface GameProviderAdapter {
  readonly name: string;
  readonly demo: boolean;
  launch(req: GameLaunchRequest): Promise<GameLaunch>;
}

const TIMEOUT_MS = 10_000;

/**
 * The demo providers (GAME_PROVIDER=demo: pages under `/api/demo/game/`) or a game aggregator
 * (GAME_PROVIDER=aggregator): `POST <GAME_AGGREGATOR_URL>/launch` with our session token, which
 * the aggregator's games then present to the seamless wallet (`/api/gamewallet/*`, signed with
 * GAME_WALLET_SECRET). Both bind the game session to the player's login session.
 */
export function gameProviders(config: Integrations['games'], db: Queryable): GameProviderAdapter {
  if (config.kind === 'demo') return { name: 'demo', demo: true, launch: (req) => createGameLaunch(db, req) };
  const base = config.apiUrl.replace(/\/+$/, '');
  return {
    name: 'aggregator',
    demo: false,
    async launch(req) {
      const token = newSessionToken();
      await insertSession(db, {
        token,
        userId: req.userId,
        provider: req.provider,
        gameCode: req.gameCode,
        gameName: req.gameName,
        isMobile: req.isMobile,
        language: langOf(req.language),
        lobbyUrl: req.lobbyUrl ?? null,
        authSessionId: req.authSessionId ?? null,
      });
      const res = await fetch(`${base}/launch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify({
          session: token,
          provider: req.provider,
          gameCode: req.gameCode,
          language: langOf(req.language),
          platform: req.isMobile ? 'mobile' : 'desktop',
          lobbyUrl: req.lobbyUrl ?? null,
          currency: 'TRY',
          player: { id: String(req.userId) },
          autoplay: req.autoplay ?? true,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const json = (await res.json().catch(() => null)) as { url?: unknown; html?: unknown } | null;
      if (!res.ok || !json) throw new Error(`game aggregator answered ${res.status}`);
      if (typeof json.url === 'string' && /^https:\/\//.test(json.url)) return { url: json.url };
      if (typeof json.html === 'string') return { html: json.html };
      throw new Error('game aggregator gave no launch');
    },
  };
}
