import type { AnyRoute } from '../../http/route.js';
import confirm from './confirm.js';
import disable from './disable.js';
import revokeDevice from './revoke-device.js';
import setup from './setup.js';
import status from './status.js';

/** customer/twofactor/* endpoints (issue 32, item 4). */
export const twoFactorRoutes: AnyRoute[] = [status, setup, confirm, disable, revokeDevice];
