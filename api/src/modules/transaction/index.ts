import type { AnyRoute } from '../../http/route.js';
import history from './history.js';
import summary from './summary.js';
import topWinners from './top-winners.js';

/** transaction/* endpoints. */
export const transactionRoutes: AnyRoute[] = [history, topWinners, summary];
