import type { AnyRoute } from '../../http/route.js';
import exclusion from './exclusion.js';
import limit from './limit.js';
import panic from './panic.js';
import playSession from './play-session.js';
import realityAck from './reality-ack.js';
import realityCheck from './reality-check.js';
import status from './status.js';

/** protection/* endpoints (player protection: limits, reality check, time-out, self-exclusion). */
export const protectionRoutes: AnyRoute[] = [
  status,
  limit,
  realityCheck,
  realityAck,
  exclusion,
  playSession,
  panic,
];
