import type { AnyRoute } from '../../http/route.js';
import listRemote from './list-remote.js';
import recordRemote from './record-remote.js';
import { fieldHealthRoute, recordVitals } from './vitals.js';

/** telemetry/* endpoints: the vertical-load beacon, the web-vitals report and their operator reads. */
export const telemetryRoutes: AnyRoute[] = [recordRemote, listRemote, recordVitals, fieldHealthRoute];
