import { siteOption } from '@playhub/shared/bootstrap';
import type { Bootstrap } from '@playhub/shared/contracts';

/** LiveChat ids from site options (`chatLicenseId`, `chatGroupId`); null when chat is not configured. */
export interface ChatConfig {
  license: number;
  group: number;
}

/** Whether this is a production build (webpack replaces the expression at build time). */
export const isProductionBuild = (): boolean => process.env.NODE_ENV === 'production';

/**
 * Requirements §1: live chat loads only in production when site settings supply chat ids. A license id
 * that is not a positive number counts as missing; the group defaults to 0.
 */
export function chatConfig(data: Bootstrap | null, production = isProductionBuild()): ChatConfig | null {
  if (!production) return null;
  const license = Number(siteOption(data, 'chatLicenseId'));
  if (!Number.isInteger(license) || license <= 0) return null;
  const group = Number(siteOption(data, 'chatGroupId') ?? 0);
  return { license, group: Number.isInteger(group) && group >= 0 ? group : 0 };
}
