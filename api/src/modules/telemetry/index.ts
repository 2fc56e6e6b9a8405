import type { AnyRoute } from '../../http/route.js';
import listRemote from './list-remote.js';
import recordRemote from './record-remote.js';

/** telemetry/* endpoints: the vertical-load beacon and its operator listing. */
export const telemetryRoutes: AnyRoute[] = [recordRemote, listRemote];
