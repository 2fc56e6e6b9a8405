import type { AnyRoute } from '../../http/route.js';
import deposit from './deposit.js';
import detail from './detail.js';
import methods from './methods.js';
import withdraw from './withdraw.js';

export { registerDemoPay } from './demo-pay-page.js';

/** payment/* endpoints. */
export const paymentRoutes: AnyRoute[] = [methods, detail, deposit, withdraw];
