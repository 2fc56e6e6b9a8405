import type { AnyRoute } from '../../http/route.js';
import live from './health-live.js';
import ready from './health-ready.js';

/** GET /api/health/live and /api/health/ready (GET /api/health stays in `allRoutes`). */
export const healthRoutes: AnyRoute[] = [live, ready];
