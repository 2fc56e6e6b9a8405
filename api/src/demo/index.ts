import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';
import type { DemoPsp } from '../integrations/payments/demo-psp.js';
import { registerGameRoutes } from './game-routes.js';
import { registerDemoPayPage } from './pay-page.js';
import { registerSportsbookRoutes, type SportsbookOptions } from './sportsbook-routes.js';
import type { WalletClient } from './spin.js';

export { createGameLaunch, softGamingsHtml, type GameLaunch, type GameLaunchRequest } from './launch.js';
export { DEMO_PROVIDERS, LOBBY_EXIT_PATH } from './providers.js';
export { endGameSessions } from './sessions.js';
export { registerLobbyExit } from './game-routes.js';
export type { WalletClient } from './spin.js';

export interface DemoDeps {
  db: Db;
  /** The demo games' way to the seamless wallet (the same signed calls a real provider makes); omit for no games. */
  wallet?: WalletClient;
  /** The demo payment provider, whose payment page is served here; omit for none. */
  psp?: DemoPsp;
  /** The demo sportsbook's frames; omit for none. */
  sportsbook?: SportsbookOptions;
}

/**
 * Demo provider pages served by the API (see README.md in this folder), each only when its demo
 * integration is selected: the slot game of every launch endpoint, the payment page, and the
 * betsy/betco sportsbook frames.
 */
export async function registerDemo(app: FastifyInstance, deps: DemoDeps): Promise<void> {
  if (deps.wallet) registerGameRoutes(app, deps.db, deps.wallet);
  if (deps.psp) registerDemoPayPage(app, deps.db, deps.psp);
  if (deps.sportsbook) registerSportsbookRoutes(app, deps.db, deps.sportsbook);
}
