import { siteOption } from '@playhub/shared/bootstrap';
import type { Bootstrap } from '@playhub/shared/contracts';

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** Whether this is a production build (webpack replaces the expression at build time). */
export const isProductionBuild = (): boolean => process.env.NODE_ENV === 'production';

/**
 * Requirements §9: the Tag Manager container of site option `analyticsContainerId`, only in production
 * builds and only when it is a valid container id; null otherwise.
 */
export function containerId(data: Bootstrap | null, production = isProductionBuild()): string | null {
  if (!production) return null;
  const id = siteOption(data, 'analyticsContainerId')?.trim().toUpperCase();
  return id && GTM_ID.test(id) ? id : null;
}
