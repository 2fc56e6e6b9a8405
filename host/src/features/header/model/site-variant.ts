import { siteOption } from '@playhub/shared/bootstrap';
import type { Bootstrap } from '@playhub/shared/contracts';

/**
 * The site variant comes from the site option `siteVariant` (status on). Requirements §1: the `product`
 * variant hides the header's notification component. Unknown or missing means the default site.
 */
export function siteVariant(data: Bootstrap | null): 'default' | 'product' {
  return siteOption(data, 'siteVariant')?.trim().toLowerCase() === 'product' ? 'product' : 'default';
}

/** Whether the header shows the notifications bell. */
export function showsNotificationBell(data: Bootstrap | null): boolean {
  return siteVariant(data) !== 'product';
}
