import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';
import { registerGameRoutes } from './game-routes.js';
import { registerSportsbookRoutes, type SportsbookOptions } from './sportsbook-routes.js';
import type { DemoMoney } from './spin.js';

export { createGameLaunch, softGamingsHtml, type GameLaunch, type GameLaunchRequest } from './launch.js';
export { sportsbookSession, verifySportsbookToken, type SportsbookSession } from './sportsbook-token.js';
export { DEMO_PROVIDERS, LOBBY_EXIT_PATH } from './providers.js';
export type { DemoMoney } from './spin.js';

export interface DemoDeps {
  db: Db;
  /** The wallet: bet and win move the real balance, each with a unique ref. */
  money: DemoMoney;
  /** Not needed by the pages (they use relative URLs); kept for symmetry with the launch calls. */
  publicOrigin?: string;
  /** Frame options; pass `authenticate` to accept API session tokens as sportsbook tokens too. */
  sportsbook?: SportsbookOptions;
}

/**
 * Demo provider pages served by the API (see README.md in this folder): the slot game of every
 * launch endpoint and the betsy/betco sportsbook frames.
 */
export async function registerDemo(app: FastifyInstance, deps: DemoDeps): Promise<void> {
  registerGameRoutes(app, deps.db, deps.money);
  registerSportsbookRoutes(app, deps.db, deps.sportsbook);
}
