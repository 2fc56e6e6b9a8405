import type { AnyRoute } from '../http/route.js';
import { authRoutes } from './auth/index.js';
import { bonusRoutes } from './bonus/index.js';
import { casinoRoutes } from './casino/index.js';
import { cmsRoutes } from './cms/index.js';
import { complianceRoutes } from './complaints/index.js';
import { customerRoutes } from './customer/index.js';
import health from './dev/health.js';
import outbox from './dev/outbox.js';
import forgetTerms from './dev/forget-terms.js';
import { operatorRoutes } from './operator/index.js';
import { paymentRoutes } from './payment/index.js';
import { protectionRoutes } from './protection/index.js';
import sportsbookPlayer from './sportsbook/player.js';
import { telemetryRoutes } from './telemetry/index.js';
import { twoFactorRoutes } from './two-factor/index.js';
import { consentRoutes } from './consent/index.js';
import { transactionRoutes } from './transaction/index.js';
import { userRoutes } from './user/index.js';

export { registerPaymentCallback } from './payment/index.js';
export { registerGameWallet } from './gamewallet/routes.js';
export { registerMedia } from './media/index.js';
export { registerDataExport } from './customer/data-export.js';
export { registerKycDocuments } from './kyc/upload.js';

/** Every JSON endpoint of the API. */
export const allRoutes: AnyRoute[] = [
  ...authRoutes,
  ...customerRoutes,
  ...paymentRoutes,
  ...protectionRoutes,
  ...casinoRoutes,
  ...cmsRoutes,
  ...transactionRoutes,
  ...bonusRoutes,
  ...userRoutes,
  ...telemetryRoutes,
  ...operatorRoutes,
  sportsbookPlayer,
  health,
  ...complianceRoutes,
  ...twoFactorRoutes,
  ...consentRoutes,
];

/** Development-only endpoints (never registered in production). */
export const devRoutes: AnyRoute[] = [outbox, forgetTerms];
