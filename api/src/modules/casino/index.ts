import type { AnyRoute } from '../../http/route.js';
import categoryGames from './category-games.js';
import favorites from './favorites.js';
import gameHistory from './game-history.js';
import gameRounds from './game-rounds.js';
import games from './games.js';
import {
  amusnetLaunch,
  dtLaunch,
  egtLaunch,
  emLaunch,
  hub88Launch,
  pragmaticLaunch,
  softGamingsLaunch,
} from './launch-routes.js';
import recentGames from './recent-games.js';
import toggleFavorite from './toggle-favorite.js';

/** casino/* endpoints. */
export const casinoRoutes: AnyRoute[] = [
  categoryGames,
  games,
  toggleFavorite,
  favorites,
  recentGames,
  gameHistory,
  gameRounds,
  dtLaunch,
  pragmaticLaunch,
  emLaunch,
  amusnetLaunch,
  egtLaunch,
  hub88Launch,
  softGamingsLaunch,
];
