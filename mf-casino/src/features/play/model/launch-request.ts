import type { Game, ProviderName } from '@playhub/shared/contracts';

/** What the play window needs to know about the device and page to launch a game. */
export interface LaunchContext {
  isMobile: boolean;
  /** Interface language (en | tr). */
  language: string;
  /** Where redirect-only providers send the player on exit (see `lobbyExitUrl`). */
  lobbyUrl: string;
}

/** One launch call: endpoint, body, what the data is, and whether a failure closes the window. */
export interface LaunchRequest {
  path: string;
  body: Record<string, unknown>;
  /** SoftGamings answers an HTML document; every other provider a launch URL. */
  result: 'url' | 'html';
  /** Requirements §8: for Egt, Hub88 and SoftGamings a launch failure also closes the window. */
  closeOnFailure: boolean;
}

type Builder = (game: Game, ctx: LaunchContext) => Omit<LaunchRequest, 'closeOnFailure' | 'result'>;

// Requirements §7: the launch endpoint and body of each of the seven providers (Requirements §9).
const platformBody = (game: Game, ctx: LaunchContext) => ({
  platform: ctx.isMobile ? 2 : 1,
  gameCode: game.gameCode,
  language: ctx.language,
  lobbyUrl: ctx.lobbyUrl,
});

const builders: Record<ProviderName, Builder> = {
  Digitain: (g) => ({ path: 'casino/dtlaunchurl', body: { code: g.gameCode } }),
  'Pragmatic Play': (g) => ({ path: 'casino/pragmaticlaunchurl', body: { code: g.gameCode } }),
  EveryMatrix: (g) => ({ path: 'casino/emlaunchurl', body: { code: g.gameCode, productId: g.productId } }),
  Amusnet: (g, ctx) => ({
    path: 'casino/amusnetlaunchurl',
    body: { code: g.gameCode, isMobile: ctx.isMobile },
  }),
  'Egt Digital': (g, ctx) => ({ path: 'casino/egtlaunchurl', body: platformBody(g, ctx) }),
  Hub88: (g, ctx) => ({ path: 'casino/hub88launchurl', body: platformBody(g, ctx) }),
  SoftGamings: (g, ctx) => ({
    path: 'casino/softgamingslaunchurl',
    body: { system: g.system, pageCode: g.gameCode, isMobile: ctx.isMobile ? 1 : 0 },
  }),
};

const closingProviders: ReadonlySet<ProviderName> = new Set(['Egt Digital', 'Hub88', 'SoftGamings']);

/** The launch call for a game, chosen by its providerName (Requirements §4). */
export function launchRequest(game: Game, ctx: LaunchContext): LaunchRequest {
  return {
    ...builders[game.providerName](game, ctx),
    result: game.providerName === 'SoftGamings' ? 'html' : 'url',
    closeOnFailure: closingProviders.has(game.providerName),
  };
}

/**
 * The lobby URL given to providers that can only redirect on exit: the API's tiny same-origin page
 * that posts `{ command: 'exit' }` to the play window (shared/notes/game-providers.md). Sending the
 * site itself would load the whole site inside the game frame.
 */
export function lobbyExitUrl(apiBase: string): string {
  return new URL('demo/lobby-exit', apiBase).toString();
}
