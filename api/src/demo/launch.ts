import type { ProviderName } from '@playhub/shared/contracts';
import type { Queryable } from '../db/index.js';
import { esc, langOf, scriptJson } from './html.js';
import { EGT_POST_MESSAGE, LOBBY_EXIT_PATH, providerByName } from './providers.js';
import { insertSession, newSessionToken } from './sessions.js';

export interface GameLaunchRequest {
  userId: number;
  provider: ProviderName;
  gameCode: string;
  gameName: string;
  isMobile: boolean;
  language: string;
  /** Where the provider sends the player back; only http(s) URLs are kept. */
  lobbyUrl?: string;
  /** Origin of the provider pages, e.g. http://localhost:8081 (no trailing slash). */
  origin: string;
  /** The player's login session, which the game session ends with. */
  authSessionId?: number;
  /** The player's market allows autoplay (issue 30, item 4); a provider must not offer it otherwise. */
  autoplay?: boolean;
}

/** Launch result: a URL for the play frame, or (SoftGamings) an HTML document with a script. */
export type GameLaunch = { url: string } | { html: string };

function safeHttpUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const u = new URL(value);
    // The game navigates its frame there: never a javascript: or data: URL.
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}

/** Stores a demo launch session and answers the provider's launch URL or HTML. */
export async function createGameLaunch(db: Queryable, req: GameLaunchRequest): Promise<GameLaunch> {
  const provider = providerByName(req.provider);
  if (!provider) throw new Error(`Unknown provider ${req.provider}`);
  const origin = req.origin.replace(/\/+$/, '');
  const lang = langOf(req.language);
  const lobby =
    provider.exit === 'lobby'
      ? (safeHttpUrl(req.lobbyUrl) ?? `${origin}${LOBBY_EXIT_PATH}`)
      : safeHttpUrl(req.lobbyUrl);
  const token = newSessionToken();
  await insertSession(db, {
    token,
    userId: req.userId,
    provider: provider.name,
    gameCode: req.gameCode,
    gameName: req.gameName,
    isMobile: req.isMobile,
    language: lang,
    lobbyUrl: lobby,
    authSessionId: req.authSessionId ?? null,
  });

  const q = new URLSearchParams({ session: token, lang, game: req.gameCode });
  if (provider.exit === 'egt') q.set('closeurl', EGT_POST_MESSAGE);
  if (provider.lobbyParam && lobby) q.set(provider.lobbyParam, lobby);
  if (provider.slug === 'hub88') q.set('platform', req.isMobile ? 'GPL_MOBILE' : 'GPL_DESKTOP');
  const url = `${origin}/api/demo/game/${provider.slug}?${q.toString()}`;
  return provider.slug === 'softgamings' ? { html: softGamingsHtml(url, req.gameName) } : { url };
}

/**
 * SoftGamings answers a document with an embedded script. The client renders it in a sandboxed
 * srcdoc iframe; the script builds the game frame and relays the game's messages to the play
 * window, since the game's own parent is this document, not the site (and the site's to the game).
 */
export function softGamingsHtml(gameUrl: string, gameName: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>${esc(gameName)}</title>
<style>html,body{margin:0;height:100%;background:#101522;overflow:hidden}#sg-game,#sg-game iframe{width:100%;height:100%;border:0;display:block}</style>
</head><body><div id="sg-game"></div>
<script>
(function () {
  var src = ${scriptJson(gameUrl)};
  var frame = document.createElement('iframe');
  frame.src = src;
  frame.title = ${scriptJson(gameName)};
  frame.setAttribute('allow', 'autoplay; fullscreen');
  frame.setAttribute('data-testid', 'softgamings-game-frame');
  document.getElementById('sg-game').appendChild(frame);
  window.addEventListener('message', function (event) {
    if (event.source === frame.contentWindow && window.parent !== window) window.parent.postMessage(event.data, '*');
    else if (event.source === window.parent && frame.contentWindow) frame.contentWindow.postMessage(event.data, '*');
  });
})();
</script></body></html>`;
}
