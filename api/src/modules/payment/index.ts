import type { AnyRoute } from '../../http/route.js';
import deposit from './deposit.js';
import depositByKey from './deposit-by-key.js';
import detail from './detail.js';
import lastDeposit from './last-deposit.js';
import methods from './methods.js';
import withdraw from './withdraw.js';

export { registerPaymentCallback } from './callback.js';

/** payment/* endpoints. */
export const paymentRoutes: AnyRoute[] = [methods, detail, deposit, withdraw, lastDeposit, depositByKey];
