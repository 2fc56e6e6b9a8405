import type { AnyRoute } from '../../http/route.js';
import acceptTerms from './accept-terms.js';
import blockers from './blockers.js';
import consents from './consents.js';
import setConsents from './set-consents.js';

/** Terms and consents (issue 32, item 6). */
export const consentRoutes: AnyRoute[] = [blockers, acceptTerms, consents, setConsents];
