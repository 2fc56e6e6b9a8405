import type { AnyRoute } from '../../http/route.js';
import balance from './balance.js';

/** user/* endpoints. */
export const userRoutes: AnyRoute[] = [balance];
